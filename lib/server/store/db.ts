import "server-only";
/**
 * One query layer over SQLite (embedded default) and PostgreSQL. SQL is written
 * once with `$1` placeholders and portable types (BIGINT epoch milliseconds for
 * time, TEXT for JSON); dialect-specific statements go through `dialect`.
 */
export type Dialect = "sqlite" | "postgres";
export type Row = Record<string, unknown>;

export interface Queryable {
  readonly dialect: Dialect;
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  execute(sql: string, params?: readonly unknown[]): Promise<number>;
}

export interface Db extends Queryable {
  /** Runs `work` atomically; on PostgreSQL, row locks taken inside are held until it ends. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Migration {
  id: string;
  statements(dialect: Dialect): string[];
}

/** Bytes come back as Buffer, ArrayBuffer or Uint8Array depending on the driver. */
export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new TypeError("not a binary value");
}

/** BIGINT columns come back as strings from pg and as numbers or bigints from SQLite. */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

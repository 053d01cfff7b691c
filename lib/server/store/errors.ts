import "server-only";
// The production build bundles this module once per server chunk, so an error
// thrown by one chunk's copy of the class fails `instanceof` in another's. A
// registered symbol is the same in every copy: that is what we recognise.
const STORE_UNAVAILABLE = Symbol.for("aurelia.store-unavailable");

function isBranded(value: unknown): boolean {
  return value instanceof Error && (value as unknown as Record<symbol, unknown>)[STORE_UNAVAILABLE] === true;
}

/**
 * The one error the rest of the code sees when the store cannot do its job:
 * PostgreSQL down, unreachable, silent or out of resources; SQLite unopenable,
 * read-only, full or busy. Routes answer it with 503, the outbox waits it out.
 * Errors that are our own fault (bad SQL, a constraint we broke) stay as the
 * driver raised them: they are bugs, and a 503 would hide them.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the store is unavailable: ${describe(cause)}`, { cause });
    this.name = "StoreUnavailableError";
    Object.defineProperty(this, STORE_UNAVAILABLE, { value: true });
  }
}

// SQLSTATE classes that mean "the database cannot serve us now", not "our query is wrong":
// 08 connection, 53 insufficient resources (disk full, out of memory, too many connections),
// 57 operator intervention (shutdown, statement timeout), 58 system I/O error.
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(["08", "53", "57", "58"]);
// Read-only transaction (a hot standby, or default_transaction_read_only) and lock wait timeout.
const UNAVAILABLE_SQLSTATES = new Set(["25006", "55P03", "25P03"]);

const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PERM|NOTADB|CORRUPT|NOMEM|PROTOCOL|AUTH)/;

/** True when `error` itself is a StoreUnavailableError, from this copy of the module or any other. */
export function isStoreUnavailableError(error: unknown): error is StoreUnavailableError {
  return isBranded(error);
}

/** True when `error` (or anything in its cause chain) says the store is unavailable. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (isBranded(e)) return true;
  }
  return false;
}

/** Turns a driver's error into StoreUnavailableError when it means an outage; returns others unchanged. */
export function toStoreError(error: unknown): unknown {
  if (isBranded(error)) return error;
  return meansUnavailable(error) ? new StoreUnavailableError(error) : error;
}

function meansUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Thrown by our own code or the driver's argument checks, never by an outage.
  if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("SQLITE_")) return UNAVAILABLE_SQLITE.test(code);
  // PostgreSQL answered with an error: pg's DatabaseError carries the SQLSTATE and a severity.
  if (typeof code === "string" && typeof (error as { severity?: unknown }).severity === "string") {
    return UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2)) || UNAVAILABLE_SQLSTATES.has(code);
  }
  // No SQLSTATE: the server never answered. Socket errors (ECONNREFUSED, ECONNRESET, ...),
  // "Connection terminated", "Query read timeout", "timeout exceeded when trying to connect".
  return true;
}

function describe(value: unknown): string {
  if (!(value instanceof Error)) return String(value);
  const code = (value as { code?: unknown }).code;
  return `${value.name}${typeof code === "string" ? ` ${code}` : ""}: ${value.message}`.slice(0, 300);
}

import "server-only";
import type { Dialect } from "../db";

export const autoId = (dialect: Dialect) =>
  dialect === "postgres" ? "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT";

export const blob = (dialect: Dialect) => (dialect === "postgres" ? "BYTEA" : "BLOB");

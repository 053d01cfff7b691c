import "server-only";
import { createHmac, randomBytes } from "node:crypto";

type Fields = Record<string, unknown>;

/**
 * Fields that name a visitor: a conversation id is the key to their transcript
 * (it is their cookie), an address says who they are. The log keeps a keyed
 * hash of each instead, enough to follow one visitor through the lines of one
 * process and no more.
 */
const SENSITIVE: Readonly<Record<string, string>> = {
  conversation: "c",
  conversationId: "c",
  client: "a",
  clientAddress: "a",
  ip: "a",
  address: "a",
};

// Never written anywhere: without it, a hash cannot be turned back into an
// address by trying all 2^32 of them, as an unkeyed or a configured key could.
const KEY = randomBytes(32);
const MAX_DEPTH = 4;

/** What the log writes instead of a visitor's conversation id or address: `c_…` or `a_…`, the same for the same value in this process. */
export function logPseudonym(field: string, value: unknown): string {
  const digest = createHmac("sha256", KEY).update(String(value)).digest("hex").slice(0, 12);
  return `${SENSITIVE[field] ?? "x"}_${digest}`;
}

/** The sensitive fields' values, replaced with their pseudonyms, and every other mention of those values in the line too. */
function redact(message: string, fields: Fields | undefined): { message: string; fields?: Fields } {
  if (!fields) return { message };
  const found = new Map<string, string>();
  const replaced = replaceSensitive(fields, found, 0) as Fields;
  // An error message may quote an id (`no conversation 3f…`): the same value gets the same pseudonym there.
  const scrub = (text: string) => {
    for (const [value, pseudonym] of found) if (value.length >= 4) text = text.split(value).join(pseudonym);
    return text;
  };
  return { message: scrub(message), fields: found.size ? (scrubStrings(replaced, scrub, 0) as Fields) : replaced };
}

// Only plain records and arrays are walked: a Date or an Error keeps its own JSON form.
const isRecord = (value: unknown): value is Fields =>
  value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value));

function replaceSensitive(value: unknown, found: Map<string, string>, depth: number): unknown {
  if (depth > MAX_DEPTH || !(isRecord(value) || Array.isArray(value))) return value;
  if (Array.isArray(value)) return value.map((item) => replaceSensitive(item, found, depth + 1));
  const out: Fields = {};
  for (const [name, inner] of Object.entries(value)) {
    if (name in SENSITIVE && inner !== undefined && inner !== null && inner !== "") {
      const pseudonym = logPseudonym(name, inner);
      found.set(String(inner), pseudonym);
      out[name] = pseudonym;
    } else out[name] = replaceSensitive(inner, found, depth + 1);
  }
  return out;
}

function scrubStrings(value: unknown, scrub: (text: string) => string, depth: number): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > MAX_DEPTH || !(isRecord(value) || Array.isArray(value))) return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, scrub, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, scrubStrings(inner, scrub, depth + 1)]));
}

/** The JSON line an event is written as. */
export function logLine(level: "info" | "warn" | "error", message: string, fields?: Fields, now = new Date()): string {
  const safe = redact(message, fields);
  return JSON.stringify({ time: now.toISOString(), level, message: safe.message, ...safe.fields });
}

/** One JSON line per event, so logs stay greppable and never carry stack traces to visitors. */
function write(level: "info" | "warn" | "error", message: string, fields?: Fields): void {
  if (process.env.LOG_SILENT === "1") return;
  const line = logLine(level, message, fields);
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line);
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};

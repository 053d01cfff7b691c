import "server-only";
/**
 * CSV that a spreadsheet opens as plain text, whatever separator it guesses.
 * Pure: no I/O, so the rules are tested on their own.
 */

/** Excel reads a UTF-8 file as the local code page unless it starts with a BOM. */
export const UTF8_BOM = "\uFEFF";

const TIME_ZONE = "Asia/Kuala_Lumpur";

// OWASP's list of characters that make a cell a formula; a cell that starts with
// tab or CR is on it because some spreadsheets strip them and then evaluate.
const FORMULA_AT_START = /^(?:\s*[=+\-@]|[\t\r])/;

// A spreadsheet that splits on `;` (de, fr, es, ru) or tab ignores our commas and
// quotes, so any of these may start a cell in the middle of our field.
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]\s*)(?=[=+\-@])/g;

/**
 * A phone number in international form, "+60 12-345 6789": a plus, then groups of digits
 * separated by single spaces or hyphens. Its spaces and hyphens make a spreadsheet keep it as
 * text (a bare +60123456789 would become a number, and 0123456789 would lose its 0), and a plus
 * followed by digits alone can name no function, cell or program: the one cell starting with a
 * formula character that is left without its `'`, so sales read and dial it as written.
 */
const INTERNATIONAL_PHONE = /^\+\d{1,3}(?:[ -]\d{1,8}){1,5}$/;

/**
 * Defuses formula text the OWASP way: a `'` in front, which every spreadsheet
 * shows as text and a reader still understands. Stripping or escaping would
 * change what the visitor wrote; a `'` is the smallest visible change.
 */
export function neutraliseFormulas(text: string): string {
  if (INTERNATIONAL_PHONE.test(text)) return text;
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_AT_START.test(inner) ? `'${inner}` : inner;
}

/** One RFC 4180 field, always quoted, formula text defused. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutraliseFormulas(text).replace(/"/g, '""')}"`;
}

/** RFC 4180 records end with CRLF. */
export function csvRecord(values: readonly unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

const KL_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/**
 * `2026-11-24 09:31:00 +08:00`: the sales team's own clock, with the offset in the
 * value so a copied cell still says which clock. Empty for no time; unparseable
 * text is returned as it is.
 */
export function malaysiaTimestamp(at: number | string | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const part = Object.fromEntries(KL_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = (part.timeZoneName ?? "").replace(/^GMT/, "") || "+00:00";
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}

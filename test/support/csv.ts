/**
 * Ways a spreadsheet may cut our CSV into cells, to check that none of them
 * yields a cell that starts with a formula character.
 */
export type Separator = "," | ";" | "\t";
export const SEPARATORS: readonly Separator[] = [",", ";", "\t"];

/** A reader that ignores quoting: every line break ends a row, every separator ends a cell. */
export function splitNaively(text: string, separator: Separator): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.split(separator));
}

/**
 * A quote-aware reader with a chosen separator. `quoteOnlyAtCellStart` reads as
 * RFC 4180 and LibreOffice do (a quote mid-cell is a plain character); without
 * it, every quote toggles quoting, as looser readers do.
 */
export function splitQuoted(text: string, separator: Separator, quoteOnlyAtCellStart: boolean): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let cellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = "";
    cellStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    if (c === '"' && (cellStart || !quoteOnlyAtCellStart)) quoted = true;
    else if (c === separator) {
      endCell();
      continue;
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endCell();
      rows.push(row);
      row = [];
      continue;
    } else cell += c;
    cellStart = false;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Strict RFC 4180 (comma, CRLF records); throws on anything a compliant writer would not produce. */
export function parseRfc4180(text: string): string[][] {
  const rows: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const row: string[] = [];
    for (;;) {
      if (text[i] !== '"') throw new Error(`unquoted field at ${i}`);
      let cell = "";
      for (i++; ; i++) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (text[i] === '"') break;
        else cell += text[i];
      }
      i++;
      row.push(cell);
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text.startsWith("\r\n", i)) {
        i += 2;
        break;
      }
      throw new Error(`expected , or CRLF at ${i}`);
    }
    rows.push(row);
  }
  return rows;
}

/** "+60 12-345 6789": digits after the plus can name no function or cell, so the export writes it as is. */
const INTERNATIONAL_PHONE = /^\+\d{1,3}(?:[ -]\d{1,8}){1,5}$/;

/**
 * Every cell, under every reader and separator, that starts with a formula
 * character once surrounding whitespace and double quotes are trimmed, as a
 * spreadsheet that trims them would see it; a phone number in international
 * form, which cannot compute anything, is not one.
 */
export function formulaCells(text: string): { reader: string; cell: string }[] {
  const found: { reader: string; cell: string }[] = [];
  for (const separator of SEPARATORS) {
    const readers: [string, string[][]][] = [
      [`naive ${JSON.stringify(separator)}`, splitNaively(text, separator)],
      [`quoted ${JSON.stringify(separator)}`, splitQuoted(text, separator, true)],
      [`loose quotes ${JSON.stringify(separator)}`, splitQuoted(text, separator, false)],
    ];
    for (const [reader, rows] of readers) {
      for (const cell of rows.flat()) {
        const text = cell.replace(/^[\s"\uFEFF]+/, "");
        if (/^[=+\-@]/.test(text) && !INTERNATIONAL_PHONE.test(text.replace(/"+$/, ""))) found.push({ reader, cell });
      }
    }
  }
  return found;
}

import "server-only";

/** A number written in a message, where it stands, and how the visitor wrote it. */
export interface WrittenNumber {
  value: number;
  start: number;
  end: number;
  /** As typed ("3,000", "3 100", "3.000"): a reply that quotes it back uses the visitor's own figure. */
  written: string;
  percent: boolean;
}

// Thousands grouped by one separator used throughout ("3,000", "3.000", "3 100", "1 234 567"), or plain digits;
// then an optional decimal part, and "k" for thousands.
const NUMBER = /(?<![\d.,])(\d{1,3}(?:([,. \u00a0\u202f])\d{3})(?:\2\d{3})*|\d+)(?:[.,](\d{1,2}))?(?![\d])(\s?k(?![\p{L}]))?(\s*%)?/giu;

/**
 * The numbers a message writes, in order. A group of three digits after a separator is a thousands group
 * ("3.000" is three thousand, as Europeans write it); one or two digits after it are decimals ("7,1").
 */
export function numbersWritten(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const whole = Number(m[1].replace(/\D/g, ""));
    const decimals = m[3] ? Number(`0.${m[3]}`) : 0;
    const value = (whole + decimals) * (m[4] ? 1000 : 1);
    found.push({ value, start: m.index, end: m.index + m[0].length, written: m[0].replace(/\s*%$/, "").trim(), percent: Boolean(m[5]) });
  }
  return found;
}

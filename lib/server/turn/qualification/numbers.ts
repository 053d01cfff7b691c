import "server-only";
/**
 * Numbers as visitors write them: "1.2", "1,2" (a decimal comma), "900,000",
 * "900.000", "1 200 000", Chinese numerals (一百二十, 两) and number words.
 */

const CJK_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CJK_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

export const CJK_NUMERAL = "[零〇一二两三四五六七八九十百千]+";

/** 三 → 3, 十二 → 12, 一百二十 → 120, 两千五百 → 2500; null when it is not a numeral below ten thousand. */
export function parseCjkNumeral(text: string): number | null {
  if (!new RegExp(`^${CJK_NUMERAL}$`, "u").test(text)) return null;
  let total = 0;
  let digit: number | null = null;
  for (const char of text) {
    if (char in CJK_DIGITS) {
      digit = CJK_DIGITS[char];
      continue;
    }
    const unit = CJK_UNITS[char];
    total += (digit ?? 1) * unit;
    digit = null;
  }
  return total + (digit ?? 0);
}

/**
 * A written figure as a number. A lone separator followed by exactly three
 * digits groups thousands ("900,000", "900.000") unless a scale word follows
 * ("1.200 Mio"); any other lone separator is a decimal mark ("1,2 juta").
 */
export function parseFigure(raw: string, scaled: boolean): number | null {
  // Swiss "1'200'000" groups with apostrophes.
  const text = raw.replace(/['’]/g, ",").replace(/\s+/g, " ");
  const groups = text.split(/[.,\s]/);
  const separators = text.match(/[.,\s]/g) ?? [];
  if (!separators.length) return Number(text);
  const kinds = new Set(separators);
  const lastSep = separators[separators.length - 1];
  const lastGroup = groups[groups.length - 1];
  // "1,200,000.50" or "1.200.000,50": the last separator is the decimal mark when it differs from the others.
  if (kinds.size > 1 && lastSep !== " " && lastGroup.length !== 3) {
    const whole = groups.slice(0, -1).join("");
    return Number(`${whole}.${lastGroup}`);
  }
  if (kinds.size > 1) return Number(groups.join(""));
  if (separators.length > 1 || lastSep === " ") return Number(groups.join(""));
  if (lastGroup.length === 3 && !scaled) return Number(groups.join(""));
  return Number(`${groups[0]}.${lastGroup}`);
}

/** A number written as digits, as a Chinese numeral or as a word from the lists. */
export function readNumber(text: string, words: { lookup(word: string): number | undefined }): number | null {
  const trimmed = text.trim();
  if (/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number(trimmed.replace(",", "."));
  const cjk = parseCjkNumeral(trimmed);
  if (cjk !== null) return cjk;
  return words.lookup(trimmed) ?? null;
}

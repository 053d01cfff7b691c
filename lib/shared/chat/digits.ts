/**
 * Visitors type phone numbers in their own script. Full-width (０-９),
 * Arabic-Indic (٠-٩), Extended Arabic-Indic (۰-۹) and Devanagari (०-९) digits
 * are mapped to ASCII before any digit rule runs — a deliberate extension of
 * spec §5, which only speaks of "digits".
 */
const ZEROS = [0xff10, 0x0660, 0x06f0, 0x0966];

export function normaliseDigits(text: string): string {
  return text.replace(/[０-９٠-٩۰-۹०-९]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

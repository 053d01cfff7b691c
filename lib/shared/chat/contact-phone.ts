import { normaliseDigits } from "./digits";

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 12;

export function isPhoneLength(digitCount: number): boolean {
  return digitCount >= PHONE_MIN_DIGITS && digitCount <= PHONE_MAX_DIGITS;
}

/**
 * Spec §5: all digits of the message joined, when that gives 10-12 digits;
 * otherwise the first standalone run of 10-12 consecutive digits.
 */
export function detectPhone(message: string): string | null {
  const text = normaliseDigits(message);
  const joined = text.replace(/\D/g, "");
  if (isPhoneLength(joined.length)) return joined;
  return (text.match(/\d+/g) ?? []).find((run) => isPhoneLength(run.length)) ?? null;
}

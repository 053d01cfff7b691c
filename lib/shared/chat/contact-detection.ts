import { detectName } from "./contact-name";
import { detectPhone } from "./contact-phone";

/** Spec §3 "Detected contact". Contact info is sent only when `phone` is not null. */
export interface DetectedContact {
  name: string;
  /** ASCII digits only. */
  phone: string | null;
}

export function detectContact(message: string): DetectedContact {
  return { name: detectName(message), phone: detectPhone(message) };
}

export { detectName, UNKNOWN_NAME } from "./contact-name";
export { detectPhone, isPhoneLength, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./contact-phone";
export { normaliseDigits } from "./digits";

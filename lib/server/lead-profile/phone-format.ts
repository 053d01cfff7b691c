import "server-only";
import parsePhoneNumber, { type PhoneNumber } from "libphonenumber-js";

/** Most visitors are in Malaysia and type their number nationally (012-345 6789). */
const DEFAULT_COUNTRY = "MY";

export interface LeadPhone {
  /** The international form ("+60 12-345 6789"), or the number exactly as given when it is not a valid number. */
  display: string;
  /** `tel:` target: E.164 when recognised. */
  tel: string;
  /** "+60123456789": E.164 when recognised, else the digits as international as we can make them. */
  e164: string;
  whatsapp: string;
  /** False when libphonenumber could not make a valid number of it; `display` is then the visitor's own text. */
  recognised: boolean;
}

/**
 * Digits for wa.me and tel: when libphonenumber cannot help. A Malaysian number
 * written nationally (leading trunk 0, as most visitors type it) gets the
 * country code 60; anything else is taken as already international.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") && !digits.startsWith("00") ? `6${digits}` : digits.replace(/^00/, "");
}

/**
 * "+60 12-345 6789", as Malaysians write their numbers abroad: the national
 * grouping (012-345 6789) behind the country code, without the trunk 0.
 * libphonenumber-js turns every hyphen of an international form into a space,
 * so for a Malaysian number the national form is the one kept; others take the
 * library's international form.
 */
function internationalForm(parsed: PhoneNumber): string {
  const national = parsed.formatNational();
  if (parsed.country === DEFAULT_COUNTRY && national.startsWith("0")) return `+${parsed.countryCallingCode} ${national.slice(1)}`;
  return parsed.formatInternational();
}

export function leadPhone(phone: string): LeadPhone {
  const parsed = parsePhoneNumber(phone, DEFAULT_COUNTRY);
  // A number that parses but is not valid would be grouped arbitrarily, or not at
  // all; the sales team is better served by what the visitor actually typed.
  if (parsed?.isValid()) {
    return {
      display: internationalForm(parsed),
      tel: `tel:${parsed.number}`,
      e164: parsed.number,
      whatsapp: `https://wa.me/${parsed.number.slice(1)}`,
      recognised: true,
    };
  }
  const digits = internationalDigits(phone);
  return { display: phone, tel: `tel:+${digits}`, e164: `+${digits}`, whatsapp: `https://wa.me/${digits}`, recognised: false };
}

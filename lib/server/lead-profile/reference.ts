import "server-only";
/**
 * The reference a visitor quotes on WhatsApp or the phone. It is the start of
 * the lead's id, so the sales team finds the lead by prefix without a second
 * column to keep unique; 8 hex digits make a clash within a year's leads
 * unlikely, and the full id in the email settles one.
 */
export function leadReference(leadId: string): string {
  const hex = leadId
    .replace(/[^0-9a-f]/gi, "")
    .slice(0, 8)
    .toUpperCase();
  if (hex.length < 8) throw new RangeError("a lead id has at least 8 hex digits");
  return `AUR-${hex.slice(0, 4)}-${hex.slice(4)}`;
}

import "server-only";
import { leadPhone } from "./phone-format";

describe("leadPhone", () => {
  it.each([
    ["0123456789", "+60 12-345 6789", "tel:+60123456789", "https://wa.me/60123456789"],
    ["012-345 6789", "+60 12-345 6789", "tel:+60123456789", "https://wa.me/60123456789"],
    ["01112345678", "+60 11-1234 5678", "tel:+601112345678", "https://wa.me/601112345678"],
    ["0312345678", "+60 3-1234 5678", "tel:+60312345678", "https://wa.me/60312345678"],
    ["60123456789", "+60 12-345 6789", "tel:+60123456789", "https://wa.me/60123456789"],
    ["+65 9123 4567", "+65 9123 4567", "tel:+6591234567", "https://wa.me/6591234567"],
    ["00447911123456", "+44 7911 123456", "tel:+447911123456", "https://wa.me/447911123456"],
  ])("formats %s as %s, with E.164 links", (phone, display, tel, whatsapp) => {
    expect(leadPhone(phone)).toEqual({ display, tel, e164: tel.slice("tel:".length), whatsapp, recognised: true });
  });

  it.each([
    ["999999999999", "tel:+999999999999", "https://wa.me/999999999999"],
    ["012000000000", "tel:+6012000000000", "https://wa.me/6012000000000"],
    ["6591234567", "tel:+6591234567", "https://wa.me/6591234567"],
    ["call me", "tel:+", "https://wa.me/"],
  ])("keeps %s, which libphonenumber rejects, exactly as given", (phone, tel, whatsapp) => {
    expect(leadPhone(phone)).toEqual({ display: phone, tel, e164: tel.slice("tel:".length), whatsapp, recognised: false });
  });
});

import "server-only";
import { speaksContactDetails } from "./clip-privacy";

describe("speaksContactDetails", () => {
  it.each([
    "Thank you, Aisyah. We will call you on 0123456789.",
    "Our team will call +60 12-345 6789 within the hour.",
    "I have noted (012) 345 6789.",
    "We will send the brochure to aisyah@example.com.",
    "电话 ０１２３４５６７８９ 已记录。",
    "رقمك ٠١٢٣٤٥٦٧٨٩ مسجل.",
  ])("finds contact details in %s", (text) => {
    expect(speaksContactDetails(text)).toBe(true);
  });

  it.each([
    "Blitz units have three bedrooms and two car parks.",
    "Prices start at RM 850,000, about 1,200 sq ft.",
    "Completion is due in 2028, with 7 units left.",
  ])("finds none in %s", (text) => {
    expect(speaksContactDetails(text)).toBe(false);
  });
});

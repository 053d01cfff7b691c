import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";

const list = listIn("en");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const sqft = (u: UnitView) => `${u.size} sq ft`;
const layout = (u: UnitView) => (u.corner ? "a corner unit" : "an intermediate unit");
const rooms = (u: UnitView) => `${plural(u.bedrooms, "bedroom")} and ${plural(u.bathrooms, "bathroom")}`;

export const answers: Phrases = {
  greeting: (_u, p) =>
    `Hello! I'm the ${p.name} consultant. Ask me about ${list(p.units.map((u) => u.name))}: sizes, installments, rental yields or a viewing.`,
  overview: ([u]) =>
    `${u.name} (Type ${u.letter}) is ${layout(u)} of ${b(sqft(u))} with ${rooms(u)}. The installment is ${b(u.installment)} a month, expected rental ${b(u.rental)}, a ${b(u.yieldText)} yield and ${plural(u.carParks, "car park")}.`,
  compare: (units) =>
    `Here is how they compare: ${units.map((u) => `${b(u.name)} ${sqft(u)}, ${u.bedrooms} bedrooms, ${u.installment} a month, ${u.yieldText} yield`).join("; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} (Type ${u.letter}) is ${b(sqft(u))}.`,
      (us) => `Unit sizes: ${list(us.map((u) => `${u.name} ${b(sqft(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `The monthly installment for ${u.name} is ${b(u.installment)}.`,
      (us) => `Monthly installments: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} For the full price list, WhatsApp our sales team at ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `The expected monthly rental for ${u.name} is ${b(u.rental)}.`,
      (us) => `Expected monthly rentals: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} offers a gross rental yield of ${b(u.yieldText)}.`,
      (us) => `Gross rental yields: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} has ${b(plural(u.bedrooms, "bedroom"))} and ${b(plural(u.bathrooms, "bathroom"))}.`,
      (us) => `${list(us.map((u) => `${u.name} has ${b(rooms(u))}`))}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} comes with ${b(plural(u.carParks, "car park"))}.`,
      (us) => `Parking: ${list(us.map((u) => `${u.name} ${b(plural(u.carParks, "car park"))}`))}.`,
    ),
  layout: (units) => `${list(units.map((u) => `${u.name} is ${b(layout(u))}`))}.`,
  location: (_u, p) =>
    `${p.name} is in ${p.city}, ${p.region}, ${p.country}. Our sales gallery is at ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `The anchor tenant and manager of ${p.name} is ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `I'd be happy to arrange a visit to our sales gallery at ${p.street}, ${p.postalCode} ${p.city}. Please share your name and phone number, and our team will contact you.`,
  thanks: (_u, p) => `You're welcome, and thank you for your interest in ${p.name}! To talk to our team, WhatsApp us at ${p.phone}.`,
  fallback: (_u, p) => `I'm sorry, I don't have that information. Our sales team can help on WhatsApp at ${b(p.phone)}.`,
};

import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";

const list = listIn("de");
/** "743 Quadratfuß (69 m²)": the measure stays singular after a number, as "Fuß" does. */
export const area = (u: UnitView) => `${u.size} Quadratfuß${u.sizeSqm ? ` (${u.sizeSqm} m²)` : ""}`;
const layout = (u: UnitView) => (u.corner ? "Eckwohnung" : "Wohnung in Mittellage");
const parking = (n: number) => `${n} ${n === 1 ? "Stellplatz" : "Stellplätze"}`;
const baths = (n: number) => `${n} ${n === 1 ? "Bad" : "Bäder"}`;
/** After "mit": 2 Schlafzimmern und 2 Bädern, 1 Schlafzimmer und 1 Bad. */
const withRooms = (u: UnitView) =>
  `${u.bedrooms} ${u.bedrooms === 1 ? "Schlafzimmer" : "Schlafzimmern"} und ${u.bathrooms} ${u.bathrooms === 1 ? "Bad" : "Bädern"}`;

export const answers: Phrases = {
  greeting: (_u, p) =>
    `Hallo! Ich bin der Berater von ${p.name}. Fragen Sie mich zu ${list(p.units.map((u) => u.name))}: Größe, Monatsrate, Mietrendite oder eine Besichtigung.`,
  overview: ([u]) =>
    `${u.name} (Typ ${u.letter}) ist eine ${layout(u)} mit ${b(area(u))}, ${withRooms(u)}. Die Monatsrate beträgt ${b(u.installment)}, die erwartete Miete ${b(u.rental)}, die Rendite ${b(u.yieldText)}, dazu ${parking(u.carParks)}.`,
  compare: (units) =>
    `Im Vergleich: ${units.map((u) => `${b(u.name)} ${area(u)}, ${u.bedrooms} Schlafzimmer, Monatsrate ${u.installment}, Rendite ${u.yieldText}`).join("; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} (Typ ${u.letter}) hat ${b(area(u))}.`,
      (us) => `Wohnflächen: ${list(us.map((u) => `${u.name} ${b(area(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `Die Monatsrate für ${u.name} beträgt ${b(u.installment)}.`,
      (us) => `Monatsraten: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} Die vollständige Preisliste erhalten Sie von unserem Vertriebsteam per WhatsApp unter ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `Die erwartete Monatsmiete für ${u.name} beträgt ${b(u.rental)}.`,
      (us) => `Erwartete Monatsmieten: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `Die Bruttomietrendite von ${u.name} beträgt ${b(u.yieldText)}.`,
      (us) => `Bruttomietrenditen: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} hat ${b(`${u.bedrooms} Schlafzimmer`)} und ${b(baths(u.bathrooms))}.`,
      (us) => `${us.map((u) => `${u.name}: ${b(`${u.bedrooms} Schlafzimmer und ${baths(u.bathrooms)}`)}`).join("; ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `Zu ${u.name} ${u.carParks === 1 ? "gehört" : "gehören"} ${b(parking(u.carParks))}.`,
      (us) => `Stellplätze: ${list(us.map((u) => `${u.name} ${b(parking(u.carParks))}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} ist eine ${b(layout(u))}`).join("; ")}.`,
  location: (_u, p) =>
    `${p.name} liegt in ${p.city}, ${p.region} (${p.country}). Unser Verkaufsbüro befindet sich in der ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `Ankermieter und Betreiber von ${p.name} ist ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `Gern vereinbare ich einen Besuch in unserem Verkaufsbüro, ${p.street}, ${p.postalCode} ${p.city}. Bitte nennen Sie mir Ihren Namen und Ihre Telefonnummer, unser Team meldet sich bei Ihnen.`,
  thanks: (_u, p) => `Gern geschehen, und danke für Ihr Interesse an ${p.name}! Unser Team erreichen Sie per WhatsApp unter ${p.phone}.`,
  fallback: (_u, p) => `Leider habe ich diese Information nicht. Unser Vertriebsteam hilft Ihnen per WhatsApp unter ${b(p.phone)} weiter.`,
};

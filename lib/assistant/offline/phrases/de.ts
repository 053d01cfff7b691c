import type { UnitView } from "../views";
import { b, listIn, oneOrMany } from "./helpers";
import type { Phrases } from "./types";

const list = listIn("de");
const sqft = (u: UnitView) => `${u.size} Quadratfuß`;
const layout = (u: UnitView) => (u.corner ? "Eckwohnung" : "Mittelwohnung");
const parking = (n: number) => `${n} ${n === 1 ? "Parkplatz" : "Parkplätze"}`;

export const de: Phrases = {
  greeting: (_u, p) =>
    `Hallo! Ich bin der Berater von ${p.name}. Fragen Sie mich zu ${list(p.units.map((u) => u.name))}: Größe, Monatsrate, Mietrendite oder eine Besichtigung.`,
  overview: ([u]) =>
    `${u.name} (Typ ${u.letter}) ist eine ${layout(u)} mit ${b(sqft(u))}, ${u.bedrooms} Schlafzimmern und ${u.bathrooms} Badezimmern. Die Rate beträgt ${b(u.installment)} im Monat, die erwartete Miete ${b(u.rental)}, die Rendite ${b(u.yieldText)}, dazu ${parking(u.carParks)}.`,
  compare: (units) =>
    `Im Vergleich: ${units.map((u) => `${b(u.name)} ${sqft(u)}, ${u.bedrooms} Schlafzimmer, Rate ${u.installment} im Monat, Rendite ${u.yieldText}`).join("; ")}.`,
  size: (units) =>
    oneOrMany(units, (u) => `${u.name} (Typ ${u.letter}) hat ${b(sqft(u))}.`, (us) => `Wohnflächen: ${list(us.map((u) => `${u.name} ${b(sqft(u))}`))}.`),
  price: (units, p) =>
    `${oneOrMany(units, (u) => `Die monatliche Rate für ${u.name} beträgt ${b(u.installment)}.`, (us) => `Monatliche Raten: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`)} Die vollständige Preisliste erhalten Sie von unserem Vertriebsteam per WhatsApp unter ${p.phone}.`,
  rental: (units) =>
    oneOrMany(units, (u) => `Die erwartete Monatsmiete für ${u.name} beträgt ${b(u.rental)}.`, (us) => `Erwartete Monatsmieten: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`),
  yield: (units) =>
    oneOrMany(units, (u) => `Die Bruttomietrendite von ${u.name} beträgt ${b(u.yieldText)}.`, (us) => `Bruttomietrenditen: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`),
  rooms: (units) =>
    oneOrMany(units, (u) => `${u.name} hat ${b(`${u.bedrooms} Schlafzimmer`)} und ${b(`${u.bathrooms} Badezimmer`)}.`, (us) => `${us.map((u) => `${u.name}: ${b(`${u.bedrooms} Schlafzimmer und ${u.bathrooms} Badezimmer`)}`).join("; ")}.`),
  carParks: (units) =>
    oneOrMany(units, (u) => `Zu ${u.name} ${u.carParks === 1 ? "gehört" : "gehören"} ${b(parking(u.carParks))}.`, (us) => `Parkplätze: ${list(us.map((u) => `${u.name} ${b(u.carParks)}`))}.`),
  layout: (units) => `${units.map((u) => `${u.name} ist eine ${b(layout(u))}`).join("; ")}.`,
  location: (_u, p) =>
    `${p.name} liegt in ${p.city}, ${p.region} (${p.country}). Unsere Verkaufsgalerie befindet sich in der ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `Ankermieter und Betreiber von ${p.name} ist ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `Gern vereinbare ich einen Besuch in unserer Verkaufsgalerie, ${p.street}, ${p.postalCode} ${p.city}. Bitte nennen Sie mir Ihren Namen und Ihre Telefonnummer, unser Team meldet sich bei Ihnen.`,
  thanks: (_u, p) => `Gern geschehen, und danke für Ihr Interesse an ${p.name}! Unser Team erreichen Sie per WhatsApp unter ${p.phone}.`,
  fallback: (_u, p) => `Leider habe ich diese Information nicht. Unser Vertriebsteam hilft Ihnen per WhatsApp unter ${b(p.phone)} weiter.`,
};

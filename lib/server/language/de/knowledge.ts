import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area } from "./answers";

const list = listIn("de");

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "einen Infinity-Pool mit Blick auf die Bucht",
    rooftopLounge: "eine Rooftop-Lounge",
    concierge: "einen Concierge-Service",
    housekeeping: "Housekeeping auf Wunsch",
    rentalProgramme: "ein Vermietungsprogramm, das das Hotelteam betreut",
  },
  hasFeature: (f) => `Ja, die Bewohner genießen ${f}.`,
  rentalProgramme: (brand) =>
    `Ja, das Hotelteam von ${brand} betreibt ein Vermietungsprogramm: Eigentümer können ihre Wohnung darüber vermieten und verwalten lassen.`,
  amenities: (fs) => `Die Bewohner genießen ${list(fs)}.`,
  unknown: (topic, phone) =>
    `${
      {
        maintenanceFeePerSqft: "Zur Höhe des Hausgelds",
        furnishing: "Zur Möblierung",
        parking: "Zur Art der Stellplätze",
        financing: "Zu den Finanzierungsbedingungen",
        foreignBuyers: "Zu den Regeln für ausländische Käufer",
        rentalTerms: "Zum Anteil des Hotels an der Miete und zu den Gebühren des Vermietungsprogramms",
        management: "Zur Verwaltung des Gebäudes nach der Übergabe (Verwaltungsorgan und Servicegebühren)",
      }[topic]
    } kann ich Ihnen noch nichts Verbindliches sagen, und raten möchte ich nicht. Unser Vertriebsteam gibt Ihnen per WhatsApp unter **${phone}** Auskunft.`,
  labels: {
    maintenanceFeePerSqft: "Hausgeld",
    furnishing: "Möblierung",
    parking: "Stellplätze",
  },
  values: {
    furnishing: { fully: "voll möbliert", partly: "teilmöbliert", unfurnished: "unmöbliert" },
    parking: { covered: "überdacht", open: "im Freien", basement: "in der Tiefgarage" },
    perSqftMonth: (rm) => `${rm} pro Quadratfuß und Monat`,
  },
  ofUnits: (label, names) => `${label} von ${names}`,
  unitCount: { max: "Die meisten Wohnungen", min: "Die wenigsten Wohnungen", units: (n) => `${n} ${n === 1 ? "Wohnung" : "Wohnungen"}` },
  superlative: {
    yield: { max: "Höchste Mietrendite", min: "Niedrigste Mietrendite" },
    rental: { max: "Höchste erwartete Miete", min: "Niedrigste erwartete Miete" },
    price: { max: "Höchste Monatsrate", min: "Niedrigste Monatsrate" },
    totalPrice: { max: "Höchster Gesamtpreis", min: "Niedrigster Gesamtpreis" },
    size: { max: "Größte Wohnung", min: "Kleinste Wohnung" },
    rooms: { max: "Die meisten Schlafzimmer", min: "Die wenigsten Schlafzimmer" },
    carParks: { max: "Die meisten Stellplätze", min: "Die wenigsten Stellplätze" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} im Monat`,
      price: `${u.installment} im Monat`,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${u.bedrooms} Schlafzimmer und ${u.bathrooms} ${u.bathrooms === 1 ? "Bad" : "Bäder"}`,
      carParks: `${u.carParks} ${u.carParks === 1 ? "Stellplatz" : "Stellplätze"}`,
    })[d],
  named: (u) => `${u.name} (Typ ${u.letter})`,
  noneWith: (what, n) => `Keine unserer Wohnungen hat ${n} ${what === "rooms" ? "Schlafzimmer" : n === 1 ? "Stellplatz" : "Stellplätze"}.`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: ".",
};

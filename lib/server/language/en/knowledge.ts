import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";

const list = listIn("en");

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "an infinity pool overlooking the bay",
    rooftopLounge: "a rooftop lounge",
    concierge: "a concierge",
    housekeeping: "housekeeping on request",
    rentalProgramme: "a rental programme managed by the hotel team",
  },
  hasFeature: (f) => `Yes: residents enjoy ${f}.`,
  rentalProgramme: (brand) => `Yes: ${brand}'s hotel team runs a rental programme, so owners can have their unit let and managed for them.`,
  amenities: (fs) => `Residents enjoy ${list(fs)}.`,
  unknown: (topic, phone) =>
    `I don't have the ${
      {
        maintenanceFeePerSqft: "maintenance fee",
        furnishing: "furnishing details",
        parking: "parking details",
        financing: "financing terms",
        foreignBuyers: "rules for foreign buyers",
        rentalTerms: "hotel's share of the rent or the rental programme's fees",
        management: "arrangements for running the building after handover (its management body and service charges)",
      }[topic]
    } confirmed yet, and I won't guess. Our sales team can tell you on WhatsApp at **${phone}**.`,
  labels: {
    maintenanceFeePerSqft: "Maintenance fee",
    furnishing: "Furnishing",
    parking: "Car parks",
  },
  values: {
    furnishing: { fully: "fully furnished", partly: "partly furnished", unfurnished: "unfurnished" },
    parking: { covered: "covered", open: "open-air", basement: "in the basement" },
    perSqftMonth: (rm) => `${rm} per sq ft a month`,
  },
  ofUnits: (label, names) => `${label} of ${names}`,
  unitCount: { max: "Most units built", min: "Fewest units built", units: (n) => plural(n, "unit") },
  superlative: {
    yield: { max: "Highest rental yield", min: "Lowest rental yield" },
    rental: { max: "Highest expected rent", min: "Lowest expected rent" },
    price: { max: "Highest monthly installment", min: "Lowest monthly installment" },
    totalPrice: { max: "Highest full price", min: "Lowest full price" },
    size: { max: "Largest unit", min: "Smallest unit" },
    rooms: { max: "Most bedrooms", min: "Fewest bedrooms" },
    carParks: { max: "Most car parks", min: "Fewest car parks" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} a month`,
      price: `${u.installment} a month`,
      totalPrice: u.priceRange,
      size: `${u.size} sq ft`,
      rooms: `${plural(u.bedrooms, "bedroom")} and ${plural(u.bathrooms, "bathroom")}`,
      carParks: plural(u.carParks, "car park"),
    })[d],
  named: (u) => `${u.name} (Type ${u.letter})`,
  noneWith: (what, n) => `None of our units has ${what === "rooms" ? plural(n, "bedroom") : plural(n, "car park")}.`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: ".",
};

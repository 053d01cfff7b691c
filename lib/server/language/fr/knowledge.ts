import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area, count, of } from "./grammar";

const list = listIn("fr");

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "une piscine à débordement surplombant la baie",
    rooftopLounge: "un lounge sur le toit",
    concierge: "une conciergerie",
    housekeeping: "un service de ménage à la demande",
    rentalProgramme: "un programme locatif géré par l'équipe de l'hôtel",
  },
  hasFeature: (f) => `Oui, les résidents profitent ${f.startsWith("un") ? `d'${f}` : `de ${f}`}.`,
  rentalProgramme: (brand) =>
    `Oui, l'équipe hôtelière ${of(brand)} gère un programme locatif : les propriétaires peuvent y confier la location de leur logement.`,
  amenities: (fs) => `Les résidents profitent ${list(fs.map((f) => (/^une? /.test(f) ? `d'${f}` : `de ${f}`)))}.`,
  unknown: (topic, phone) =>
    `Je n'ai pas encore de confirmation sur ${
      {
        maintenanceFeePerSqft: "les charges d'entretien",
        furnishing: "l'ameublement",
        parking: "le type de parking",
        financing: "les conditions de financement",
        foreignBuyers: "les règles pour les acheteurs étrangers",
        rentalTerms: "la part du loyer que garde l'hôtel et les frais du programme locatif",
        management: "l'organisation de la gestion de l'immeuble après la livraison (l'organe de gestion et ses charges)",
      }[topic]
    }, et je préfère ne pas deviner. Notre équipe commerciale vous répondra sur WhatsApp au **${phone}**.`,
  labels: {
    maintenanceFeePerSqft: "Charges d'entretien",
    furnishing: "Ameublement",
    parking: "Parking",
  },
  values: {
    furnishing: { fully: "entièrement meublé", partly: "partiellement meublé", unfurnished: "non meublé" },
    parking: { covered: "couvert", open: "en plein air", basement: "en sous-sol" },
    perSqftMonth: (rm) => `${rm} par pied carré et par mois`,
  },
  ofUnits: (label, names) => `${label} entre ${names}`,
  unitCount: {
    max: "Le plus de logements construits",
    min: "Le moins de logements construits",
    units: (n) => count(n, "logement", "logements"),
  },
  superlative: {
    yield: { max: "Meilleur rendement locatif", min: "Rendement locatif le plus bas" },
    rental: { max: "Loyer attendu le plus élevé", min: "Loyer attendu le plus bas" },
    price: { max: "Mensualité la plus élevée", min: "Mensualité la plus basse" },
    totalPrice: { max: "Prix total le plus élevé", min: "Prix total le plus bas" },
    size: { max: "Le plus grand logement", min: "Le plus petit logement" },
    rooms: { max: "Le plus grand nombre de chambres", min: "Le plus petit nombre de chambres" },
    carParks: { max: "Le plus grand nombre de places de parking", min: "Le plus petit nombre de places de parking" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} par mois`,
      price: `${u.installment} par mois`,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${count(u.bedrooms, "chambre", "chambres")} et ${count(u.bathrooms, "salle de bains", "salles de bains")}`,
      carParks: count(u.carParks, "place de parking", "places de parking"),
    })[d],
  named: (u) => `${u.name} (type ${u.letter})`,
  noneWith: (what, n) =>
    `Aucun de nos logements n'a ${what === "rooms" ? count(n, "chambre", "chambres") : count(n, "place de parking", "places de parking")}.`,
  colon: " : ",
  comma: ", ",
  semicolon: " ; ",
  stop: ".",
};

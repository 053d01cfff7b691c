import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";
import { area, count, of } from "./grammar";

const list = listIn("fr");
const layout = (u: UnitView) => (u.corner ? "un logement d'angle" : "un logement en milieu d'étage");
const bedrooms = (n: number) => count(n, "chambre", "chambres");
const bathrooms = (n: number) => count(n, "salle de bains", "salles de bains");
const parking = (n: number) => count(n, "place de parking", "places de parking");

export const answers: Phrases = {
  greeting: (_u, p) =>
    `Bonjour ! Je suis le conseiller ${of(p.name)}. Posez-moi vos questions sur ${list(p.units.map((u) => u.name))} : surfaces, mensualités, rendement locatif ou visite.`,
  overview: ([u]) =>
    `${u.name} (type ${u.letter}) est ${layout(u)} de ${b(area(u))} avec ${bedrooms(u.bedrooms)} et ${bathrooms(u.bathrooms)}. Mensualité de ${b(u.installment)}, loyer estimé de ${b(u.rental)}, rendement de ${b(u.yieldText)} et ${parking(u.carParks)}.`,
  compare: (units) =>
    `Comparatif : ${units.map((u) => `${b(u.name)} ${area(u)}, ${bedrooms(u.bedrooms)}, mensualité de ${u.installment}, rendement de ${u.yieldText}`).join(" ; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} (type ${u.letter}) mesure ${b(area(u))}.`,
      (us) => `Surfaces : ${list(us.map((u) => `${u.name} ${b(area(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `La mensualité ${of(u.name)} est de ${b(u.installment)}.`,
      (us) => `Mensualités : ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} Pour la grille de prix complète, contactez notre équipe commerciale sur WhatsApp au ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `Le loyer mensuel estimé ${of(u.name)} est de ${b(u.rental)}.`,
      (us) => `Loyers mensuels estimés : ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `Le rendement locatif brut ${of(u.name)} est de ${b(u.yieldText)}.`,
      (us) => `Rendements locatifs bruts : ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} compte ${b(bedrooms(u.bedrooms))} et ${b(bathrooms(u.bathrooms))}.`,
      (us) => `${us.map((u) => `${u.name} : ${b(`${bedrooms(u.bedrooms)} et ${bathrooms(u.bathrooms)}`)}`).join(" ; ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} dispose de ${b(parking(u.carParks))}.`,
      (us) => `Stationnement : ${list(us.map((u) => `${u.name} ${b(parking(u.carParks))}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} est ${b(layout(u))}`).join(" ; ")}.`,
  location: (_u, p) =>
    `${p.name} se trouve à ${p.city}, dans l'État de ${p.region} (${p.country}). Notre espace de vente est situé ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `Le partenaire hôtelier et gestionnaire ${of(p.name)} est ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `Avec plaisir, j'organise une visite de notre espace de vente, ${p.street}, ${p.postalCode} ${p.city}. Indiquez-moi votre nom et votre numéro de téléphone, notre équipe vous contactera.`,
  thanks: (_u, p) =>
    `Avec plaisir, et merci de votre intérêt pour ${p.name} ! Pour parler à notre équipe, écrivez-nous sur WhatsApp au ${p.phone}.`,
  fallback: (_u, p) => `Désolé, je n'ai pas cette information. Notre équipe commerciale peut vous aider sur WhatsApp au ${b(p.phone)}.`,
};

import "server-only";
import { b, listIn, oneOrMany, pluralCategory } from "../templates";
import type { Phrases, UnitView } from "../types";

const list = listIn("es");
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "743 pies cuadrados (69 m²)"; one square foot is "1 pie cuadrado". */
export const area = (u: UnitView) =>
  `${u.size} ${pluralCategory("es", u.sizeSqft) === "one" ? "pie cuadrado" : "pies cuadrados"}${u.sizeSqm ? ` (${u.sizeSqm} m²)` : ""}`;
const layout = (u: UnitView) => (u.corner ? "una unidad de esquina" : "una unidad intermedia");
const bedrooms = (n: number) => count(n, "dormitorio", "dormitorios");
const bathrooms = (n: number) => count(n, "baño", "baños");
const parking = (n: number) => count(n, "plaza de aparcamiento", "plazas de aparcamiento");

export const answers: Phrases = {
  greeting: (_u, p) =>
    `¡Hola! Soy el asesor de ${p.name}. Pregúnteme por ${list(p.units.map((u) => u.name))}: superficie, cuotas, rentabilidad del alquiler o una visita.`,
  overview: ([u]) =>
    `${u.name} (tipo ${u.letter}) es ${layout(u)} de ${b(area(u))} con ${bedrooms(u.bedrooms)} y ${bathrooms(u.bathrooms)}. La cuota mensual es de ${b(u.installment)}, el alquiler estimado, de ${b(u.rental)}, y la rentabilidad, del ${b(u.yieldText)}. Incluye ${parking(u.carParks)}.`,
  compare: (units) =>
    `Comparativa: ${units.map((u) => `${b(u.name)} ${area(u)}, ${bedrooms(u.bedrooms)}, cuota mensual de ${u.installment}, rentabilidad del ${u.yieldText}`).join("; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} (tipo ${u.letter}) tiene ${b(area(u))}.`,
      (us) => `Superficies: ${list(us.map((u) => `${u.name} ${b(area(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `La cuota mensual de ${u.name} es de ${b(u.installment)}.`,
      (us) => `Cuotas mensuales: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} Para la lista completa de precios, escriba por WhatsApp a nuestro equipo de ventas: ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `El alquiler mensual estimado de ${u.name} es de ${b(u.rental)}.`,
      (us) => `Alquiler mensual estimado: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `La rentabilidad bruta del alquiler de ${u.name} es del ${b(u.yieldText)}.`,
      (us) => `Rentabilidad bruta del alquiler: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} tiene ${b(bedrooms(u.bedrooms))} y ${b(bathrooms(u.bathrooms))}.`,
      (us) => `${us.map((u) => `${u.name}: ${b(`${bedrooms(u.bedrooms)} y ${bathrooms(u.bathrooms)}`)}`).join("; ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} incluye ${b(parking(u.carParks))}.`,
      (us) => `Aparcamiento: ${list(us.map((u) => `${u.name} ${b(parking(u.carParks))}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} es ${b(layout(u))}`).join("; ")}.`,
  location: (_u, p) =>
    `${p.name} está en ${p.city}, ${p.region} (${p.country}). Nuestra sala de ventas está en ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `El inquilino ancla y gestor de ${p.name} es ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `Con gusto organizo una visita a nuestra sala de ventas en ${p.street}, ${p.postalCode} ${p.city}. Indíqueme su nombre y su número de teléfono y nuestro equipo le contactará.`,
  thanks: (_u, p) =>
    `¡De nada, y gracias por su interés en ${p.name}! Para hablar con nuestro equipo, escríbanos por WhatsApp al ${p.phone}.`,
  fallback: (_u, p) => `Lo siento, no tengo esa información. Nuestro equipo de ventas puede ayudarle por WhatsApp en el ${b(p.phone)}.`,
};

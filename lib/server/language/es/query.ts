import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const bound = (x: Bound, what: string) => (x === "max" ? `como máximo ${what}` : x === "min" ? `al menos ${what}` : what);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const query: QueryWords = {
  yearly: [
    "al año",
    "anual*",
    "por año",
    "en un año",
    "cada año",
    "en el año",
    "año completo",
    "un año entero",
    "todo el año",
    "12 meses",
    "doce meses",
  ],
  squareMetres: ["metros cuadrados", "metro cuadrado", "m2", "m²", "mts2"],
  difference: ["diferencia*", "cuánto más", "cuanto mas", "cuánto menos"],
  comparative: ["más", "menos que", "más grande que", "más caro que"],
  howMuch: ["cuánto", "cuanto", "cuánta", "cuanta", "cuántos", "cuantos", "cuántas", "cuantas"],
  corner: ["esquina*", "esquinera*", "esquinero*", "de esquina"],
  intermediate: ["intermedi*", "interior", "central"],
  under: ["menos de", "hasta", "máximo", "maximo", "como máximo", "no más de", "por debajo de", "tope", "inferior a", "menor que"],
  over: ["más de", "mas de", "por encima de", "mínimo", "minimo", "superior a", "mayor que"],
  budget: ["presupuesto", "puedo pagar", "me alcanza", "permitir"],
  currency: ["ringgit*", "rm"],
  strict: ["menos de", "por debajo de", "inferior a", "menor que", "más de", "mas de", "por encima de", "superior a", "mayor que"],
  negation: ["no", "nunca", "tampoco"],
  unknown: [
    "sin vender",
    "quedan disponibles",
    "cuántas quedan",
    "cuantas quedan",
    "quedan unidades",
    "disponibilidad",
    "stock",
    "balcón",
    "balcon",
    "mascota*",
    "altura del techo",
    "qué planta",
    "que planta",
    "qué piso",
    "que piso",
  ],
  measure: [
    "qué tamaño",
    "que tamaño",
    "cuánto mide",
    "cuanto mide",
    "qué tan grande",
    "de largo",
    "longitud",
    "profundidad",
    "ancho",
    "dimensiones",
  ],
  numbers: {},
  asks: ["cuál", "cuáles", "cuánto", "cuánta", "cuántos", "cuántas", "qué tal", "hay algún", "me puede decir"],
  refusals: {
    injection: [
      "olvida tus instrucciones",
      "olvida las instrucciones",
      "ignora tus instrucciones",
      "ignora las instrucciones",
      "instrucciones anteriores",
      "actúa como",
      "actua como",
      "prompt del sistema",
      "ahora eres",
      "olvida tu papel",
      "olvida todo",
      "olvídate de",
      "olvidate de",
      "imagina que no tienes",
      "sin restricciones",
      "sin límites",
      "sin limites",
    ],
    guarantee: ["garantiz*", "garantía", "garantia", "garantizado", "por contrato", "por escrito"],
    discount: ["descuento*", "rebaja*", "precio especial", "negociar el precio"],
    advice: [
      "me conviene",
      "debería comprar",
      "deberia comprar",
      "vale la pena",
      "me aconsejas",
      "me recomiendas comprar",
      "es buena inversión",
    ],
    offTopic: [
      "playa*",
      "clima",
      "tiempo hará",
      "restaurante*",
      "receta*",
      "fútbol",
      "futbol",
      "tipo de cambio",
      "colegio*",
      "escuela*",
      "chiste",
      "elecciones",
      "política",
      "politica",
    ],
  },
  languageNames: {
    en: ["inglés", "ingles"],
    ms: ["malayo"],
    zh: ["chino", "mandarín"],
    hi: ["hindi", "hindú"],
    ru: ["ruso"],
    es: ["español", "castellano"],
    fr: ["francés", "frances"],
    de: ["alemán", "aleman"],
    ar: ["árabe", "arabe"],
  },
  replyIn: ["respond*", "contest*", "habl*", "escrib*", "en inglés", "en español"],
  markers: `el la los las de del que y con por para es una un me mi cuál cual cuánto cuanto cuántos cuantos qué tiene hay al se
    su puede puedes usted más mas precio alquiler cuota esta este`.split(/\s+/),
  phrases: {
    units: { corner: "unidades esquineras", intermediate: "unidades intermedias", all: "unidades" },
    count: (what, x, n) =>
      bound(x, what === "rooms" ? count(n, "dormitorio", "dormitorios") : count(n, "plaza de aparcamiento", "plazas de aparcamiento")),
    amount: (what, x, amount, strict) => {
      const limit = x === "min" ? (strict ? "más de" : "al menos") : strict ? "menos de" : "hasta";
      if (what === "size") return `${limit} ${amount} pies cuadrados`;
      if (what === "yield") return `rentabilidad de ${limit} ${amount} %`;
      return `${what === "price" ? "cuota" : "alquiler"} de ${limit} RM${amount} al mes`;
    },
    scope: (units, conditions) => (conditions.length ? `${units} con ${conditions.join(" y ")}` : units),
    ranked: (label, scope, winners, value) => `${label} entre las ${scope}: ${winners}, ${value}.`,
    fits: (scope, items) => `${cap(scope)}: ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}.`,
    none: (scope, phone) =>
      `Ninguna unidad cumple esas condiciones (${scope}). Nuestro equipo de ventas puede ayudarle por WhatsApp en el ${b(phone)}.`,
    yearly: (name, what, yearly, monthly) =>
      `${what === "price" ? "Cuotas" : "Alquiler previsto"} de ${name} en un año: ${b(yearly)} (${monthly} al mes).`,
    squareMetres: (name, sqft, m2) => `${name} tiene ${sqft} pies cuadrados, unos ${b(`${m2} m²`)}.`,
    nouns: {
      size: "Superficie",
      price: "Cuota mensual",
      rental: "Alquiler mensual previsto",
      yield: "Rentabilidad del alquiler",
      rooms: "Dormitorios",
      carParks: "Plazas de aparcamiento",
      yearlyPrice: "Cuotas en un año",
      yearlyRental: "Alquiler previsto en un año",
      squareMetres: "Superficie en metros cuadrados",
    },
    gap: (what, v) =>
      ({
        size: `${v} pies cuadrados`,
        price: `RM${v} al mes`,
        rental: `RM${v} al mes`,
        yield: `${v} puntos porcentuales`,
        rooms: `${v} dormitorios`,
        carParks: `${v} plazas`,
        yearlyPrice: `RM${v} al año`,
        yearlyRental: `RM${v} al año`,
        squareMetres: `${v} m²`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} y ${lo.name} ${lo.value}; una diferencia de ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `No puedo cambiar mi forma de trabajar, pero con gusto le ayudo con ${p}: superficies, cuotas, alquileres, rentabilidad y visitas. Nuestro equipo de ventas está en WhatsApp en el ${b(phone)}.`,
      guarantee: (p, phone) =>
        `La rentabilidad y los alquileres que indico para ${p} son estimaciones, no garantías, y no puedo prometer ningún rendimiento. Lo que dicen los documentos de compra se lo explica nuestro equipo de ventas por WhatsApp en el ${b(phone)}.`,
      discount: (p, phone) =>
        `No puedo ofrecer descuentos ni negociar precios de ${p}. Sobre las ofertas vigentes le informa nuestro equipo de ventas por WhatsApp en el ${b(phone)}.`,
      advice: (p, phone) =>
        `No puedo aconsejarle si comprar ni cuándo; esa decisión es suya. Sí puedo darle los datos de ${p}: superficies, cuotas, alquileres y rentabilidad. Para hablarlo con calma, nuestro equipo de ventas está en WhatsApp en el ${b(phone)}.`,
      offTopic: (p, phone) =>
        `Lo siento, solo puedo ayudarle con ${p}: sus unidades, cuotas, alquileres, rentabilidad, instalaciones y visitas. Para cualquier otra consulta sobre el proyecto, nuestro equipo de ventas está en WhatsApp en el ${b(phone)}.`,
    },
    notSure: (p, phone) =>
      `Lo siento, no estoy seguro de haber entendido la pregunta. Puedo informarle sobre ${p}: la superficie de cada unidad, la cuota mensual, el alquiler previsto, la rentabilidad, los dormitorios y las plazas de aparcamiento, ordenarlas o compararlas (por ejemplo, "la unidad esquinera más barata") y concertar una visita. Nuestro equipo de ventas puede ayudarle por WhatsApp en el ${b(phone)}.`,
  },
};

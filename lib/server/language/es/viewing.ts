import "server-only";
import * as chrono from "chrono-node";
import { clock, stems, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  parser: chrono.es.casual,
  // "mañana" is also "morning": "el lunes por la mañana" must not become tomorrow.
  rewrites: [
    [/(\d{1,2})(?::(\d{2}))?\s*(?:horas?\s*)?(?:de|por|en) la (?:tarde|noche)/giu, (_m, h, m) => clock(h, m, true)],
    [/(\d{1,2})(?::(\d{2}))?\s*(?:horas?\s*)?(?:de|por|en) la mañana/giu, (_m, h, m) => clock(h, m, false)],
    [/(?:por|en|de) la (?:mañana|tarde|noche)/giu, " "],
  ],
  greetings: words("buen(?:os|as) (?:días|dias|tardes|noches)"),
  intent: stems(
    "visit|cita|ver(?:lo|la|los|las)?(?![\\p{L}])|pasar|ir a|acudir|reserv|agendar|concertar|sala de ventas|piso piloto|conocer",
  ),
  callback: stems("llam|llám|telefon|whats ?app|contact"),
  partOfDay: [
    ["morning", words("(?:por|en|de) la mañana")],
    ["afternoon", words("tarde|mediodía")],
    ["evening", words("noche")],
  ],
  ordinals: [words("primer[oa]?"), words("segund[oa]"), words("tercer[oa]?"), words("cuart[oa]"), words("quint[oa]")],
  last: words("últim[oa]|ultim[oa]"),
  choiceWords: "número|numero|opción|opcion",
  politeWords: "por favor|gracias",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) => `Su visita a la sala de ventas queda reservada para el ${b(w)}. Nuestro equipo de ventas se la confirmará por teléfono.`,
  noted: (w) => `He anotado el ${b(w)} para su visita a la sala de ventas. ¿Me indica su nombre y su número de teléfono para confirmarla?`,
  closed: "Lamentablemente, esa hora queda fuera de nuestro horario.",
  tooSoon: (n) => `Es un poco pronto: necesitamos al menos ${n} de antelación para preparar su visita.`,
  tooFar: (n) => `Aceptamos reservas de visitas con hasta ${n} de antelación.`,
  past: "Esa hora ya ha pasado.",
  open: (h) => `La sala de ventas abre ${h}.`,
  daily: (r) => `todos los días ${r}`,
  range: (o, c) => `de ${o} a ${c}`,
  nearest: "Los horarios disponibles más cercanos son:",
  dayOpen: (d) => `El ${d}, tenemos estos horarios disponibles para visitar la sala de ventas:`,
  which: "¿Cuál le conviene más?",
  noneOpen:
    "No he encontrado horarios disponibles en las próximas semanas; nuestro equipo de ventas concertará uno con usted con mucho gusto.",
};

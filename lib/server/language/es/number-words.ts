import "server-only";
import type { NumberWords } from "../types";

const UNITS = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];
const TEENS = ["diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve"];
const TWENTIES = [
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const TENS = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const HUNDREDS = [
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

/** Spanish cardinals: "novecientos mil", "dos mil veintiocho". */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ["un", 1],
    ["una", 1],
    ["veintiún", 21],
    ...UNITS.map((w, i) => [w, i + 1]),
    ...TEENS.map((w, i) => [w, i + 10]),
    ...TWENTIES.map((w, i) => [w, i + 20]),
    ...TENS.map((w, i) => [w, (i + 3) * 10]),
    ["cien", 100],
    ...HUNDREDS.flatMap((w, i) => [
      [w, (i + 1) * 100],
      [w.replace(/os$/, "as"), (i + 1) * 100],
    ]),
  ]),
  multipliers: { mil: 1e3, millón: 1e6, millones: 1e6 },
  // "uno de los apartamentos", "una unidad"; "once" is also English.
  weak: ["un", "una", "uno", "once", "millones"],
  joiners: ["y"],
  halves: { after: ["y medio", "y media"] },
};

import "server-only";
import type { NumberWords } from "../types";

// Each unit as Arabic writes it with a masculine and a feminine noun.
const UNITS: readonly (readonly string[])[] = [
  ["واحد", "واحدة"],
  // Spoken Arabic says "اتنين" and "تلاتة".
  ["اثنان", "اثنين", "اثنتان", "اثنتين", "اتنين", "إتنين"],
  ["ثلاثة", "ثلاث", "تلاتة", "تلات"],
  ["أربعة", "أربع"],
  ["خمسة", "خمس"],
  ["ستة", "ست"],
  ["سبعة", "سبع"],
  ["ثمانية", "ثماني", "ثمان"],
  ["تسعة", "تسع"],
];
const TENS: readonly (readonly string[])[] = [
  ["عشرون", "عشرين"],
  ["ثلاثون", "ثلاثين"],
  ["أربعون", "أربعين"],
  ["خمسون", "خمسين"],
  ["ستون", "ستين"],
  ["سبعون", "سبعين"],
  ["ثمانون", "ثمانين"],
  ["تسعون", "تسعين"],
];
// Hundreds are written as one word or two, with مائة or مئة.
const HUNDRED_UNITS = ["ثلاث", "أربع", "خمس", "ست", "سبع", "ثمان", "تسع"];

/** Arabic cardinals: "تسعمائة ألف", "ألفين وثمانية وعشرين" (و joins the parts, units before tens). */
export const numberWords: NumberWords = {
  words: Object.fromEntries([
    ...UNITS.flatMap((forms, i) => forms.map((w) => [w, i + 1])),
    ["عشرة", 10],
    ["عشر", 10],
    ["أحد عشر", 11],
    ["إحدى عشرة", 11],
    ["اثنا عشر", 12],
    ["اثني عشر", 12],
    ["اثنتا عشرة", 12],
    ...UNITS.slice(2).flatMap((forms, i) => forms.flatMap((w) => [`${w} عشر`, `${w} عشرة`].map((t) => [t, i + 13]))),
    ...TENS.flatMap((forms, i) => forms.map((w) => [w, (i + 2) * 10])),
    ...["مائتان", "مائتين", "مئتان", "مئتين"].map((w) => [w, 200]),
    ...HUNDRED_UNITS.flatMap((u, i) => ["مائة", "مئة"].map((h) => [`${u}${h}`, (i + 3) * 100])),
    ...["ألفان", "ألفين"].map((w) => [w, 2000]),
    ...["مليونان", "مليونين"].map((w) => [w, 2e6]),
  ]),
  multipliers: { مائة: 100, مئة: 100, ألف: 1e3, آلاف: 1e3, ألفا: 1e3, مليون: 1e6, ملايين: 1e6, مليار: 1e9 },
  // "واحدة من الوحدات": one of the units.
  weak: ["واحد", "واحدة", "ملايين"],
  joiners: ["و"],
  halves: { after: ["ونصف", "و نصف"] },
};

import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, ProjectView, UnitView } from "../types";
import { placeName } from "./places";
import { AR_BATHROOMS, AR_BEDROOMS, AR_CAR_PARKS, AR_SQUARE_FEET, arCount, arMeasure } from "./plural";

const list = listIn("ar");
/** "743 قدمًا مربعًا (69 م²)": the foot agrees with the figure, and most Arab buyers think in square metres. */
export const area = (u: UnitView) => `${arMeasure(u.sizeSqft, u.size, AR_SQUARE_FEET)}${u.sizeSqm ? ` (${u.sizeSqm} م²)` : ""}`;
const layout = (u: UnitView) => (u.corner ? "وحدة ركنية" : "وحدة وسطية");
// Counted phrases are nominative (غرفتا نوم، حمّامان): every sentence below keeps them as its subject.
const bedrooms = (n: number) => arCount(n, AR_BEDROOMS);
const rooms = (u: UnitView) => `${bedrooms(u.bedrooms)} و${arCount(u.bathrooms, AR_BATHROOMS)}`;
const parking = (n: number) => arCount(n, AR_CAR_PARKS);
/** The postal address stays in Latin letters, as the post and map apps read it. */
const gallery = (p: ProjectView) => `${p.street}, ${p.postalCode} ${p.city}`;

export const answers: Phrases = {
  greeting: (_u, p) =>
    `مرحبًا! أنا مستشارك العقاري في ${p.name}. اسألني عن ${list(p.units.map((u) => u.name))}: المساحة والقسط الشهري والعائد الإيجاري أو حجز معاينة.`,
  overview: ([u]) =>
    `${u.name} (النوع ${u.letter}) ${layout(u)} بمساحة ${b(area(u))}، فيها ${rooms(u)}. القسط الشهري ${b(u.installment)}، والإيجار المتوقع ${b(u.rental)}، والعائد ${b(u.yieldText)}، ومعها ${parking(u.carParks)}.`,
  compare: (units) =>
    `مقارنة الوحدات: ${units.map((u) => `${b(u.name)} ${area(u)}، ${bedrooms(u.bedrooms)}، قسط ${u.installment} شهريًا، عائد ${u.yieldText}`).join("؛ ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `مساحة ${u.name} (النوع ${u.letter}) هي ${b(area(u))}.`,
      (us) => `المساحات: ${list(us.map((u) => `${u.name} ${b(area(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `القسط الشهري لوحدة ${u.name} هو ${b(u.installment)}.`,
      (us) => `الأقساط الشهرية: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} للحصول على قائمة الأسعار الكاملة، راسل فريق المبيعات عبر واتساب على ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `الإيجار الشهري المتوقع لوحدة ${u.name} هو ${b(u.rental)}.`,
      (us) => `الإيجار الشهري المتوقع: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `العائد الإيجاري الإجمالي لوحدة ${u.name} هو ${b(u.yieldText)}.`,
      (us) => `العائد الإيجاري الإجمالي: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `في وحدة ${u.name} ${b(rooms(u))}.`,
      (us) => `${us.map((u) => `${u.name}: ${b(rooms(u))}`).join("؛ ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `لوحدة ${u.name} ${b(parking(u.carParks))}.`,
      (us) => `مواقف السيارات: ${list(us.map((u) => `${u.name} ${b(parking(u.carParks))}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} ${b(layout(u))}`).join("؛ ")}.`,
  location: (_u, p) =>
    `يقع مشروع ${p.name} في ${placeName(p.city)} بولاية ${placeName(p.region)}، ${p.country}. وعنوان مركز المبيعات لدينا: ${gallery(p)}.`,
  tenant: (_u, p) => `المستأجر الرئيسي والجهة المديرة لمشروع ${p.name} هي ${b(p.brand)}.`,
  viewing: (_u, p) => `يسعدني ترتيب معاينة لك في مركز المبيعات لدينا (${gallery(p)}). يُرجى تزويدنا باسمك ورقم هاتفك، وسيتواصل معك فريقنا.`,
  thanks: (_u, p) => `على الرحب والسعة، وشكرًا لاهتمامك بمشروع ${p.name}! للتحدث مع فريقنا راسلنا عبر واتساب على ${p.phone}.`,
  fallback: (_u, p) => `عذرًا، لا تتوفر لدي هذه المعلومة. يمكن لفريق المبيعات مساعدتك عبر واتساب على ${b(p.phone)}.`,
};

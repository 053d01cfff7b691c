import type { UnitView } from "../views";
import { b, listIn, oneOrMany } from "./helpers";
import type { Phrases } from "./types";

const list = listIn("ar");
const sqft = (u: UnitView) => `${u.size} قدم مربع`;
const layout = (u: UnitView) => (u.corner ? "وحدة زاوية" : "وحدة وسطية");
const rooms = (u: UnitView) => `${u.bedrooms} غرف نوم و${u.bathrooms} حمامات`;
const parking = (n: number) => (n === 1 ? "موقف سيارة واحد" : `${n} مواقف سيارات`);

export const ar: Phrases = {
  greeting: (_u, p) =>
    `مرحبًا! أنا مستشارك العقاري في ${p.name}. اسألني عن ${list(p.units.map((u) => u.name))}: المساحة والقسط الشهري والعائد الإيجاري أو حجز زيارة.`,
  overview: ([u]) =>
    `${u.name} (النوع ${u.letter}) ${layout(u)} بمساحة ${b(sqft(u))}، فيها ${rooms(u)}. القسط الشهري ${b(u.installment)}، والإيجار المتوقع ${b(u.rental)}، والعائد ${b(u.yieldText)}، مع ${parking(u.carParks)}.`,
  compare: (units) =>
    `مقارنة الوحدات: ${units.map((u) => `${b(u.name)} ${sqft(u)}، ${u.bedrooms} غرف نوم، قسط ${u.installment} شهريًا، عائد ${u.yieldText}`).join("؛ ")}.`,
  size: (units) =>
    oneOrMany(units, (u) => `مساحة ${u.name} (النوع ${u.letter}) هي ${b(sqft(u))}.`, (us) => `المساحات: ${list(us.map((u) => `${u.name} ${b(sqft(u))}`))}.`),
  price: (units, p) =>
    `${oneOrMany(units, (u) => `القسط الشهري لوحدة ${u.name} هو ${b(u.installment)}.`, (us) => `الأقساط الشهرية: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`)} للحصول على قائمة الأسعار الكاملة، راسل فريق المبيعات عبر واتساب على ${p.phone}.`,
  rental: (units) =>
    oneOrMany(units, (u) => `الإيجار الشهري المتوقع لوحدة ${u.name} هو ${b(u.rental)}.`, (us) => `الإيجار الشهري المتوقع: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`),
  yield: (units) =>
    oneOrMany(units, (u) => `العائد الإيجاري الإجمالي لوحدة ${u.name} هو ${b(u.yieldText)}.`, (us) => `العائد الإيجاري الإجمالي: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`),
  rooms: (units) =>
    oneOrMany(units, (u) => `تضم وحدة ${u.name} ${b(rooms(u))}.`, (us) => `${us.map((u) => `${u.name}: ${b(rooms(u))}`).join("؛ ")}.`),
  carParks: (units) =>
    oneOrMany(units, (u) => `تأتي وحدة ${u.name} مع ${b(parking(u.carParks))}.`, (us) => `مواقف السيارات: ${list(us.map((u) => `${u.name} ${b(u.carParks)}`))}.`),
  layout: (units) => `${units.map((u) => `${u.name} ${b(layout(u))}`).join("؛ ")}.`,
  location: (_u, p) =>
    `يقع مشروع ${p.name} في ${p.city}، ولاية ${p.region}، ${p.country}. صالة المبيعات لدينا في ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `المستأجر الرئيسي والجهة المديرة لمشروع ${p.name} هي ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `يسعدني ترتيب زيارة لصالة المبيعات لدينا في ${p.street}, ${p.postalCode} ${p.city}. يرجى مشاركة اسمك ورقم هاتفك وسيتواصل معك فريقنا.`,
  thanks: (_u, p) => `على الرحب والسعة، وشكرًا لاهتمامك بمشروع ${p.name}! للتحدث مع فريقنا راسلنا عبر واتساب على ${p.phone}.`,
  fallback: (_u, p) => `عذرًا، لا تتوفر لدي هذه المعلومة. يمكن لفريق المبيعات مساعدتك عبر واتساب على ${b(p.phone)}.`,
};

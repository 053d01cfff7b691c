import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";
import { area, count } from "./grammar";
import { inTown, placeName } from "./places";

const list = listIn("ru");
const layout = (u: UnitView) => (u.corner ? "угловая квартира" : "квартира в середине этажа");
const bedrooms = (n: number) => count(n, ["спальня", "спальни", "спален"]);
const bathrooms = (n: number) => count(n, ["санузел", "санузла", "санузлов"]);
const parking = (n: number) => count(n, ["машино-место", "машино-места", "машино-мест"]);

export const answers: Phrases = {
  greeting: (_u, p) =>
    `Здравствуйте! Я консультант ${p.name}. Спросите меня о квартирах ${list(p.units.map((u) => u.name))}: площадь, ежемесячный платёж, доходность аренды или просмотр.`,
  overview: ([u]) =>
    `${u.name} (тип ${u.letter}) — ${layout(u)} площадью ${b(area(u))}: ${bedrooms(u.bedrooms)} и ${bathrooms(u.bathrooms)}. Платёж ${b(u.installment)} в месяц, ожидаемая аренда ${b(u.rental)}, доходность ${b(u.yieldText)} и ${parking(u.carParks)}.`,
  compare: (units) =>
    `Сравнение: ${units.map((u) => `${b(u.name)} — ${area(u)}, ${bedrooms(u.bedrooms)}, платёж ${u.installment} в месяц, доходность ${u.yieldText}`).join("; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `Площадь ${u.name} (тип ${u.letter}) — ${b(area(u))}.`,
      (us) => `Площадь квартир: ${list(us.map((u) => `${u.name} — ${b(area(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `Ежемесячный платёж за ${u.name} — ${b(u.installment)}.`,
      (us) => `Ежемесячные платежи: ${list(us.map((u) => `${u.name} — ${b(u.installment)}`))}.`,
    )} Полный прайс-лист пришлёт наш отдел продаж в WhatsApp: ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `Ожидаемая месячная аренда ${u.name} — ${b(u.rental)}.`,
      (us) => `Ожидаемая месячная аренда: ${list(us.map((u) => `${u.name} — ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `Валовая доходность аренды ${u.name} — ${b(u.yieldText)}.`,
      (us) => `Валовая доходность аренды: ${list(us.map((u) => `${u.name} — ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `В ${u.name} ${b(bedrooms(u.bedrooms))} и ${b(bathrooms(u.bathrooms))}.`,
      (us) => `${us.map((u) => `${u.name}: ${b(`${bedrooms(u.bedrooms)} и ${bathrooms(u.bathrooms)}`)}`).join("; ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `К ${u.name} ${u.carParks === 1 ? "прилагается" : "прилагаются"} ${b(parking(u.carParks))}.`,
      (us) => `Парковка: ${list(us.map((u) => `${u.name} — ${b(parking(u.carParks))}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} — ${b(layout(u))}`).join("; ")}.`,
  location: (_u, p) =>
    `${p.name} находится ${inTown(p.city)}, штат ${placeName(p.region)}, ${p.country}. Наш офис продаж: ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `Якорный арендатор и управляющая компания ${p.name} — ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `С удовольствием организую визит в наш офис продаж: ${p.street}, ${p.postalCode} ${p.city}. Пожалуйста, оставьте своё имя и номер телефона, и наша команда свяжется с вами.`,
  thanks: (_u, p) => `Пожалуйста, и спасибо за интерес к ${p.name}! Чтобы связаться с нашей командой, напишите в WhatsApp: ${p.phone}.`,
  fallback: (_u, p) => `К сожалению, у меня нет этой информации. Наш отдел продаж поможет в WhatsApp: ${b(p.phone)}.`,
};

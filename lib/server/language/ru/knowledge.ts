import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area, count } from "./grammar";

const list = listIn("ru");

const bedrooms = (n: number) => count(n, ["спальня", "спальни", "спален"]);
const parking = (n: number) => count(n, ["машино-место", "машино-места", "машино-мест"]);

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "инфинити-бассейн с видом на залив",
    rooftopLounge: "лаунж на крыше",
    concierge: "консьерж",
    housekeeping: "уборка по запросу",
    rentalProgramme: "программа аренды под управлением команды отеля",
  },
  hasFeature: (f) => `Да, к услугам жителей — ${f}.`,
  rentalProgramme: (brand) =>
    `Да, команда отеля ${brand} ведёт программу аренды: владельцы могут сдавать квартиру через неё, а управление берёт на себя отель.`,
  amenities: (fs) => `К услугам жителей — ${list(fs)}.`,
  unknown: (topic, phone) =>
    `${
      {
        maintenanceFeePerSqft: "Плата за обслуживание",
        furnishing: "Меблировка",
        parking: "Тип парковки",
        financing: "Условия ипотеки и финансирования",
        foreignBuyers: "Правила для иностранных покупателей",
        rentalTerms: "Доля отеля от аренды и сборы программы аренды",
        management: "Порядок управления домом после сдачи (управляющий орган и плата за услуги)",
      }[topic]
    } — эта информация пока не подтверждена, и гадать я не буду. Наш отдел продаж ответит в WhatsApp: **${phone}**.`,
  labels: {
    maintenanceFeePerSqft: "Плата за обслуживание",
    furnishing: "Меблировка",
    parking: "Парковка",
  },
  values: {
    furnishing: { fully: "полностью меблирована", partly: "частично меблирована", unfurnished: "без мебели" },
    parking: { covered: "крытая", open: "открытая", basement: "подземная" },
    perSqftMonth: (rm) => `${rm} за кв. фут в месяц`,
  },
  ofUnits: (label, names) => `${label} из ${names}`,
  unitCount: { max: "Больше всего квартир", min: "Меньше всего квартир", units: (n) => count(n, ["квартира", "квартиры", "квартир"]) },
  superlative: {
    yield: { max: "Самая высокая доходность аренды", min: "Самая низкая доходность аренды" },
    rental: { max: "Самая высокая ожидаемая аренда", min: "Самая низкая ожидаемая аренда" },
    price: { max: "Самый высокий ежемесячный платёж", min: "Самый низкий ежемесячный платёж" },
    totalPrice: { max: "Самая высокая полная цена", min: "Самая низкая полная цена" },
    size: { max: "Самая большая квартира", min: "Самая маленькая квартира" },
    rooms: { max: "Больше всего спален", min: "Меньше всего спален" },
    carParks: { max: "Больше всего машино-мест", min: "Меньше всего машино-мест" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} в месяц`,
      price: `${u.installment} в месяц`,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${bedrooms(u.bedrooms)} и ${count(u.bathrooms, ["санузел", "санузла", "санузлов"])}`,
      carParks: parking(u.carParks),
    })[d],
  named: (u) => `${u.name} (тип ${u.letter})`,
  noneWith: (what, n) => `Квартир, где ${what === "rooms" ? bedrooms(n) : parking(n)}, у нас нет.`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: ".",
};

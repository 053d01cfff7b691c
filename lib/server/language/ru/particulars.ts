import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const rules = new Intl.PluralRules("ru");
const flats = (n: number) => {
  const rule = rules.select(n);
  return `${n} ${rule === "one" ? "квартира" : rule === "few" ? "квартиры" : "квартир"}`;
};
const validity = (x: PermitView) => `действует с ${x.from} по ${x.until}`;
/** A date ends with "г.", which already ends the sentence (bold or not). */
const stop = (text: string) => (/\.(\*\*)?$/.test(text) ? text : `${text}.`);

/** The panel's terms (messages/ru.json, `particulars`). */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `от ${min} до ${max}`,
  prices: (units) =>
    units.length === 1
      ? `Цена продажи ${named(units[0])}: ${b(units[0].priceRange)}; всего в проекте ${flats(units[0].unitsForSale)} этого типа.`
      : `Цены продажи по типам: ${units.map((u) => `${named(u)} — ${b(u.priceRange)}, ${flats(u.unitsForSale)}`).join("; ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `Цена ${named(units[0])} за квадратный фут: ${b(units[0].pricePerSqft)}.`
      : `Цена за квадратный фут: ${units.map((u) => `${u.name} — ${b(u.pricePerSqft)}`).join("; ")}.`,
  licence: (p) => stop(`Застройщик — ${p.developer}, номер лицензии застройщика ${b(p.licence.number)}, ${validity(p.licence)}`),
  permit: (p) => stop(`Номер разрешения на рекламу и продажу: ${b(p.permit.number)}, ${validity(p.permit)}`),
  completion: (p) => stop(`Ожидаемая дата завершения строительства — ${b(p.completion)}`),
  tenure: (p) =>
    `${
      p.tenure.kind === "freehold"
        ? `Право на землю: ${b("бессрочная собственность (freehold)")}.`
        : stop(`Право на землю: ${b("долгосрочная аренда (leasehold)")} до ${p.tenure.expiry}`)
    }${p.chargedTo ? ` Земля в залоге у ${p.chargedTo}.` : ""}`,
};

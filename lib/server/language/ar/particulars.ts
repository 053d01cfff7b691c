import "server-only";
import { b, ltr } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";
import { AR_UNITS, arCount } from "./plural";

const { named } = knowledge;
// A Latin name keeps its own order and punctuation inside Arabic ("Sdn. Bhd." keeps its full stop).
const isolated = (text: string) => `\u2068${text}\u2069`;
const count = (n: number) => arCount(n, AR_UNITS);
const validity = (x: PermitView) => `سارٍ من ${x.from} إلى ${x.until}`;

/** The panel's terms (messages/ar.json, `particulars`); numbers and references run left to right inside an isolate. */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `من ${ltr(min)} إلى ${ltr(max)}`,
  prices: (units) =>
    units.length === 1
      ? `يتراوح سعر بيع ${named(units[0])} ${b(units[0].priceRange)}، وفي المشروع ${count(units[0].unitsForSale)} من هذا النوع.`
      : `سعر البيع لكل نوع: ${units.map((u) => `${named(u)} ${b(u.priceRange)}، ${count(u.unitsForSale)}`).join("؛ ")}.`,
  perSqft: (units) =>
    units.length === 1
      ? `يتراوح سعر القدم المربع في ${named(units[0])} ${b(units[0].pricePerSqft)}.`
      : `سعر القدم المربع: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("؛ ")}.`,
  licence: (p) => `المطوّر هو ${isolated(p.developer)}، ورقم رخصة المطوّر ${b(ltr(p.licence.number))}، ${validity(p.licence)}.`,
  permit: (p) => `رقم تصريح الإعلان والبيع ${b(ltr(p.permit.number))}، ${validity(p.permit)}.`,
  completion: (p) => `تاريخ الإنجاز المتوقع هو ${b(p.completion)}.`,
  tenure: (p) =>
    `${
      p.tenure.kind === "freehold"
        ? `نوع ملكية الأرض: ${b("ملكية حرة دائمة")}.`
        : `نوع ملكية الأرض: ${b("حق انتفاع طويل الأجل")} ينتهي في ${p.tenure.expiry}.`
    }${p.chargedTo ? ` والأرض مرهونة لدى ${isolated(p.chargedTo)}.` : ""}`,
};

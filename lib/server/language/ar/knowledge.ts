import "server-only";
import { AR_BATHROOMS, AR_BEDROOMS, AR_CAR_PARKS, AR_UNITS, arCount } from "./plural";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area } from "./answers";

const list = listIn("ar");
/** "بمسبح": the preposition joins an Arabic word; only a Latin name gets the tatweel ("بـAurelia"). */
const bi = (phrase: string) => (/^\p{Script=Arabic}/u.test(phrase) ? `ب${phrase}` : `بـ${phrase}`);

// A number inside Arabic text keeps its order only inside an isolate.
const ltr = (text: string) => `\u2066${text}\u2069`;

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "مسبح لا متناهٍ يطل على الخليج",
    rooftopLounge: "صالة على السطح",
    concierge: "خدمة الكونسيرج",
    housekeeping: "خدمة التنظيف عند الطلب",
    rentalProgramme: "برنامج تأجير يديره فريق الفندق",
  },
  hasFeature: (f) => `نعم، يتمتع السكان ${bi(f)}.`,
  rentalProgramme: (brand) => `نعم، يدير فريق فندق ${brand} برنامج تأجير، فيمكن للمالكين تأجير وحداتهم من خلاله ويتولى الفندق إدارتها.`,
  amenities: (fs) => `يتمتع السكان ${bi(list(fs))}.`,
  unknown: (topic, phone) =>
    `لم يتم تأكيد ${
      {
        maintenanceFeePerSqft: "رسوم الصيانة",
        furnishing: "التأثيث",
        parking: "نوع مواقف السيارات",
        financing: "شروط التمويل",
        foreignBuyers: "شروط الشراء للأجانب",
        rentalTerms: "حصة الفندق من الإيجار ورسوم برنامج التأجير",
        management: "ترتيبات إدارة المبنى بعد التسليم (جهة الإدارة ورسوم الخدمات)",
      }[topic]
    } بعد، ولن أخمّن. يمكن لفريق المبيعات إفادتك عبر واتساب على **${ltr(phone)}**.`,
  labels: {
    maintenanceFeePerSqft: "رسوم الصيانة",
    furnishing: "التأثيث",
    parking: "مواقف السيارات",
  },
  values: {
    furnishing: { fully: "مفروشة بالكامل", partly: "مفروشة جزئيًا", unfurnished: "غير مفروشة" },
    parking: { covered: "مغطاة", open: "مكشوفة", basement: "في الطابق السفلي" },
    perSqftMonth: (rm) => `${rm} للقدم المربع شهريًا`,
  },
  ofUnits: (label, names) => `${label} بين ${names}`,
  unitCount: { max: "أكبر عدد من الوحدات", min: "أقل عدد من الوحدات", units: (n) => arCount(n, AR_UNITS) },
  superlative: {
    yield: { max: "أعلى عائد إيجاري", min: "أدنى عائد إيجاري" },
    rental: { max: "أعلى إيجار متوقع", min: "أدنى إيجار متوقع" },
    price: { max: "أعلى قسط شهري", min: "أدنى قسط شهري" },
    totalPrice: { max: "أعلى سعر إجمالي", min: "أدنى سعر إجمالي" },
    size: { max: "أكبر وحدة", min: "أصغر وحدة" },
    rooms: { max: "أكبر عدد من غرف النوم", min: "أقل عدد من غرف النوم" },
    carParks: { max: "أكبر عدد من مواقف السيارات", min: "أقل عدد من مواقف السيارات" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} شهريًا`,
      price: `${u.installment} شهريًا`,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${arCount(u.bedrooms, AR_BEDROOMS)} و${arCount(u.bathrooms, AR_BATHROOMS)}`,
      carParks: arCount(u.carParks, AR_CAR_PARKS),
    })[d],
  named: (u) => `${u.name} (النوع ${u.letter})`,
  noneWith: (what, n) => `لا توجد لدينا وحدة فيها ${arCount(n, what === "rooms" ? AR_BEDROOMS : AR_CAR_PARKS)}.`,
  colon: ": ",
  comma: "، ",
  semicolon: "؛ ",
  stop: ".",
};

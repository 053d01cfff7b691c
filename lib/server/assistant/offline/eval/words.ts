import "server-only";
/**
 * The examiner's own words, written apart from the consultant's so that a reply is judged by what a reader
 * of that language sees in it, not by the words the consultant happens to use. A reply may be in any of the
 * nine languages (a visitor may ask for another), so each list joins them all.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";

export type Counted = "parks" | "beds" | "baths";

/** What a count of car parks, bedrooms or bathrooms is written beside, in any of the nine languages. */
export const COUNTED_WORDS: Record<Counted, RegExp> = {
  parks:
    /car ?parks?|parking|parkir|letak kereta|petak|车位|停车|पार्किंग|машино|парковк|парковоч|aparcamiento|estacionamiento|garaje|cochera|stationnement|Stellpl|Parkpl|Garage|موقف|مواقف|باركن/iu,
  beds: /bed ?rooms?|bilik tidur|卧室|卧房|房间|睡房|बेडरूम|शयनकक्ष|कमर|спальн|комнат|dormitorio|habitaci|recámara|chambre|Schlafzimmer|Zimmer|غرف|نوم/iu,
  baths:
    /bath ?rooms?|bilik air|bilik mandi|浴室|卫生间|卫浴|बाथरूम|स्नानघर|ванн|санузл|baño|salle de bain|salle d'eau|salles? de bains?|Bad|Bäder|حمام|حمّام/iu,
};

/** Small counts written as words: a reply may say "two car parks" instead of "2". */
export const COUNT_WORDS: Record<number, readonly string[]> = {
  1: [
    "one",
    "a single",
    "satu",
    "一",
    "एक",
    "один",
    "одно",
    "одна",
    "uno",
    "una",
    "un",
    "une",
    "ein",
    "eine",
    "einen",
    "einem",
    "واحد",
    "واحدة",
  ],
  2: [
    "two",
    "dua",
    "二",
    "两",
    "दो",
    "два",
    "две",
    "dos",
    "deux",
    "zwei",
    "اثنان",
    "اثنين",
    "موقفان",
    "موقفين",
    // The dual before what it counts: "موقفا سيارات", as "غرفتا نوم".
    "موقفا",
    "موقفي",
    "غرفتان",
    "غرفتين",
    "غرفتا",
    "حمامان",
    "حمّامان",
  ],
  3: ["three", "tiga", "三", "तीन", "три", "tres", "trois", "drei", "ثلاث", "ثلاثة"],
};

/** Languages told apart by their script: more of it than of any other script decides. */
export const SCRIPT_LANGUAGES: readonly (readonly [LocaleCode, RegExp])[] = [
  ["zh", /\p{Script=Han}/gu],
  ["hi", /\p{Script=Devanagari}+/gu],
  ["ru", /\p{Script=Cyrillic}+/gu],
  ["ar", /\p{Script=Arabic}+/gu],
];

/**
 * Short common words, and the words of a property reply, of the languages written in Latin letters; the language
 * with the most of them wins. No single letters: "Type A" is no English "a".
 */
export const LATIN_WORDS: Readonly<Record<"en" | "ms" | "es" | "fr" | "de", readonly string[]>> = {
  en: `the is are and of for with you your has have per month to in it its which our can we this that at on be not
    sure please team call or than from each there here sorry only about bedrooms bathrooms car parks comes sq ft
    installment instalment rent rental yield largest smallest lowest highest monthly expected year unit units`.split(/\s+/),
  ms: `yang dan untuk ialah adalah dengan ini itu anda kami boleh sebulan bulan bilik tidur tempat letak kereta sewa tidak
    pasukan jualan hubungi daripada ke dalam ada mempunyai saiz setiap pada atau lebih maaf hanya tentang sila mana
    keluasan kaki persegi ansuran pulangan terendah tertinggi jenis setahun disertakan`.split(/\s+/),
  es: `el la de los las del que y con por para es una mes al se su sus usted puede nuestro equipo ventas tiene son más
    cada también lo siento solo sobre dormitorios baños plazas está hay cuál alquiler cuota pies cuadrados
    rentabilidad mensual incluye tipo año unidad`.split(/\s+/),
  fr: `le la de les des du et est pour avec une par mois vous votre nous notre sur au aux pas ce qui il elle plus équipe
    chaque aussi désolé seulement chambres salles places peut sont quelle appartement loyer mensualité mensualités
    pieds carrés rendement fait dispose compte logement an`.split(/\s+/),
  de: `der die das und ist mit für ein eine einen im pro monat sie ihr ihre wir unser nicht den dem des zu auf hat sind
    von oder auch jede leider nur über zimmer bäder stellplätze stellplatz kann welche wohnung miete monatsrate
    quadratfuß rendite beträgt gehört typ jahr`.split(/\s+/),
};

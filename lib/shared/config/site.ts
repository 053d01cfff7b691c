/**
 * The property, in one place. A marketer changes the development by editing
 * `content/property.json` (units and their figures, contacts, opening hours, particulars)
 * and `messages/*.json`; this module loads and types them. Translated words (unit labels,
 * titles) live in messages; figures live in the content file.
 */
import propertyJson from "@/content/property.json";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { readProperty } from "./property-read";
import type { Particulars, PropertyContent, PropertyJson } from "./property-schema";

export type { Particulars } from "./property-schema";

export type UnitKey = "typeA" | "typeB" | "typeC";

export interface Unit {
  type: UnitKey;
  name: string;
  sizeSqft: number;
  bedrooms: number;
  bathrooms: number;
  /** Ringgit per month. */
  installment: number;
  /** Ringgit per month. */
  rental: number;
  /** Gross rental yield, percent. */
  yieldPercent: number;
  unit: "cornerUnit" | "intermediateUnit";
  carParks: number;
}

export type Slide =
  | { type: "image"; key: SlideKey; src: string; width: number; height: number }
  | ({ type: "video"; key: "videoTour"; poster: string; width: number; height: number } & VideoTour);

/**
 * The tour plays from the site itself (files rendered by scripts/render-tour.sh), or from an external
 * player: set `embedUrl` instead of `sources`, and `videoOrigin` to its origin, which the CSP then allows.
 */
export type VideoTour = { sources: readonly { src: string; type: string }[] } | { embedUrl: string };

export type SlideKey = "exterior" | "building" | "ground" | "pool" | "rooftop" | "floorPlan";

/**
 * The property's facts, as the marketer wrote them in content/property.json, checked by its schema
 * when the site loads (and by `npm run build` before that, see scripts/check-content.ts).
 */
// Checked against its schema by the build; read here without the schema, which would weigh on every page.
export const property: PropertyContent = readProperty(propertyJson as PropertyJson);

/** Viewing rules as the code reads them: a closed day is `null`. */
export interface Viewings {
  /** The gallery's own clock (an IANA zone): opening hours and booked times are read in it. */
  timeZone: string;
  /** Opening hours per weekday, 24-hour "HH:MM"; `null` for a day the gallery is closed. */
  hours: Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", { open: string; close: string } | null>;
  /** Length of one viewing; slots start at opening time and every slot ends by closing time. */
  slotMinutes: number;
  /** The least notice the sales team needs to prepare a viewing. */
  minNoticeMinutes: number;
  /** How many days ahead a visitor may book. */
  maxDaysAhead: number;
  /** Whole days the gallery is closed (public holidays), "YYYY-MM-DD" in the gallery's zone. */
  closedDates: readonly string[];
}

export const site = {
  name: property.name,
  anchorTenant: property.anchorTenant,
  url: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  currency: property.currency,
  units: property.units satisfies readonly Unit[] as readonly Unit[],
  slides: [
    { type: "image", key: "exterior", src: "/slides/exterior.jpg", width: 1600, height: 900 },
    { type: "image", key: "building", src: "/slides/building.jpg", width: 1600, height: 900 },
    { type: "image", key: "ground", src: "/slides/ground.jpg", width: 1600, height: 900 },
    { type: "image", key: "pool", src: "/slides/pool.jpg", width: 1600, height: 900 },
    { type: "image", key: "rooftop", src: "/slides/rooftop.jpg", width: 1600, height: 900 },
    { type: "image", key: "floorPlan", src: "/slides/floor-plan.jpg", width: 1600, height: 900 },
    {
      type: "video",
      key: "videoTour",
      poster: "/tour/tour-poster.jpg",
      // VP9 first (smaller), H.264 for Safari.
      sources: [
        { src: "/tour/tour.webm", type: "video/webm" },
        { src: "/tour/tour.mp4", type: "video/mp4" },
      ],
      width: 1280,
      height: 720,
    },
  ] as const satisfies readonly Slide[],
  /** Origin of an external tour player (see VideoTour), allowed in the page's frame-src; null allows none. */
  videoOrigin: null as string | null,
  sales: property.sales,
  /** Viewings at the sales gallery: what the consultant may book, read by lib/server/viewings. */
  viewings: property.viewings satisfies Viewings as Viewings,
  /** The advertisement particulars Malaysian housing law asks for (content/property.json). */
  particulars: property.particulars satisfies Particulars,
  /** `every-visit` as the product has always behaved, or `once-per-session`. */
  splash: "every-visit" as "every-visit" | "once-per-session",
  /** Public assistant ids, one per language; the server maps them to prompts, never to provider ids. */
  assistantIds: {
    en: "aurelia-consultant-en",
    ms: "aurelia-consultant-my",
    zh: "aurelia-consultant-zh",
    hi: "aurelia-consultant-hi",
    ru: "aurelia-consultant-ru",
    es: "aurelia-consultant-es",
    fr: "aurelia-consultant-fr",
    de: "aurelia-consultant-de",
    ar: "aurelia-consultant-ar",
  } satisfies Record<LocaleCode, string>,
} as const;

/** Digits only, as wa.me and tel: want them. */
export function phoneDigits(phone: string = site.sales.phone): string {
  return phone.replace(/\D/g, "");
}

export function whatsappLink(text: string): string {
  return `https://wa.me/${phoneDigits()}?text=${encodeURIComponent(text)}`;
}

export function assistantIdFor(code: LocaleCode): string {
  return site.assistantIds[code];
}

/**
 * The property, in one place. A marketer changes the development by editing
 * this file and `messages/*.json`; nothing else holds these facts.
 * Translated words (unit labels, titles) live in messages; figures live here.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";

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

export const site = {
  name: "Aurelia Residences Kuantan",
  anchorTenant: { brand: "Aurelia Hotels & Resorts", logo: "/brand/aurelia-mark.svg" },
  url: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  currency: "MYR",
  units: [
    { type: "typeA", name: "Ardentz", sizeSqft: 1299, bedrooms: 3, bathrooms: 3, installment: 4841, rental: 5400, yieldPercent: 7.2, unit: "cornerUnit", carParks: 3 },
    { type: "typeB", name: "Blitz", sizeSqft: 743, bedrooms: 2, bathrooms: 2, installment: 2876, rental: 3100, yieldPercent: 7.0, unit: "intermediateUnit", carParks: 1 },
    { type: "typeC", name: "Cares", sizeSqft: 790, bedrooms: 2, bathrooms: 2, installment: 3058, rental: 3350, yieldPercent: 7.1, unit: "cornerUnit", carParks: 2 },
  ] as const satisfies readonly Unit[],
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
  sales: {
    /** International form; wa.me and tel: links are derived from it. */
    phone: "+60 13-288 4650",
    gallery: {
      street: "Sales Gallery, Jalan Teluk Sisek",
      postalCode: "25000",
      city: "Kuantan",
      region: "Pahang",
      country: "MY",
    },
  },
  /** Viewings at the sales gallery: what the consultant may book, read by lib/server/viewings. */
  viewings: {
    /** The gallery's own clock (an IANA zone): opening hours and booked times are read in it. */
    timeZone: "Asia/Kuala_Lumpur",
    /** Opening hours per weekday, 24-hour "HH:MM"; write `null` for a day the gallery is closed. */
    hours: {
      mon: { open: "10:00", close: "18:00" },
      tue: { open: "10:00", close: "18:00" },
      wed: { open: "10:00", close: "18:00" },
      thu: { open: "10:00", close: "18:00" },
      fri: { open: "10:00", close: "18:00" },
      sat: { open: "10:00", close: "18:00" },
      sun: { open: "10:00", close: "18:00" },
    },
    /** Length of one viewing; slots start at opening time and every slot ends by closing time. */
    slotMinutes: 60,
    /** The least notice the sales team needs to prepare a viewing. */
    minNoticeMinutes: 120,
    /** How many days ahead a visitor may book. */
    maxDaysAhead: 60,
    /** Whole days the gallery is closed (public holidays), "YYYY-MM-DD" in the gallery's zone. */
    closedDates: [],
  },
  /** `every-visit` as the product has always behaved, or `once-per-session`. */
  splash: "every-visit" as "every-visit" | "once-per-session",
  /** Public assistant ids, one per language; the server maps them to prompts, never to provider ids. */
  assistantIds: {
    en: "aurelia-consultant-en",
    my: "aurelia-consultant-my",
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

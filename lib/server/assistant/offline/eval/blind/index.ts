import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind as ar } from "./ar";
import { blind as de } from "./de";
import { blind as en } from "./en";
import { blind as es } from "./es";
import { blind as fr } from "./fr";
import { blind as hi } from "./hi";
import { blind as ms } from "./ms";
import { blind as ru } from "./ru";
import { blind as zh } from "./zh";

/**
 * The blind set: questions written by an examiner who read the facts and the judge but neither the matcher nor
 * any earlier question set, and never tuned against. Same groups and tokens as the held-out set; square metres
 * (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

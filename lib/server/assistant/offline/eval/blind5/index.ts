import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind5 as ar } from "./ar";
import { blind5 as de } from "./de";
import { blind5 as en } from "./en";
import { blind5 as es } from "./es";
import { blind5 as fr } from "./fr";
import { blind5 as hi } from "./hi";
import { blind5 as ms } from "./ms";
import { blind5 as ru } from "./ru";
import { blind5 as zh } from "./zh";

/**
 * The fifth blind set: buyers' questions written blind on 2026-11-27 by an examiner who read the facts and the judge
 * but neither the consultant nor any earlier question set (the first to fourth blind sets included), and never tuned
 * against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to
 * whole metres or to one decimal.
 */
export const BLIND5_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

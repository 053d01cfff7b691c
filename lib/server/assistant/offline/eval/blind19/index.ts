import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind19 as ar } from "./ar";
import { blind19 as de } from "./de";
import { blind19 as en } from "./en";
import { blind19 as es } from "./es";
import { blind19 as fr } from "./fr";
import { blind19 as hi } from "./hi";
import { blind19 as ms } from "./ms";
import { blind19 as ru } from "./ru";
import { blind19 as zh } from "./zh";

/**
 * The nineteenth blind set: buyers' questions written blind on 2026-11-28 by a nineteenth examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to eighteenth blind sets included),
 * and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right
 * rounded to whole metres or to one decimal.
 */
export const BLIND19_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

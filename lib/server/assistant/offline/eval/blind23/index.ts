import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind23 as ar } from "./ar";
import { blind23 as de } from "./de";
import { blind23 as en } from "./en";
import { blind23 as es } from "./es";
import { blind23 as fr } from "./fr";
import { blind23 as hi } from "./hi";
import { blind23 as ms } from "./ms";
import { blind23 as ru } from "./ru";
import { blind23 as zh } from "./zh";

/**
 * The twenty-third blind set: buyers' questions written blind on 2026-11-29 by a twenty-third examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to twenty-second blind sets included),
 * and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right
 * rounded to whole metres or to one decimal.
 */
export const BLIND23_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

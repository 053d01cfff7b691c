import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind20 as ar } from "./ar";
import { blind20 as de } from "./de";
import { blind20 as en } from "./en";
import { blind20 as es } from "./es";
import { blind20 as fr } from "./fr";
import { blind20 as hi } from "./hi";
import { blind20 as ms } from "./ms";
import { blind20 as ru } from "./ru";
import { blind20 as zh } from "./zh";

/**
 * The twentieth blind set: buyers' questions written blind on 2026-11-29 by a twentieth examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to nineteenth blind sets included),
 * and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right
 * rounded to whole metres or to one decimal.
 */
export const BLIND20_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

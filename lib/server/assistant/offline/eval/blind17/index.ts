import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind17 as ar } from "./ar";
import { blind17 as de } from "./de";
import { blind17 as en } from "./en";
import { blind17 as es } from "./es";
import { blind17 as fr } from "./fr";
import { blind17 as hi } from "./hi";
import { blind17 as ms } from "./ms";
import { blind17 as ru } from "./ru";
import { blind17 as zh } from "./zh";

/**
 * The seventeenth blind set: buyers' questions written blind on 2026-11-28 by a seventeenth examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to sixteenth blind sets included),
 * and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right
 * rounded to whole metres or to one decimal.
 */
export const BLIND17_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

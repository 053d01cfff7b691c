import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind29 as ar } from "./ar";
import { blind29 as de } from "./de";
import { blind29 as en } from "./en";
import { blind29 as es } from "./es";
import { blind29 as fr } from "./fr";
import { blind29 as hi } from "./hi";
import { blind29 as ms } from "./ms";
import { blind29 as ru } from "./ru";
import { blind29 as zh } from "./zh";

/**
 * The twenty-ninth blind set: buyers' questions written blind on 2026-11-29 by a twenty-ninth examiner who read
 * the facts and the judge but neither the consultant nor any earlier question set (the first to twenty-eighth blind
 * sets included; the twenty-eighth only for its format), and never tuned against. Same groups and tokens as the
 * held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND29_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

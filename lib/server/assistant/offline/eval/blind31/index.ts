import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind31 as ar } from "./ar";
import { blind31 as de } from "./de";
import { blind31 as en } from "./en";
import { blind31 as es } from "./es";
import { blind31 as fr } from "./fr";
import { blind31 as hi } from "./hi";
import { blind31 as ms } from "./ms";
import { blind31 as ru } from "./ru";
import { blind31 as zh } from "./zh";

/**
 * The thirty-first blind set: buyers' questions written blind on 2026-11-29 by a thirty-first examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirtieth blind sets
 * included; the thirtieth only for its format), and never tuned against. Same groups and tokens as the held-out set;
 * square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND31_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

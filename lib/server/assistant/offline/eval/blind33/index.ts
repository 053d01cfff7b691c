import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind33 as ar } from "./ar";
import { blind33 as de } from "./de";
import { blind33 as en } from "./en";
import { blind33 as es } from "./es";
import { blind33 as fr } from "./fr";
import { blind33 as hi } from "./hi";
import { blind33 as ms } from "./ms";
import { blind33 as ru } from "./ru";
import { blind33 as zh } from "./zh";

/**
 * The thirty-third blind set: buyers' questions written blind on 2026-11-29 by a thirty-third examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-second blind sets
 * included; the thirty-second's Malay questions only for their format), and never tuned against. Same groups and tokens as the held-out set;
 * square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND33_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

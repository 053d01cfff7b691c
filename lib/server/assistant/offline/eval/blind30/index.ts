import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind30 as ar } from "./ar";
import { blind30 as de } from "./de";
import { blind30 as en } from "./en";
import { blind30 as es } from "./es";
import { blind30 as fr } from "./fr";
import { blind30 as hi } from "./hi";
import { blind30 as ms } from "./ms";
import { blind30 as ru } from "./ru";
import { blind30 as zh } from "./zh";

/**
 * The thirtieth blind set: buyers' questions written blind on 2026-11-29 by a thirtieth examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to twenty-ninth blind sets
 * included; the twenty-ninth only for its format), and never tuned against. Same groups and tokens as the held-out
 * set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND30_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind27 as ar } from "./ar";
import { blind27 as de } from "./de";
import { blind27 as en } from "./en";
import { blind27 as es } from "./es";
import { blind27 as fr } from "./fr";
import { blind27 as hi } from "./hi";
import { blind27 as ms } from "./ms";
import { blind27 as ru } from "./ru";
import { blind27 as zh } from "./zh";

/**
 * The twenty-seventh blind set: buyers' questions written blind on 2026-11-29 by a twenty-seventh examiner who read
 * the facts and the judge but neither the consultant nor any earlier question set (the first to twenty-sixth blind
 * sets included; the twenty-sixth only for its format), and never tuned against. Same groups and tokens as the
 * held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND27_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

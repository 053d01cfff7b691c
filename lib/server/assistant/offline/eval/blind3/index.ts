import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind3 as ar } from "./ar";
import { blind3 as de } from "./de";
import { blind3 as en } from "./en";
import { blind3 as es } from "./es";
import { blind3 as fr } from "./fr";
import { blind3 as hi } from "./hi";
import { blind3 as ms } from "./ms";
import { blind3 as ru } from "./ru";
import { blind3 as zh } from "./zh";

/**
 * The third blind set: buyers' questions written by an examiner who read the facts and the judge but neither the
 * consultant nor any earlier question set (the first and second blind sets included), and never tuned against. Same
 * groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or
 * to one decimal.
 */
export const BLIND3_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind12 as ar } from "./ar";
import { blind12 as de } from "./de";
import { blind12 as en } from "./en";
import { blind12 as es } from "./es";
import { blind12 as fr } from "./fr";
import { blind12 as hi } from "./hi";
import { blind12 as ms } from "./ms";
import { blind12 as ru } from "./ru";
import { blind12 as zh } from "./zh";

/**
 * The twelfth blind set: buyers' questions written blind on 2026-11-28 by a twelfth examiner who read the facts and the
 * judge but neither the consultant nor any earlier question set (the first to eleventh blind sets included), and never
 * tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to
 * whole metres or to one decimal.
 */
export const BLIND12_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

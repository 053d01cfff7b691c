import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind13 as ar } from "./ar";
import { blind13 as de } from "./de";
import { blind13 as en } from "./en";
import { blind13 as es } from "./es";
import { blind13 as fr } from "./fr";
import { blind13 as hi } from "./hi";
import { blind13 as ms } from "./ms";
import { blind13 as ru } from "./ru";
import { blind13 as zh } from "./zh";

/**
 * The thirteenth blind set: buyers' questions written blind on 2026-11-28 by a thirteenth examiner who read the facts and
 * the judge but neither the consultant nor any earlier question set (the first to twelfth blind sets included), and never
 * tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to
 * whole metres or to one decimal.
 */
export const BLIND13_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind18 as ar } from "./ar";
import { blind18 as de } from "./de";
import { blind18 as en } from "./en";
import { blind18 as es } from "./es";
import { blind18 as fr } from "./fr";
import { blind18 as hi } from "./hi";
import { blind18 as ms } from "./ms";
import { blind18 as ru } from "./ru";
import { blind18 as zh } from "./zh";

/**
 * The eighteenth blind set: buyers' questions written blind on 2026-11-28 by an eighteenth examiner who read the facts
 * and the judge but neither the consultant nor any earlier question set (the first to seventeenth blind sets included),
 * and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right
 * rounded to whole metres or to one decimal.
 */
export const BLIND18_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind28 as ar } from "./ar";
import { blind28 as de } from "./de";
import { blind28 as en } from "./en";
import { blind28 as es } from "./es";
import { blind28 as fr } from "./fr";
import { blind28 as hi } from "./hi";
import { blind28 as ms } from "./ms";
import { blind28 as ru } from "./ru";
import { blind28 as zh } from "./zh";

/**
 * The twenty-eighth blind set: buyers' questions written blind on 2026-11-29 by a twenty-eighth examiner who read
 * the facts and the judge but neither the consultant nor any earlier question set (the first to twenty-seventh blind
 * sets included; the twenty-seventh only for its format), and never tuned against. Same groups and tokens as the
 * held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND28_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

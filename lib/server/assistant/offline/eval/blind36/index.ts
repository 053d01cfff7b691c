import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind36 as ar } from "./ar";
import { blind36 as de } from "./de";
import { blind36 as en } from "./en";
import { blind36 as es } from "./es";
import { blind36 as fr } from "./fr";
import { blind36 as hi } from "./hi";
import { blind36 as ms } from "./ms";
import { blind36 as ru } from "./ru";
import { blind36 as zh } from "./zh";

/**
 * The thirty-sixth blind set: buyers' questions written blind on 2026-11-29 by a thirty-sixth examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-fifth blind sets
 * included; the thirty-fifth's Russian questions only for their format), and never tuned against. Same groups and tokens
 * as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND36_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

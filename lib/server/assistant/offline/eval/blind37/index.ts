import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind37 as ar } from "./ar";
import { blind37 as de } from "./de";
import { blind37 as en } from "./en";
import { blind37 as es } from "./es";
import { blind37 as fr } from "./fr";
import { blind37 as hi } from "./hi";
import { blind37 as ms } from "./ms";
import { blind37 as ru } from "./ru";
import { blind37 as zh } from "./zh";

/**
 * The thirty-seventh blind set: buyers' questions written blind on 2026-11-29 by a thirty-seventh examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-sixth blind sets
 * included; the thirty-sixth's Hindi questions only for their format), and never tuned against. Same groups and tokens
 * as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND37_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind38 as ar } from "./ar";
import { blind38 as de } from "./de";
import { blind38 as en } from "./en";
import { blind38 as es } from "./es";
import { blind38 as fr } from "./fr";
import { blind38 as hi } from "./hi";
import { blind38 as ms } from "./ms";
import { blind38 as ru } from "./ru";
import { blind38 as zh } from "./zh";

/**
 * The thirty-eighth blind set: buyers' questions written blind on 2026-11-30 by a thirty-eighth examiner who read the
 * facts, the site's features and the judge but neither the consultant nor any earlier question set (the first to
 * thirty-seventh blind sets included; the thirty-seventh's Hindi questions only for their format), and never tuned
 * against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole
 * metres or to one decimal.
 */
export const BLIND38_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

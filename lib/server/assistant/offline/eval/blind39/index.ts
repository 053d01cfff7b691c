import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind39 as ar } from "./ar";
import { blind39 as de } from "./de";
import { blind39 as en } from "./en";
import { blind39 as es } from "./es";
import { blind39 as fr } from "./fr";
import { blind39 as hi } from "./hi";
import { blind39 as ms } from "./ms";
import { blind39 as ru } from "./ru";
import { blind39 as zh } from "./zh";

/**
 * The thirty-ninth blind set: buyers' questions written blind on 2026-11-30 by a thirty-ninth examiner who read the
 * facts, the site's features and the judge but neither the consultant nor any earlier question set (the first to
 * thirty-eighth blind sets included; the thirty-eighth's French questions only for their format), and never tuned
 * against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole
 * metres or to one decimal.
 */
export const BLIND39_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

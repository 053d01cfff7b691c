import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind32 as ar } from "./ar";
import { blind32 as de } from "./de";
import { blind32 as en } from "./en";
import { blind32 as es } from "./es";
import { blind32 as fr } from "./fr";
import { blind32 as hi } from "./hi";
import { blind32 as ms } from "./ms";
import { blind32 as ru } from "./ru";
import { blind32 as zh } from "./zh";

/**
 * The thirty-second blind set: buyers' questions written blind on 2026-11-29 by a thirty-second examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-first blind sets
 * included; the thirty-first's French questions only for their format), and never tuned against. Same groups and tokens as the held-out set;
 * square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND32_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

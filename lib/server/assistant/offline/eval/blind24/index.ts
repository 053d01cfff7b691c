import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind24 as ar } from "./ar";
import { blind24 as de } from "./de";
import { blind24 as en } from "./en";
import { blind24 as es } from "./es";
import { blind24 as fr } from "./fr";
import { blind24 as hi } from "./hi";
import { blind24 as ms } from "./ms";
import { blind24 as ru } from "./ru";
import { blind24 as zh } from "./zh";

/**
 * The twenty-fourth blind set: buyers' questions written blind on 2026-11-29 by a twenty-fourth examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to twenty-third blind sets
 * included), and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²)
 * are right rounded to whole metres or to one decimal.
 */
export const BLIND24_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

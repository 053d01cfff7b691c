import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind35 as ar } from "./ar";
import { blind35 as de } from "./de";
import { blind35 as en } from "./en";
import { blind35 as es } from "./es";
import { blind35 as fr } from "./fr";
import { blind35 as hi } from "./hi";
import { blind35 as ms } from "./ms";
import { blind35 as ru } from "./ru";
import { blind35 as zh } from "./zh";

/**
 * The thirty-fifth blind set: buyers' questions written blind on 2026-11-29 by a thirty-fifth examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-fourth blind sets
 * included; the thirty-fourth's German questions only for their format), and never tuned against. Same groups and tokens
 * as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND35_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind2 as ar } from "./ar";
import { blind2 as de } from "./de";
import { blind2 as en } from "./en";
import { blind2 as es } from "./es";
import { blind2 as fr } from "./fr";
import { blind2 as hi } from "./hi";
import { blind2 as ms } from "./ms";
import { blind2 as ru } from "./ru";
import { blind2 as zh } from "./zh";

/**
 * The second blind set: buyers' questions written by an examiner who read the facts and the judge but neither the
 * matcher nor any earlier question set (the first blind set included), and never tuned against. Same groups and
 * tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND2_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

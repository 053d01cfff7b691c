import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind26 as ar } from "./ar";
import { blind26 as de } from "./de";
import { blind26 as en } from "./en";
import { blind26 as es } from "./es";
import { blind26 as fr } from "./fr";
import { blind26 as hi } from "./hi";
import { blind26 as ms } from "./ms";
import { blind26 as ru } from "./ru";
import { blind26 as zh } from "./zh";

/**
 * The twenty-sixth blind set: buyers' questions written blind on 2026-11-29 by a twenty-sixth examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to twenty-fifth blind sets
 * included), and never tuned against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²)
 * are right rounded to whole metres or to one decimal.
 */
export const BLIND26_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

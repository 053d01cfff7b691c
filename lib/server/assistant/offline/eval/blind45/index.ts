import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind45 as ar } from "./ar";
import { blind45 as de } from "./de";
import { blind45 as en } from "./en";
import { blind45 as es } from "./es";
import { blind45 as fr } from "./fr";
import { blind45 as hi } from "./hi";
import { blind45 as ms } from "./ms";
import { blind45 as ru } from "./ru";
import { blind45 as zh } from "./zh";

/**
 * The forty-fifth blind set: buyers' questions written blind on 2026-11-30 by a forty-fifth examiner who read the
 * facts, the site's features and the judge but neither the consultant nor any earlier question set (the first to
 * forty-fourth blind sets included; the forty-fourth's Hindi questions only for their format), and never tuned
 * against. Same groups and tokens as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to
 * whole metres or to one decimal.
 */
export const BLIND45_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

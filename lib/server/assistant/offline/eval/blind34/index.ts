import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { HeldoutCases } from "../types";
import { blind34 as ar } from "./ar";
import { blind34 as de } from "./de";
import { blind34 as en } from "./en";
import { blind34 as es } from "./es";
import { blind34 as fr } from "./fr";
import { blind34 as hi } from "./hi";
import { blind34 as ms } from "./ms";
import { blind34 as ru } from "./ru";
import { blind34 as zh } from "./zh";

/**
 * The thirty-fourth blind set: buyers' questions written blind on 2026-11-29 by a thirty-fourth examiner who read the
 * facts and the judge but neither the consultant nor any earlier question set (the first to thirty-third blind sets
 * included; the thirty-third's German questions only for their format), and never tuned against. Same groups and tokens
 * as the held-out set; square metres (1 ft² = 0.09290304 m²) are right rounded to whole metres or to one decimal.
 */
export const BLIND34_CASES: Record<LocaleCode, HeldoutCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

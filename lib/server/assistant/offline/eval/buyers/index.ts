import "server-only";
/**
 * The buyers' set: questions written as buyers write them, in every language, by someone who had not read the
 * offline consultant's matcher, so that the eval measures the consultant rather than its own phrases.
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { BuyerCases } from "../types";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { ms } from "./ms";
import { ru } from "./ru";
import { zh } from "./zh";

export const BUYER_CASES: Record<LocaleCode, BuyerCases> = { en, ms, zh, hi, ru, es, fr, de, ar };

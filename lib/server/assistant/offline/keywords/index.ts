import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { KeywordSet } from "../intent-types";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { my } from "./my";
import { ru } from "./ru";
import { zh } from "./zh";

export const KEYWORDS: Record<LocaleCode, KeywordSet> = { en, my, zh, hi, ru, es, fr, de, ar };

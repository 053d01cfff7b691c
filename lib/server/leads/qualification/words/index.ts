import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { my } from "./my";
import { ru } from "./ru";
import type { QualificationWords } from "./types";
import { zh } from "./zh";

export type { QualificationWords } from "./types";

export const QUALIFICATION_WORDS: Record<LocaleCode, QualificationWords> = { en, my, zh, hi, ru, es, fr, de, ar };

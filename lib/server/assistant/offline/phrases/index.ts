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
import { zh } from "./zh";
import type { Phrases } from "./types";

export const PHRASES: Record<LocaleCode, Phrases> = { en, my, zh, hi, ru, es, fr, de, ar };
export type { Phrase, Phrases } from "./types";

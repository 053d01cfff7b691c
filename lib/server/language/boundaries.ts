import "server-only";
/** Every language's words for where the offline consultant stops; adding a language adds its line here. */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { boundaries as ar } from "./ar/boundaries";
import type { BoundaryWords } from "./boundary-types";
import { boundaries as de } from "./de/boundaries";
import { boundaries as en } from "./en/boundaries";
import { boundaries as es } from "./es/boundaries";
import { boundaries as fr } from "./fr/boundaries";
import { boundaries as hi } from "./hi/boundaries";
import { boundaries as ms } from "./ms/boundaries";
import { boundaries as ru } from "./ru/boundaries";
import { boundaries as zh } from "./zh/boundaries";

export const BOUNDARY_WORDS: Record<LocaleCode, BoundaryWords> = { en, ms, zh, hi, ru, es, fr, de, ar };

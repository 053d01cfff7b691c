import "server-only";
/** Every language's words for the offline consultant's query reader; adding a language adds its line here. */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { query as ar } from "./ar/query";
import { query as de } from "./de/query";
import { query as en } from "./en/query";
import { query as es } from "./es/query";
import { query as fr } from "./fr/query";
import { query as hi } from "./hi/query";
import { query as ms } from "./ms/query";
import type { QueryWords } from "./query-types";
import { query as ru } from "./ru/query";
import { query as zh } from "./zh/query";

export const QUERY_WORDS: Record<LocaleCode, QueryWords> = { en, ms, zh, hi, ru, es, fr, de, ar };

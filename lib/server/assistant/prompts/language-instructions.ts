import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/** Each written in its own language: models follow an instruction best in the language they must answer in. */
export const LANGUAGE_INSTRUCTIONS: Record<LocaleCode, string> = {
  en: "Always answer in English.",
  my: "Sentiasa jawab dalam Bahasa Malaysia.",
  zh: "请始终使用简体中文回答。",
  hi: "हमेशा हिन्दी में उत्तर दें।",
  ru: "Всегда отвечай на русском языке.",
  es: "Responde siempre en español.",
  fr: "Réponds toujours en français.",
  de: "Antworte immer auf Deutsch.",
  ar: "أجب دائمًا باللغة العربية.",
};

import "server-only";
import type { LocaleCode } from "@/lib/shared/i18n/locales";

/** Said when the visitor only answered our question: a short thanks, then the next question or nothing. */
export const ACKNOWLEDGE: Record<LocaleCode, string> = {
  en: "Thank you, that helps me point you to the right unit.",
  my: "Terima kasih, itu membantu saya mencadangkan unit yang sesuai untuk anda.",
  zh: "谢谢，这有助于我为您推荐合适的单位。",
  hi: "धन्यवाद, इससे मुझे आपके लिए सही यूनिट सुझाने में मदद मिलेगी।",
  ru: "Спасибо, это поможет мне подобрать для вас подходящую квартиру.",
  es: "Gracias, eso me ayuda a recomendarle la unidad adecuada.",
  fr: "Merci, cela m'aide à vous orienter vers le logement qui vous convient.",
  de: "Vielen Dank, das hilft mir, Ihnen die passende Wohnung zu empfehlen.",
  ar: "شكرًا لك، هذا يساعدني على اقتراح الوحدة المناسبة لك.",
};

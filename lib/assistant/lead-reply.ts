import type { LocaleCode } from "@/lib/i18n/locales";
import { UNKNOWN_NAME, detectContact } from "@/lib/chat/contact-detection";

type Thanks = (name: string | null, phone: string) => string;

// The browser has already sent the lead when this runs; the reply confirms it.
const THANKS: Record<LocaleCode, Thanks> = {
  en: (n, p) => `Thank you${n ? `, ${n}` : ""}! Our sales team will call you at **${p}** shortly to arrange a viewing at the sales gallery.`,
  my: (n, p) => `Terima kasih${n ? `, ${n}` : ""}! Pasukan jualan kami akan menghubungi anda di **${p}** tidak lama lagi untuk mengatur lawatan ke galeri jualan.`,
  zh: (n, p) => `谢谢${n ? `，${n}` : ""}！我们的销售团队将很快致电 **${p}**，为您安排参观售楼处。`,
  hi: (n, p) => `धन्यवाद${n ? `, ${n}` : ""}! हमारी सेल्स टीम जल्द ही **${p}** पर आपसे संपर्क करके सेल्स गैलरी की विज़िट तय करेगी।`,
  ru: (n, p) => `Спасибо${n ? `, ${n}` : ""}! Наш отдел продаж скоро позвонит вам по номеру **${p}**, чтобы договориться о визите в офис продаж.`,
  es: (n, p) => `¡Gracias${n ? `, ${n}` : ""}! Nuestro equipo de ventas le llamará pronto al **${p}** para concertar una visita a la sala de ventas.`,
  fr: (n, p) => `Merci${n ? `, ${n}` : ""} ! Notre équipe commerciale vous appellera bientôt au **${p}** pour organiser une visite de l'espace de vente.`,
  de: (n, p) => `Vielen Dank${n ? `, ${n}` : ""}! Unser Vertriebsteam ruft Sie in Kürze unter **${p}** an, um einen Besuch im Verkaufsbüro zu vereinbaren.`,
  ar: (n, p) => `شكرًا لك${n ? ` يا ${n}` : ""}! سيتصل بك فريق المبيعات قريبًا على الرقم **${p}** لترتيب زيارة إلى صالة المبيعات.`,
};

/** A reply for a message carrying a phone number, or null when it carries none. */
export function contactReply(message: string, language: LocaleCode): string | null {
  const { name, phone } = detectContact(message);
  if (!phone) return null;
  return THANKS[language](name === UNKNOWN_NAME ? null : name, phone);
}

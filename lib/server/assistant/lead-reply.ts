import "server-only";
import { phoneDigits, site, whatsappLink } from "@/lib/shared/config/site";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import type { LeadNote } from "./provider";

type Say = (name: string | null, phone: string) => string;

// A number inside Arabic text keeps its left-to-right order only inside an isolate ("+60 13-288 4650", not "4650 13-288 +60").
const ltr = (text: string) => `\u2066${text}\u2069`;

// Said only once the lead is in the store: the chat route saved it before this reply.
const STORED: Record<LocaleCode, Say> = {
  en: (n, p) => `Thank you${n ? `, ${n}` : ""}! Our sales team will call you at **${p}** shortly to arrange a viewing at the sales gallery.`,
  my: (n, p) => `Terima kasih${n ? `, ${n}` : ""}! Pasukan jualan kami akan menghubungi anda di **${p}** tidak lama lagi untuk mengatur lawatan ke galeri jualan.`,
  zh: (n, p) => `谢谢${n ? `，${n}` : ""}！我们的销售团队将很快致电 **${p}**，为您安排参观售楼处。`,
  hi: (n, p) => `धन्यवाद${n ? `, ${n}` : ""}! हमारी सेल्स टीम जल्द ही **${p}** पर आपसे संपर्क करके सेल्स गैलरी की विज़िट तय करेगी।`,
  ru: (n, p) => `Спасибо${n ? `, ${n}` : ""}! Наш отдел продаж скоро позвонит вам по номеру **${p}**, чтобы договориться о визите в офис продаж.`,
  es: (n, p) => `¡Gracias${n ? `, ${n}` : ""}! Nuestro equipo de ventas le llamará pronto al **${p}** para concertar una visita a la sala de ventas.`,
  fr: (n, p) => `Merci${n ? `, ${n}` : ""} ! Notre équipe commerciale vous appellera bientôt au **${p}** pour organiser une visite de l'espace de vente.`,
  de: (n, p) => `Vielen Dank${n ? `, ${n}` : ""}! Unser Vertriebsteam ruft Sie in Kürze unter **${p}** an, um einen Besuch im Verkaufsbüro zu vereinbaren.`,
  ar: (n, p) => `شكرًا لك${n ? ` يا ${n}` : ""}! سيتصل بك فريق المبيعات قريبًا على الرقم **${ltr(p)}** لترتيب زيارة إلى مركز المبيعات.`,
};

// Storing failed: no promise of a call, and a way to reach sales that does not depend on us.
const NOT_STORED: Record<LocaleCode, (name: string | null, whatsapp: string, sales: string) => string> = {
  en: (n, w, s) => `Sorry${n ? `, ${n}` : ""}: I could not save your details just now, so please don't wait for our call. Message our sales team on [WhatsApp](${w}) or call **${s}** to arrange a viewing.`,
  my: (n, w, s) => `Maaf${n ? `, ${n}` : ""}, butiran anda tidak dapat disimpan sekarang, jadi jangan tunggu panggilan kami. Sila hubungi pasukan jualan kami melalui [WhatsApp](${w}) atau telefon **${s}** untuk mengatur lawatan.`,
  zh: (n, w, s) => `抱歉${n ? `，${n}` : ""}，您的联系方式暂时未能保存，请不要等待我们的来电。请通过 [WhatsApp](${w}) 联系我们的销售团队，或致电 **${s}** 预约参观。`,
  hi: (n, w, s) => `क्षमा करें${n ? `, ${n}` : ""}, अभी आपका विवरण सहेजा नहीं जा सका, इसलिए कृपया हमारे कॉल की प्रतीक्षा न करें। विज़िट तय करने के लिए हमारी सेल्स टीम से [WhatsApp](${w}) पर संपर्क करें या **${s}** पर कॉल करें।`,
  ru: (n, w, s) => `Извините${n ? `, ${n}` : ""}, сейчас не удалось сохранить ваши данные, поэтому не ждите нашего звонка. Напишите нашему отделу продаж в [WhatsApp](${w}) или позвоните по номеру **${s}**, чтобы договориться о визите.`,
  es: (n, w, s) => `Lo siento${n ? `, ${n}` : ""}: no he podido guardar sus datos en este momento, así que no espere nuestra llamada. Escriba a nuestro equipo de ventas por [WhatsApp](${w}) o llame al **${s}** para concertar una visita.`,
  fr: (n, w, s) => `Désolé${n ? `, ${n}` : ""} : je n'ai pas pu enregistrer vos coordonnées pour le moment, n'attendez donc pas notre appel. Écrivez à notre équipe commerciale sur [WhatsApp](${w}) ou appelez le **${s}** pour organiser une visite.`,
  de: (n, w, s) => `Entschuldigung${n ? `, ${n}` : ""}, Ihre Daten konnten gerade nicht gespeichert werden, bitte warten Sie also nicht auf unseren Anruf. Schreiben Sie unserem Vertriebsteam über [WhatsApp](${w}) oder rufen Sie **${s}** an, um einen Besuch zu vereinbaren.`,
  ar: (n, w, s) => `عذرًا${n ? ` يا ${n}` : ""}، تعذّر حفظ بياناتك الآن، لذا لا تنتظر اتصالنا. يُرجى مراسلة فريق المبيعات عبر [واتساب](${w}) أو الاتصال على **${s}** لترتيب زيارة.`,
};

type ReferenceLine = (reference: string, whatsapp: string) => string;

// The reference ties a WhatsApp chat or a call back to the lead; the link opens WhatsApp with it already typed.
const REFERENCE: Record<LocaleCode, ReferenceLine> = {
  en: (r, w) => `Your reference is **${r}**. You can also [message us on WhatsApp](${w}) with it.`,
  my: (r, w) => `Nombor rujukan anda ialah **${r}**. Anda juga boleh [menghubungi kami melalui WhatsApp](${w}) dengan rujukan ini.`,
  zh: (r, w) => `您的参考编号是 **${r}**。您也可以凭此编号[通过 WhatsApp 联系我们](${w})。`,
  hi: (r, w) => `आपका संदर्भ क्रमांक **${r}** है। आप इसके साथ हमें [WhatsApp पर संदेश](${w}) भी भेज सकते हैं।`,
  ru: (r, w) => `Ваш номер обращения: **${r}**. Вы также можете [написать нам в WhatsApp](${w}), указав его.`,
  es: (r, w) => `Su referencia es **${r}**. También puede [escribirnos por WhatsApp](${w}) indicándola.`,
  fr: (r, w) => `Votre référence est **${r}**. Vous pouvez aussi [nous écrire sur WhatsApp](${w}) en la mentionnant.`,
  de: (r, w) => `Ihre Referenz lautet **${r}**. Sie können uns damit auch [über WhatsApp schreiben](${w}).`,
  ar: (r, w) => `رقمك المرجعي هو **${ltr(r)}**. يمكنك أيضًا [مراسلتنا عبر واتساب](${w}) مع ذكره.`,
};

// Typed into WhatsApp for the visitor, in their language, so sales see the reference first.
const WHATSAPP_TEXT: Record<LocaleCode, (reference: string) => string> = {
  en: (r) => `Hello, my reference is ${r}.`,
  my: (r) => `Helo, nombor rujukan saya ialah ${r}.`,
  zh: (r) => `您好，我的参考编号是 ${r}。`,
  hi: (r) => `नमस्ते, मेरा संदर्भ क्रमांक ${r} है।`,
  ru: (r) => `Здравствуйте, мой номер обращения ${r}.`,
  es: (r) => `Hola, mi referencia es ${r}.`,
  fr: (r) => `Bonjour, ma référence est ${r}.`,
  de: (r) => `Hallo, meine Referenz lautet ${r}.`,
  ar: (r) => `مرحبًا، رقمي المرجعي هو ${r}.`,
};

/** The line that gives a stored lead its reference, with WhatsApp prefilled; both consultants end with it. */
export function referenceLine(reference: string, language: LocaleCode): string {
  return REFERENCE[language](reference, whatsappLink(WHATSAPP_TEXT[language](reference)));
}

/** The sales team's WhatsApp chat, without a prefilled text: the visitor writes their own. */
export function salesWhatsapp(): string {
  return `https://wa.me/${phoneDigits()}`;
}

/** What either consultant says about contact details: a call-back for a stored lead, the honest truth otherwise. */
export function leadReply(note: LeadNote, language: LocaleCode): string {
  if (note.status === "stored") return `${STORED[language](note.name, note.phone)} ${referenceLine(note.reference, language)}`;
  // The sales line as a link: on a phone, one tap calls it.
  const label = language === "ar" ? ltr(site.sales.phone) : site.sales.phone;
  return NOT_STORED[language](note.name, salesWhatsapp(), `[${label}](tel:+${phoneDigits()})`);
}

import "server-only";
/**
 * What the consultant says about a viewing, in the nine languages: a booked
 * slot, the nearest open slots when a time cannot be booked, and a day's open
 * slots. Replies are the chat's markdown (bold, numbered lists).
 */
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { formatClock, formatDay, formatDays, formatMinutes, formatSlot, formatTime, formatWeekdayShort } from "@/lib/server/calendar/format";
import { minutesOfDay, type ViewingSettings, viewingSettings, WEEKDAY_KEYS } from "@/lib/server/calendar/opening-hours";
import type { ViewingCheck, ViewingRefusal } from "@/lib/server/calendar/slots";
import type { Slot } from "@/lib/server/calendar/types";
import { sameDay, wallClock } from "@/lib/server/calendar/wall-clock";

type Texts = Record<LocaleCode, (value: string) => string>;

const b = (text: string) => `**${text}**`;

const BOOKED: Texts = {
  en: (w) => `Your viewing at the sales gallery is booked for ${b(w)}. Our sales team will confirm it with you by phone.`,
  my: (w) => `Lawatan anda ke galeri jualan telah ditempah pada ${b(w)}. Pasukan jualan kami akan mengesahkannya dengan anda melalui telefon.`,
  zh: (w) => `您参观售楼处的时间已预约为 ${b(w)}。我们的销售团队将致电与您确认。`,
  hi: (w) => `सेल्स गैलरी में आपकी साइट विज़िट ${b(w)} के लिए बुक हो गई है। हमारी सेल्स टीम फ़ोन पर आपसे इसकी पुष्टि करेगी।`,
  ru: (w) => `Ваш просмотр в офисе продаж забронирован: ${b(w)}. Наш отдел продаж подтвердит его по телефону.`,
  es: (w) => `Su visita a la sala de ventas queda reservada para el ${b(w)}. Nuestro equipo de ventas se la confirmará por teléfono.`,
  fr: (w) => `Votre visite de l'espace de vente est réservée pour ${b(w)}. Notre équipe commerciale vous la confirmera par téléphone.`,
  de: (w) => `Ihre Besichtigung im Verkaufsbüro ist für ${b(w)} gebucht. Unser Vertriebsteam bestätigt Ihnen den Termin telefonisch.`,
  ar: (w) => `تم حجز موعد معاينتك في مركز المبيعات يوم ${b(w)}. سيؤكد لك فريق المبيعات الموعد عبر الهاتف.`,
};

const NOTED: Texts = {
  en: (w) => `I have noted ${b(w)} for your viewing at the sales gallery. May I have your name and phone number to confirm it?`,
  my: (w) => `Saya telah mencatat ${b(w)} untuk lawatan anda ke galeri jualan. Boleh saya dapatkan nama dan nombor telefon anda untuk mengesahkannya?`,
  zh: (w) => `我已为您记下 ${b(w)} 参观售楼处。请问您的姓名和电话号码是？以便我们为您确认预约。`,
  hi: (w) => `मैंने सेल्स गैलरी में आपकी साइट विज़िट के लिए ${b(w)} नोट कर लिया है। इसकी पुष्टि के लिए क्या आप अपना नाम और फ़ोन नंबर बता सकते हैं?`,
  ru: (w) => `Предварительно записываю вас на просмотр в офисе продаж: ${b(w)}. Могу я узнать ваше имя и номер телефона, чтобы подтвердить запись?`,
  es: (w) => `He anotado el ${b(w)} para su visita a la sala de ventas. ¿Me indica su nombre y su número de teléfono para confirmarla?`,
  fr: (w) => `J'ai noté ${b(w)} pour votre visite de l'espace de vente. Puis-je avoir votre nom et votre numéro de téléphone pour la confirmer ?`,
  de: (w) => `Ich habe ${b(w)} für Ihre Besichtigung im Verkaufsbüro vorgemerkt. Darf ich Ihren Namen und Ihre Telefonnummer erfahren, um den Termin zu bestätigen?`,
  ar: (w) => `لقد سجّلت ${b(w)} موعدًا لمعاينتك في مركز المبيعات. هل يمكنني الحصول على اسمك ورقم هاتفك لتأكيده؟`,
};

const CLOSED: Record<LocaleCode, string> = {
  en: "I'm afraid that time is outside our opening hours.",
  my: "Maaf, waktu itu di luar waktu operasi kami.",
  zh: "抱歉，该时间不在我们的开放时间内。",
  hi: "क्षमा करें, वह समय हमारे खुलने के समय से बाहर है।",
  ru: "К сожалению, это время вне часов работы.",
  es: "Lamentablemente, esa hora queda fuera de nuestro horario.",
  fr: "Malheureusement, cet horaire est en dehors de nos heures d'ouverture.",
  de: "Leider liegt diese Zeit außerhalb unserer Öffnungszeiten.",
  ar: "عذرًا، هذا الوقت خارج ساعات العمل لدينا.",
};

/** `n` is a duration ("2 hours") in the language. */
const TOO_SOON: Texts = {
  en: (n) => `That is a little too soon: we need at least ${n} to prepare your viewing.`,
  my: (n) => `Masa itu agak terlalu hampir: kami memerlukan notis sekurang-kurangnya ${n} untuk menyediakan lawatan anda.`,
  zh: (n) => `时间有些紧：我们需要至少提前 ${n}为您安排看房。`,
  hi: (n) => `यह समय थोड़ा जल्दी है: आपकी साइट विज़िट की तैयारी के लिए हमें कम से कम ${n} पहले सूचना चाहिए।`,
  ru: (n) => `Это слишком скоро: просмотр нужно бронировать не менее чем за ${n}.`,
  es: (n) => `Es un poco pronto: necesitamos al menos ${n} de antelación para preparar su visita.`,
  fr: (n) => `C'est un peu trop tôt : il nous faut au moins ${n} de préavis pour préparer votre visite.`,
  de: (n) => `Das ist etwas zu kurzfristig: Wir benötigen mindestens ${n} Vorlauf, um Ihre Besichtigung vorzubereiten.`,
  ar: (n) => `هذا الموعد قريب جدًا؛ يلزمنا ${n} على الأقل لتجهيز معاينتك.`,
};

/** `n` is a number of days ("60 days") in the language. */
const TOO_FAR: Texts = {
  en: (n) => `We take viewing bookings up to ${n} ahead.`,
  my: (n) => `Kami menerima tempahan lawatan sehingga ${n} lebih awal.`,
  zh: (n) => `看房最多可提前 ${n}预约。`,
  hi: (n) => `साइट विज़िट अधिकतम ${n} पहले तक बुक की जा सकती है।`,
  ru: (n) => `Записаться на просмотр можно не более чем за ${n}.`,
  es: (n) => `Aceptamos reservas de visitas con hasta ${n} de antelación.`,
  fr: (n) => `Nous prenons les réservations de visite jusqu'à ${n} à l'avance.`,
  de: (n) => `Besichtigungstermine nehmen wir bis zu ${n} im Voraus an.`,
  ar: (n) => `يمكن حجز المعاينة قبل موعدها بمدة أقصاها ${n}.`,
};

const PAST: Record<LocaleCode, string> = {
  en: "That time has already passed.",
  my: "Waktu itu sudah berlalu.",
  zh: "该时间已经过去了。",
  hi: "वह समय बीत चुका है।",
  ru: "Это время уже прошло.",
  es: "Esa hora ya ha pasado.",
  fr: "Ce moment est déjà passé.",
  de: "Dieser Zeitpunkt liegt bereits in der Vergangenheit.",
  ar: "لقد مضى هذا الوقت بالفعل.",
};

/** `h` is the opening hours ("daily 10:00–18:00"). */
const OPEN: Texts = {
  en: (h) => `The sales gallery is open ${h}.`,
  my: (h) => `Galeri jualan dibuka ${h}.`,
  zh: (h) => `售楼处开放时间为${h}。`,
  hi: (h) => `सेल्स गैलरी ${h} खुली रहती है।`,
  ru: (h) => `Офис продаж открыт ${h}.`,
  es: (h) => `La sala de ventas abre ${h}.`,
  fr: (h) => `L'espace de vente est ouvert ${h}.`,
  de: (h) => `Das Verkaufsbüro ist ${h} geöffnet.`,
  ar: (h) => `مركز المبيعات مفتوح ${h}.`,
};

const DAILY: Texts = {
  en: (r) => `daily ${r}`,
  my: (r) => `setiap hari, ${r}`,
  zh: (r) => `每天 ${r}`,
  hi: (r) => `रोज़ ${r}`,
  ru: (r) => `ежедневно ${r}`,
  es: (r) => `todos los días ${r}`,
  fr: (r) => `tous les jours ${r}`,
  de: (r) => `täglich ${r}`,
  ar: (r) => `يوميًا ${r}`,
};

/** Opening to closing time, as each language says a span of hours. */
const RANGE: Record<LocaleCode, (open: string, close: string) => string> = {
  en: (o, c) => `${o}–${c}`,
  my: (o, c) => `${o}–${c}`,
  zh: (o, c) => `${o}–${c}`,
  hi: (o, c) => `${o}–${c}`,
  ru: (o, c) => `с ${o} до ${c}`,
  es: (o, c) => `de ${o} a ${c}`,
  fr: (o, c) => `de ${o} à ${c}`,
  de: (o, c) => `${o}–${c} Uhr`,
  ar: (o, c) => `من ${o} إلى ${c}`,
};

const DAY_SPAN: Partial<Record<LocaleCode, string>> = { zh: "至", ar: " إلى " };
// Chinese sentences follow each other without a space.
const SENTENCE_GAP: Partial<Record<LocaleCode, string>> = { zh: "" };
const LIST_SEPARATOR: Partial<Record<LocaleCode, string>> = { zh: "，", ar: "، " };

const NEAREST: Record<LocaleCode, string> = {
  en: "The nearest open times are:",
  my: "Waktu terdekat yang masih tersedia:",
  zh: "最近的可预约时间：",
  hi: "सबसे नज़दीकी उपलब्ध समय:",
  ru: "Ближайшее свободное время:",
  es: "Los horarios disponibles más cercanos son:",
  fr: "Les créneaux disponibles les plus proches sont :",
  de: "Die nächsten freien Termine:",
  ar: "أقرب المواعيد المتاحة:",
};

/** `d` is the day ("Saturday 28 November"). */
const DAY_OPEN: Texts = {
  en: (d) => `On ${d}, these times are open for a viewing at the sales gallery:`,
  my: (d) => `Pada ${d}, waktu berikut tersedia untuk lawatan ke galeri jualan:`,
  zh: (d) => `${d}售楼处可预约参观的时间如下：`,
  hi: (d) => `${d} को सेल्स गैलरी में साइट विज़िट के लिए ये समय उपलब्ध हैं:`,
  ru: (d) => `Свободное время для просмотра в офисе продаж (${d}):`,
  es: (d) => `El ${d}, tenemos estos horarios disponibles para visitar la sala de ventas:`,
  fr: (d) => `Le ${d}, voici les créneaux disponibles pour une visite de l'espace de vente :`,
  de: (d) => `Am ${d}, sind diese Termine für eine Besichtigung im Verkaufsbüro frei:`,
  ar: (d) => `هذه المواعيد المتاحة للمعاينة في مركز المبيعات يوم ${d}:`,
};

const WHICH: Record<LocaleCode, string> = {
  en: "Which would suit you best?",
  my: "Yang mana paling sesuai untuk anda?",
  zh: "请问哪个时间最方便您？",
  hi: "आपके लिए कौन-सा समय सबसे सुविधाजनक रहेगा?",
  ru: "Какое время вам удобнее?",
  es: "¿Cuál le conviene más?",
  fr: "Lequel vous conviendrait le mieux ?",
  de: "Welcher Termin passt Ihnen am besten?",
  ar: "أيّ موعد يناسبك أكثر؟",
};

// Said only when no slot at all is open within the booking window.
const NONE_OPEN: Record<LocaleCode, string> = {
  en: "I could not find an open time in the coming weeks; our sales team will gladly arrange one with you.",
  my: "Saya tidak menemui waktu yang tersedia dalam beberapa minggu akan datang; pasukan jualan kami dengan senang hati akan mengaturnya bersama anda.",
  zh: "未来几周暂无可预约的时间，我们的销售团队很乐意与您另行安排。",
  hi: "आने वाले हफ़्तों में कोई उपलब्ध समय नहीं मिला; हमारी सेल्स टीम आपके साथ ख़ुशी से समय तय करेगी।",
  ru: "В ближайшие недели свободного времени нет; наш отдел продаж с удовольствием подберёт его вместе с вами.",
  es: "No he encontrado horarios disponibles en las próximas semanas; nuestro equipo de ventas concertará uno con usted con mucho gusto.",
  fr: "Je n'ai pas trouvé de créneau disponible dans les semaines à venir ; notre équipe commerciale se fera un plaisir d'en convenir un avec vous.",
  de: "In den kommenden Wochen ist leider kein Termin frei; unser Vertriebsteam vereinbart gern einen mit Ihnen.",
  ar: "لم أجد موعدًا متاحًا في الأسابيع القادمة؛ وسيسعد فريق المبيعات بترتيب موعد معك.",
};

/** The week as the gallery's visitors read it: Monday first. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** "daily 10:00–18:00", or "Mon–Sat 10:00–18:00" when the days differ; null when every day is closed. */
export function openingHoursText(language: LocaleCode, settings: ViewingSettings = viewingSettings): string | null {
  const hoursOf = (weekday: number) => settings.hours[WEEKDAY_KEYS[weekday]];
  const range = (weekday: number) => {
    const hours = hoursOf(weekday);
    return hours ? RANGE[language](formatClock(minutesOfDay(hours.open)), formatClock(minutesOfDay(hours.close))) : null;
  };
  const groups: { from: number; to: number; range: string | null }[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const last = groups[groups.length - 1];
    if (last && last.range === range(weekday)) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, range: range(weekday) });
  }
  if (groups.length === 1) return groups[0].range ? DAILY[language](groups[0].range) : null;
  const open = groups.filter((g) => g.range);
  if (!open.length) return null;
  const span = (g: { from: number; to: number }) =>
    g.from === g.to
      ? formatWeekdayShort(g.from, language)
      : `${formatWeekdayShort(g.from, language)}${DAY_SPAN[language] ?? "–"}${formatWeekdayShort(g.to, language)}`;
  return open.map((g) => `${span(g)} ${g.range}`).join(LIST_SEPARATOR[language] ?? ", ");
}

function reasonText(reason: ViewingRefusal, language: LocaleCode, settings: ViewingSettings): string {
  switch (reason) {
    case "closed":
      return CLOSED[language];
    case "too-soon":
      return TOO_SOON[language](formatMinutes(settings.minNoticeMinutes, language));
    case "too-far":
      return TOO_FAR[language](formatDays(settings.maxDaysAhead, language));
    case "past":
      return PAST[language];
  }
}

const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join("\n");

function hoursSentence(language: LocaleCode, settings: ViewingSettings): string | null {
  const hours = openingHoursText(language, settings);
  return hours ? OPEN[language](hours) : null;
}

/** The slots as a numbered list, each with its day, so "2" or "the second one" can pick one. */
function slotList(intro: string, suggestions: readonly Slot[], language: LocaleCode, settings: ViewingSettings): string {
  const lead = intro ? `${intro}${SENTENCE_GAP[language] ?? " "}` : "";
  if (!suggestions.length) return `${lead}${NONE_OPEN[language]}`;
  const list = numbered(suggestions.map((slot) => formatSlot(slot, language, settings)));
  return `${lead}${NEAREST[language]}\n\n${list}\n\n${WHICH[language]}`;
}

/** Why the time asked for cannot be booked, the opening hours, and the nearest open slots. */
export function viewingOffer(
  suggestions: readonly Slot[],
  reason: ViewingRefusal | "pick-a-time",
  language: LocaleCode,
  settings: ViewingSettings = viewingSettings,
): string {
  if (reason === "pick-a-time") return viewingDayOffer(suggestions, language, settings);
  const intro = [reasonText(reason, language, settings), hoursSentence(language, settings)].filter(Boolean).join(SENTENCE_GAP[language] ?? " ");
  return slotList(intro, suggestions, language, settings);
}

/** A day's open slots, listed by time under the day, for a request that named the day but no time. */
export function viewingDayOffer(suggestions: readonly Slot[], language: LocaleCode, settings: ViewingSettings = viewingSettings): string {
  const first = suggestions.length ? wallClock(suggestions[0].start, settings.timeZone) : null;
  const oneDay = first && suggestions.every((slot) => sameDay(wallClock(slot.start, settings.timeZone), first));
  if (!oneDay) return slotList(hoursSentence(language, settings) ?? "", suggestions, language, settings);
  const list = numbered(suggestions.map((slot) => formatTime(slot.start, language, settings)));
  return `${DAY_OPEN[language](formatDay(suggestions[0].start, language, settings))}\n\n${list}\n\n${WHICH[language]}`;
}

/**
 * The slot the visitor took. With their contact already given, it is booked and
 * sales confirm by phone; without, the consultant asks for name and phone.
 */
export function viewingConfirmed(
  slot: Slot,
  language: LocaleCode,
  options: { haveContact: boolean },
  settings: ViewingSettings = viewingSettings,
): string {
  const when = formatSlot(slot, language, settings);
  return options.haveContact ? BOOKED[language](when) : NOTED[language](when);
}

/** The consultant's whole answer to a checked request. */
export function viewingReply(
  check: ViewingCheck,
  language: LocaleCode,
  options: { haveContact: boolean },
  settings: ViewingSettings = viewingSettings,
): string {
  return check.ok ? viewingConfirmed(check.slot, language, options, settings) : viewingOffer(check.suggestions, check.reason, language, settings);
}

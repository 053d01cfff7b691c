import "server-only";
import { site } from "@/lib/shared/config/site";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { formatInteger, formatPercent, formatRinggit } from "@/lib/server/ui/format";
import { offlineAnswer } from "./answer";

// Figures follow the page's locale, as the cards do.
const int = (tag: string, n: number) => formatInteger(tag, n);
const rm = (tag: string, n: number) => formatRinggit(tag, n);
const pc = (tag: string, n: number) => formatPercent(tag, n);

type Case = [language: LocaleCode, question: string, expected: readonly string[]];

const PHONE = site.sales.phone;

const cases: Case[] = [
  ["en", "How big is Blitz?", ["743 sq ft"]],
  ["en", "What is the monthly installment for Ardentz?", ["RM4,841"]],
  ["en", "What's the rental yield of Cares?", ["7.1%"]],
  ["en", "How many car parks does Blitz have?", ["1 car park"]],
  ["en", "Where is the sales gallery?", ["Jalan Teluk Sisek", "25000 Kuantan"]],
  ["en", "Which hotel brand manages the building?", ["Aurelia Hotels & Resorts"]],
  ["en", "Can I book a viewing?", ["name", "phone number"]],
  ["en", "Compare all three units", ["1,299", "743", "790", "7.2%", "7.0%", "7.1%"]],
  ["en", "Is Blitz a corner unit?", ["intermediate"]],
  ["en", "How many bedrooms in Type A?", ["3 bedrooms", "3 bathrooms"]],
  ["en", "Hello!", ["Ardentz", "Blitz", "Cares"]],
  ["en", "Thanks, bye!", ["WhatsApp", PHONE]],
  ["my", "Berapa sewa bulanan Blitz?", ["RM3,100"]],
  ["my", "Berapa harga Ardentz?", ["RM4,841", PHONE]],
  ["my", "Berapa keluasan jenis C?", ["790 kaki persegi"]],
  ["my", "Di mana lokasi projek ini?", ["Kuantan", "Pahang"]],
  ["my", "Berapa pulangan pelaburan untuk Cares?", ["7.1%"]],
  ["zh", "Ardentz 的月供是多少？", ["4,841"]],
  ["zh", "B 型面积多大？", ["743"]],
  ["zh", "Cares 的租金是多少？", ["3,350"]],
  ["zh", "是哪个酒店管理的？", ["Aurelia Hotels & Resorts"]],
  ["zh", "我想预约参观", ["姓名", "电话"]],
  ["hi", "Blitz की कीमत क्या है?", ["RM2,876"]],
  ["hi", "Ardentz का किराया कितना है?", ["RM5,400"]],
  ["hi", "टाइप C में कितने बेडरूम हैं?", ["2 बेडरूम"]],
  ["hi", "प्रोजेक्ट का स्थान क्या है?", ["कुआंतान", "पहांग"]],
  ["ru", "Какая площадь у Ardentz?", [int("ru", 1299)]],
  ["ru", "Какая доходность у квартиры тип B?", [pc("ru", 7)]],
  ["ru", "Сколько стоит тип В?", [rm("ru", 2876)]],
  ["ru", "Сколько парковочных мест у Cares?", ["2 машино-места"]],
  ["ru", "Где находится офис продаж?", ["Jalan Teluk Sisek"]],
  ["es", "¿Cuál es el rendimiento de Cares?", [pc("es", 7.1)]],
  ["es", "¿Cuánto es el alquiler de Ardentz?", [rm("es", 5400)]],
  ["es", "¿Cuántos dormitorios tiene Blitz?", ["2 dormitorios"]],
  ["es", "¿Es Cares una unidad de esquina?", ["esquina"]],
  ["fr", "Quel est le loyer de Blitz ?", [rm("fr", 3100)]],
  ["fr", "Quelle est la surface du type A ?", [int("fr", 1299)]],
  ["fr", "Qui gère la résidence ? Quel hôtel ?", ["Aurelia Hotels & Resorts"]],
  ["fr", "Je voudrais visiter le showroom", ["nom", "téléphone"]],
  ["de", "Wo liegt das Projekt?", ["Kuantan"]],
  ["de", "Wie hoch ist die Monatsrate für Cares?", [rm("de", 3058)]],
  ["de", "Wie viele Parkplätze hat Ardentz?", ["3 Stellplätze"]],
  ["de", "Welche Rendite hat Blitz?", [pc("de", 7)]],
  ["ar", "كم عدد مواقف السيارات في Ardentz؟", ["3"]],
  ["ar", "ما هو سعر Blitz؟", ["RM2,876"]],
  ["ar", "ما مساحة النوع C؟", ["790"]],
  ["ar", "كم الإيجار الشهري لـ Cares؟", ["RM3,350"]],
  ["ar", "ما هو العائد على الاستثمار في Ardentz؟", [pc("ar", 7.2)]],
  ["ar", "أين يقع المشروع؟", ["كوانتان", "باهانغ"]],
];

/** Every figure a reply may quote: the facts, formatted, and the parts of the address and phone. */
const TAGS = ["en", "ms", "zh", "hi", "ru", "es", "fr", "de", "ar"];
const ALLOWED_NUMBERS = new Set<string>([
  ...TAGS.flatMap((tag) => site.units.flatMap((u) => [int(tag, u.sizeSqft), int(tag, u.installment), int(tag, u.rental), pc(tag, u.yieldPercent).replace(/[^\d.,]/g, "")])),
  ...site.units.flatMap((u) => [String(u.bedrooms), String(u.bathrooms), String(u.carParks)]),
  site.sales.gallery.postalCode,
  ...PHONE.split(/\D+/).filter(Boolean),
]);

const SCRIPT: Partial<Record<LocaleCode, RegExp>> = {
  zh: /\p{Script=Han}/u,
  hi: /\p{Script=Devanagari}/u,
  ru: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
};

describe("offlineAnswer", () => {
  it("has a broad table", () => {
    expect(cases.length).toBeGreaterThanOrEqual(36);
    expect(new Set(cases.map(([l]) => l))).toEqual(new Set(LOCALE_CODES));
  });

  it.each(cases)("[%s] %s", (language, question, expected) => {
    const reply = offlineAnswer(question, language);
    for (const fact of expected) expect(reply).toContain(fact);
    expect(reply).not.toBe(offlineAnswer("xyzzy", language));
  });

  it.each(cases)("[%s] %s quotes only real figures", (language, question) => {
    const numbers = offlineAnswer(question, language).match(/\d+(?:[.,\u00a0\u202f]\d+)*/g) ?? [];
    for (const n of numbers) expect(ALLOWED_NUMBERS).toContain(n);
  });

  it.each(cases)("[%s] %s is short", (language, question) => {
    const sentences = offlineAnswer(question, language).split(/[.!?。！？।](?:\s|$)/u).filter((s) => s.trim());
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it.each(Object.entries(SCRIPT))("replies in %s are written in that script", (language, script) => {
    expect(offlineAnswer("How big is Blitz?", language as LocaleCode)).toMatch(script);
  });

  it("replies in Latin-script languages use that language's words", () => {
    expect(offlineAnswer("How big is Blitz?", "my")).toContain("kaki persegi");
    expect(offlineAnswer("How big is Blitz?", "es")).toContain("pies cuadrados");
    expect(offlineAnswer("How big is Blitz?", "fr")).toContain("pieds carrés");
    expect(offlineAnswer("How big is Blitz?", "de")).toContain("Quadratfuß");
    expect(offlineAnswer("Blitz 有多大？", "en")).toBe("Blitz (Type B) is **743 sq ft**.");
  });

  it.each(LOCALE_CODES)("falls back honestly with the WhatsApp number in %s", (language) => {
    const reply = offlineAnswer("Is there a gym and a sauna?", language);
    expect(reply).toContain(PHONE);
    expect(reply).not.toMatch(/RM\d/);
  });

  it.each(LOCALE_CODES)("answers in %s for all three units when none is named", (language) => {
    const reply = offlineAnswer("rental?", language);
    const tag = language === "my" ? "ms" : language;
    for (const u of site.units) expect(reply).toContain(formatInteger(tag, u.rental));
  });

  it("is deterministic", () => {
    expect(offlineAnswer("Compare the units", "fr")).toBe(offlineAnswer("Compare the units", "fr"));
  });
});

describe("offlineAnswer with several facts and rankings", () => {
  it("answers several facts in the order they were asked", () => {
    const reply = offlineAnswer("Blitz: rent, yield and size?", "en");
    const at = ["RM3,100", "7.0%", "743 sq ft"].map((fact) => reply.indexOf(fact));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(offlineAnswer("Size and rent of Blitz?", "en").indexOf("743")).toBeLessThan(offlineAnswer("Size and rent of Blitz?", "en").indexOf("RM3,100"));
  });

  it("writes a ranking with the language's own comma", () => {
    expect(offlineAnswer("哪个户型最便宜？", "zh")).toBe("月供最低：**Blitz（B 型）**，每月 RM2,876。");
    expect(offlineAnswer("ما الأرخص؟", "ar")).toContain("**، RM2,876");
  });

  it("ranks when 'one' is only a word: which one has the highest yield", () => {
    expect(offlineAnswer("Which one has the highest yield?", "en")).toBe("Highest rental yield: **Ardentz (Type A)**, 7.2%.");
  });
});

describe("offlineAnswer follow-ups", () => {
  const turns = (...pairs: string[]): ChatTurn[] =>
    pairs.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));

  it("keeps the unit of the previous question", () => {
    const reply = offlineAnswer("What about its rental?", "en", turns("How big is Blitz?", "Blitz is 743 sq ft."));
    expect(reply).toContain("RM3,100");
    expect(reply).not.toContain("RM5,400");
  });

  it("keeps the unit across several follow-ups", () => {
    const history = turns("How big is Blitz?", "…", "What about its rental?", "…");
    expect(offlineAnswer("And the yield?", "en", history)).toBe("Blitz offers a gross rental yield of **7.0%**.");
  });

  it("keeps the question when only a unit is named", () => {
    expect(offlineAnswer("And Cares?", "en", turns("How big is Blitz?", "…"))).toContain("790 sq ft");
    expect(offlineAnswer("那 Cares 呢？", "zh", turns("Blitz 的租金是多少？", "…"))).toContain("3,350");
  });

  it("widens again when all units are asked about", () => {
    const reply = offlineAnswer("What is the rental for all units?", "en", turns("How big is Blitz?", "…"));
    for (const rent of ["RM5,400", "RM3,100", "RM3,350"]) expect(reply).toContain(rent);
  });

  it("ignores assistant turns when looking for the unit", () => {
    const reply = offlineAnswer("What about the rental?", "en", [{ role: "assistant", content: "Ardentz is lovely." }]);
    for (const rent of ["RM5,400", "RM3,100", "RM3,350"]) expect(reply).toContain(rent);
  });

  it("works across languages", () => {
    expect(offlineAnswer("¿Y el alquiler?", "es", turns("¿Qué tamaño tiene Ardentz?", "…"))).toContain("RM5400");
  });
});

import "server-only";
/**
 * The build compiles the catalogs (next.config.mjs) and formats them with
 * use-intl's format-only runtime, which has no parser and checks less; Jest
 * and the rest of this suite format the JSON as it is. Every message must read
 * the same both ways, in every language, with the arguments the pages pass.
 */
import fs from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import { createTranslator } from "next-intl";
import type { AbstractIntlMessages } from "next-intl";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { messageTexts } from "./messages";

type Catalog = { [key: string]: string | Catalog };
type CreateTranslator = typeof createTranslator;

function load(code: string): Catalog {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "../../../messages", `${code}.json`), "utf8")) as Catalog;
}

/** What the build's catalog loader makes of a catalog: each message compiled, the nesting kept. */
function precompile(catalog: Catalog): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(catalog).map(([k, v]) => [k, typeof v === "string" ? compile(v) : precompile(v)]),
  ) as AbstractIntlMessages;
}

function leaves(catalog: Catalog, prefix = ""): [string, string][] {
  return Object.entries(catalog).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === "string" ? [[key, v] as [string, string]] : leaves(v, key);
  });
}

/** Plural categories of every language (Arabic has all six), and the argument names the pages use. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 102, 1.5];
const argsFor = (n: number) => ({
  count: n,
  number: n,
  current: n,
  total: 7,
  year: 2026,
  provider: "OpenAI",
  brand: "Aurelia",
  unit: "Ardentz",
  hotkey: "alt+T",
  phone: "+60 9-000 0000",
  // The particulars panel's arguments, each a text the page has already formatted.
  name: "Aurelia Residences Kuantan",
  type: "Type A",
  min: "RM800,000",
  max: "RM1,200,000",
  from: "1 January 2026",
  until: "31 December 2027",
  date: "31 December 2125",
  bank: "Maybank",
  quota: "30%",
  discount: "7%",
  // The cards' figures, the server errors' limits.
  amount: "RM4,841",
  area: "121",
  limit: 2000,
  seconds: 30,
  // A chat line's speaker, and a label before its value ("Language: English").
  label: "Language",
  value: "English",
});

let formatOnly: CreateTranslator;

beforeAll(async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
    ({ createTranslator: formatOnly } = await import("next-intl"));
  });
  jest.dontMock("use-intl/format-message");
});

function render(create: CreateTranslator, code: (typeof LOCALE_CODES)[number], messages: AbstractIntlMessages): string[] {
  const errors: string[] = [];
  const t = create({
    locale: code,
    messages,
    timeZone: "Asia/Kuala_Lumpur",
    onError: (e) => errors.push(`${e.code} ${e.message}`),
  });
  // Tags (`<b>{amount}</b>`) read as markup, so each runtime's handling of them is compared too.
  const markup = (chunks: string) => `[${chunks}]`;
  const translate = (key: string, values?: Record<string, unknown>) =>
    t.markup(key as never, { ...(values as Record<string, string | number>), b: markup, call: markup } as never) as string;
  const out = leaves(load(code)).flatMap(([key, source]) =>
    source.includes("{") ? COUNTS.map((n) => `${key} ${n}: ${translate(key, argsFor(n))}`) : [`${key}: ${translate(key)}`],
  );
  expect(errors).toEqual([]);
  return out;
}

describe.each(LOCALE_CODES)("precompiled messages/%s.json", (code) => {
  it("read exactly as the parsed ones", () => {
    const parsed = render(createTranslator, code, load(code) as AbstractIntlMessages);
    expect(render(formatOnly, code, precompile(load(code)))).toEqual(parsed);
  });

  it("give the welcome texts as the catalog's own text", async () => {
    expect(await messageTexts(code, "welcome")).toEqual(load(code).welcome);
  });
});

it("the format-only runtime is the one in use for precompiled messages", () => {
  const t = formatOnly({ locale: "en", messages: { m: compile("{n, plural, one {# park} other {# parks}}") } as AbstractIntlMessages });
  expect((t as unknown as (key: string, values: object) => string)("m", { n: 2 })).toBe("2 parks");
  const parsing = createTranslator({
    locale: "en",
    messages: { m: compile("{n, plural, one {# park} other {# parks}}") } as AbstractIntlMessages,
    onError: () => {},
  });
  expect((parsing as unknown as (key: string, values: object) => string)("m", { n: 2 })).not.toBe("2 parks");
});

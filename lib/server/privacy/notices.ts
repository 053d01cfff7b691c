import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/config/env";
import { typeset } from "@/lib/server/language/typography";
import { parseMarkdown, type Inline } from "@/lib/shared/chat/markdown";
import { site } from "@/lib/shared/config/site";
import { DEFAULT_LOCALE, LOCALE_CODES, localeInfo, type LocaleCode } from "@/lib/shared/i18n/locales";
import { STT_MAX_SECONDS } from "@/lib/shared/speech/stt-upload";
import { privacyConfig } from "./config";
import { SECTION_IDS, type Block, type NoticeFacts, type NoticeSection, type PrivacyNotice, type SectionId } from "./notice-types";
import { fillPlaceholders, type Values } from "./placeholders";
import { PRIVACY_NOTICE_VERSION } from "./version";

export type { NoticeFacts, NoticeSection, PrivacyNotice } from "./notice-types";
export { SECTION_IDS } from "./notice-types";

/** One Markdown file per language, named by its tag (`ms.md` is Bahasa Malaysia, code `my`). */
export const NOTICE_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "content", "privacy");

export function noticeFile(code: LocaleCode): string {
  return path.join(NOTICE_DIR, `${code}.md`);
}

/** The language whose notice a visitor of `code` is shown; stored with the lead as privacy_language. Every language has one. */
export function noticeLanguageFor(code: LocaleCode): LocaleCode {
  return LOCALE_CODES.includes(code) ? code : DEFAULT_LOCALE;
}

/** `retention` comes from the same configuration the retention sweep deletes by (lib/server/retention/periods). */
export function noticeFacts(retention: { leadDays: number; conversationDays: number }): NoticeFacts {
  const g = site.sales.gallery;
  const config = privacyConfig();
  const p = config.processors;
  return {
    controller: config.controllerName,
    controllerAddress: config.controllerAddress,
    dpoEmail: config.contactEmail,
    address: `${g.street}, ${g.postalCode} ${g.city}, ${g.region}, Malaysia`,
    salesPhone: site.sales.phone,
    leadRetentionDays: retention.leadDays,
    conversationRetentionDays: retention.conversationDays,
    audioCacheMb: env().AUDIO_CACHE_MB,
    recordingSeconds: STT_MAX_SECONDS,
    training: config.training,
    processors: { ai: p.AI, speech: p.SPEECH, transcription: p.TRANSCRIPTION, email: p.EMAIL, crm: p.CRM, hosting: p.HOSTING },
    samples: config.samples,
    version: PRIVACY_NOTICE_VERSION,
  };
}

/** A notice file as written: front matter, `# title`, the introduction, then `## Heading {#id}` sections. */
export interface NoticeSource {
  meta: Record<"shown" | "home" | "sample", string>;
  title: string;
  intro: string;
  sections: { id: string; heading: string; markdown: string }[];
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION_HEADING = /^##\s+(.+?)\s+\{#([a-z]+)\}\s*$/;

export function parseNoticeSource(text: string, file = "notice"): NoticeSource {
  // Comments are notes for the translators, never shown.
  const source = text.replace(/\r\n?/g, "\n").replace(/<!--[\s\S]*?-->\n?/g, "");
  const front = FRONT_MATTER.exec(source);
  if (!front) throw new Error(`${file}: no front matter`);
  const meta = Object.fromEntries(
    front[1].split("\n").flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
  for (const key of ["shown", "home", "sample"]) if (!meta[key]) throw new Error(`${file}: front matter has no "${key}"`);
  let title = "";
  const intro: string[] = [];
  const sections: NoticeSource["sections"] = [];
  for (const line of source.slice(front[0].length).split("\n")) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) sections.push({ id: heading[2], heading: heading[1], markdown: "" });
    else if (/^##?\s/.test(line) && !line.startsWith("# "))
      throw new Error(`${file}: a section heading needs an id, "## Heading {#id}": ${line}`);
    else if (line.startsWith("# ") && !title && sections.length === 0) title = line.slice(2).trim();
    else if (sections.length) sections[sections.length - 1].markdown += `${line}\n`;
    else intro.push(line);
  }
  if (!title) throw new Error(`${file}: no "# title"`);
  return {
    meta: meta as NoticeSource["meta"],
    title,
    intro: intro.join("\n").trim(),
    sections: sections.map((s) => ({ ...s, markdown: s.markdown.trim() })),
  };
}

const sources = new Map<LocaleCode, NoticeSource>();

/** Read once per process: at build time, the page is rendered from it. */
export function noticeSource(code: LocaleCode): NoticeSource {
  let source = sources.get(code);
  if (!source) {
    const file = noticeFile(code);
    source = parseNoticeSource(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file));
    const ids = source.sections.map((s) => s.id).join(",");
    if (ids !== SECTION_IDS.join(",")) throw new Error(`${file}: sections must be ${SECTION_IDS.join(", ")} in that order; found ${ids}`);
    sources.set(code, source);
  }
  return source;
}

/** What the notice quotes from under the chat: its note, and the control that objects to training. */
interface ChatWords {
  note: string;
  trainingObjection: string;
}

const chatWordsByCode = new Map<LocaleCode, ChatWords>();

/** The chat's own words, as the visitor reads them under the chat (messages/<code>.json): the notice quotes them. */
function chatWords(code: LocaleCode): ChatWords {
  let words = chatWordsByCode.get(code);
  if (words === undefined) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "messages", `${code}.json`);
    const { note, trainingObjection } = (JSON.parse(fs.readFileSync(file, "utf8")) as { chat: ChatWords }).chat;
    words = { note, trainingObjection };
    chatWordsByCode.set(code, words);
  }
  return words;
}

/** Every placeholder a notice may use, filled from the facts in the language `tag`. */
export function noticeValues(code: LocaleCode, f: NoticeFacts): Values {
  const { dir } = localeInfo(code);
  const tag = code;
  // A configured name in Latin letters ends in a full stop ("Sdn. Bhd.", "L.L.C."): in right-to-left
  // text the stop would jump to the name's other end, so each is isolated left to right (U+2066…U+2069).
  const named = (value: string) => (dir === "rtl" && /\p{Script=Latin}/u.test(value) ? `\u2066${value}\u2069` : value);
  const regions = new Intl.DisplayNames([tag], { type: "region" });
  const list = new Intl.ListFormat(tag, { type: "conjunction" });
  const countries = (codes: readonly string[]) => list.format(codes.map((c) => regions.of(c) ?? c));
  const providers = Object.fromEntries(
    Object.entries(f.processors).flatMap(([role, p]) => [
      [`${role}Provider`, named(p.name)],
      [`${role}Countries`, countries(p.countries)],
    ]),
  );
  return {
    controller: named(f.controller),
    controllerAddress: named(f.controllerAddress),
    contactEmail: f.dpoEmail,
    galleryAddress: f.address,
    salesPhone: f.salesPhone,
    leadDays: f.leadRetentionDays,
    conversationDays: f.conversationRetentionDays,
    audioCacheMb: f.audioCacheMb,
    recordingSeconds: f.recordingSeconds,
    training: f.training,
    version: f.version,
    chatNote: chatWords(code).note,
    objectionControl: chatWords(code).trainingObjection,
    ...providers,
  };
}

const inlineText = (nodes: Inline[]): string =>
  nodes
    .map((n) => (n.kind === "text" ? n.text : inlineText(n.children)))
    .join("")
    .replace(/\s*\n\s*/g, " ");

/** A section's Markdown as plain-text blocks, as the page shows them. */
function plainBlocks(markdown: string): Block[] {
  return parseMarkdown(markdown, { origin: site.url }).map((b) =>
    b.kind === "paragraph" ? inlineText(b.children) : b.items.map(inlineText),
  );
}

export function privacyNotice(code: LocaleCode, facts: NoticeFacts): { language: LocaleCode; notice: PrivacyNotice } {
  const language = noticeLanguageFor(code);
  const source = noticeSource(language);
  const tag = language;
  const values = noticeValues(language, facts);
  // The notice is generated text like the consultant's: French gets its no-break spaces here too.
  const fill = (text: string) => typeset(language, fillPlaceholders(text, values, tag));
  const sections = Object.fromEntries(
    source.sections.map((s): [SectionId, NoticeSection] => {
      const markdown = fill(s.markdown);
      return [s.id as SectionId, { heading: fill(s.heading), markdown, body: plainBlocks(markdown) }];
    }),
  ) as Record<SectionId, NoticeSection>;
  return {
    language,
    notice: {
      title: fill(source.title),
      shown: fill(source.meta.shown),
      intro: fill(source.intro),
      home: fill(source.meta.home),
      sample: facts.samples.length ? fill(source.meta.sample) : null,
      sections,
    },
  };
}

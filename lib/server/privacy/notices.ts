import "server-only";
import { site } from "@/lib/shared/config/site";
import { DEFAULT_LOCALE, type LocaleCode } from "@/lib/shared/i18n/locales";
import { noticeAr } from "./notice-ar";
import { noticeDe } from "./notice-de";
import { noticeEn } from "./notice-en";
import { noticeEs } from "./notice-es";
import { noticeFr } from "./notice-fr";
import { noticeHi } from "./notice-hi";
import { noticeMs } from "./notice-ms";
import type { NoticeFacts, NoticeWriter, PrivacyNotice } from "./notice-types";
import { noticeRu } from "./notice-ru";
import { noticeZh } from "./notice-zh";
import { PRIVACY_CONTACT_EMAIL, PRIVACY_NOTICE_VERSION } from "./version";

export type { NoticeFacts, NoticeSection, PrivacyNotice } from "./notice-types";
export { SECTION_IDS } from "./notice-types";

/** Keyed by the product's language code (`my` is Bahasa Malaysia, tag `ms`). A missing one falls back to English. */
const NOTICES: Partial<Record<LocaleCode, NoticeWriter>> = {
  en: noticeEn,
  my: noticeMs,
  zh: noticeZh,
  hi: noticeHi,
  ru: noticeRu,
  es: noticeEs,
  fr: noticeFr,
  de: noticeDe,
  ar: noticeAr,
};

/** The language whose notice a visitor of `code` is shown; stored with the lead as privacy_language. */
export function noticeLanguageFor(code: LocaleCode): LocaleCode {
  return NOTICES[code] ? code : DEFAULT_LOCALE;
}

/** `retention` comes from the same configuration the retention sweep deletes by (lib/server/retention/periods). */
export function noticeFacts(retention: { leadDays: number; conversationDays: number }): NoticeFacts {
  const g = site.sales.gallery;
  return {
    controller: site.name,
    dpoEmail: PRIVACY_CONTACT_EMAIL,
    address: `${g.street}, ${g.postalCode} ${g.city}, ${g.region}, Malaysia`,
    salesPhone: site.sales.phone,
    leadRetentionDays: retention.leadDays,
    conversationRetentionDays: retention.conversationDays,
    version: PRIVACY_NOTICE_VERSION,
  };
}

export function privacyNotice(code: LocaleCode, facts: NoticeFacts): { language: LocaleCode; notice: PrivacyNotice } {
  const language = noticeLanguageFor(code);
  const write = NOTICES[language] ?? noticeEn;
  return { language, notice: write(facts) };
}

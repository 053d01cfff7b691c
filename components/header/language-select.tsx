"use client";

import { useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { LOCALES, LOCALE_COOKIE, codeFromTag, localeInfo, resolveLocale } from "@/lib/i18n/locales";
import styles from "./header.module.css";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Switching language keeps the visitor on the page: the choice is saved in a
 * cookie and the link, and the server re-renders the page in place.
 */
export function LanguageSelect() {
  const t = useTranslations("site");
  const current = codeFromTag(useLocale());
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(value: string) {
    const code = resolveLocale(value);
    const info = localeInfo(code);
    document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    const url = new URL(window.location.href);
    url.searchParams.set("lang", code);
    window.history.replaceState(window.history.state, "", url);
    document.documentElement.lang = info.tag;
    document.documentElement.dir = info.dir;
    startTransition(() => router.refresh());
  }

  return (
    <label className={styles.language} data-pending={pending || undefined}>
      <span className="visually-hidden">{t("language")}</span>
      <select value={current} onChange={(e) => choose(e.target.value)} aria-label={t("language")} data-testid="language-select">
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.flag} {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

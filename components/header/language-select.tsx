"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { LOCALES, LOCALE_COOKIE, resolveLocale, localeInfo, localePath, type LocaleCode } from "@/lib/shared/i18n/locales";
import { usePathname } from "@/lib/shared/i18n/navigation";
import { FIRST_ACTIONS_ATTRIBUTE } from "@/lib/shared/ui/first-action";
import { useFirstActionRegion } from "@/lib/client/ui/first-actions";
import { Flag } from "./flag";
import styles from "./header.module.css";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The choice that `/` honours on the next visit (proxy.ts). */
function remember(code: LocaleCode): void {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * The nine languages as links to the same page in each (`/`, `/ms`, `/ar/privacy`…):
 * choosing one is a soft navigation, and nothing changes while a keyboard user
 * is still moving through the list, since only Enter (or a click) follows a link.
 * `currentFlag` is the button's flag when the page draws it (the home page's header, inside the
 * page); otherwise the current language's flag file.
 */
export function LanguageSelect({ currentFlag }: { currentFlag?: ReactNode }) {
  const t = useTranslations("site");
  const current = localeInfo(resolveLocale(useLocale()));
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // The closed menu's flags are not drawn, so the page fetches only the current one; the others come as
  // the visitor reaches for the menu (hover or focus), ahead of its opening.
  const [reached, setReached] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A press on the menu before this ran opens it as this arrives (lib/shared/ui/first-action.ts).
  useFirstActionRegion(root, "language");

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.language} {...{ [FIRST_ACTIONS_ATTRIBUTE]: "language" }}>
      <button
        ref={button}
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("labelled", { label: t("language"), value: current.name })}
        data-testid="language-select"
        data-value={current.code}
        onPointerEnter={() => setReached(true)}
        onFocus={() => setReached(true)}
        onClick={() => setOpen((value) => !value)}
      >
        {currentFlag ?? <Flag country={current.flag} />}
        <span lang={current.code}>{current.name}</span>
      </button>
      <ul id={listId} className={styles.languageList} hidden={!open} aria-label={t("language")}>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <Link
              // Built here, not by next-intl's Link, which would write English as /en (a redirect away).
              href={localePath(l.code, pathname)}
              hrefLang={l.code}
              lang={l.code}
              prefetch={false}
              aria-current={l.code === current.code ? "true" : undefined}
              data-testid="language-option"
              data-value={l.code}
              onClick={() => {
                remember(l.code);
                setOpen(false);
              }}
            >
              {(reached || open) && <Flag country={l.flag} />}
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { FlagCountry } from "@/lib/shared/i18n/locales";
import styles from "./header.module.css";

/**
 * A language's flag: an SVG file of the site's own (public/flags, from scripts/copy-flags.ts), so no
 * drawing travels in the page's JavaScript. Low priority leaves the way to the hero picture, and keeps
 * React from preloading the flag in the head. Decoration only, as the language's name follows it.
 * `src` replaces the file, for the home page's button, which carries its flag inside the page.
 */
export function Flag({ country, src = `/flags/${country}.svg` }: { country: FlagCountry; src?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG: nothing for the image optimizer to do
    <img className={styles.flag} src={src} alt="" width={24} height={16} fetchPriority="low" data-flag={country} />
  );
}

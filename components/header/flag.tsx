import type { FlagCountry } from "@/lib/i18n/locales";
import styles from "./header.module.css";

/**
 * A language's flag: an SVG file of the site's own (public/flags, from scripts/copy-flags.ts), so no
 * drawing travels in the page's JavaScript. Low priority leaves the way to the hero picture, and keeps
 * React from preloading the flag in the head. Decoration only, as the language's name follows it.
 */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG: nothing for the image optimizer to do
    <img className={styles.flag} src={`/flags/${country}.svg`} alt="" width={24} height={16} fetchPriority="low" data-flag={country} />
  );
}

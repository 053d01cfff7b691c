import CN from "country-flag-icons/react/3x2/CN";
import DE from "country-flag-icons/react/3x2/DE";
import ES from "country-flag-icons/react/3x2/ES";
import FR from "country-flag-icons/react/3x2/FR";
import GB from "country-flag-icons/react/3x2/GB";
import IN from "country-flag-icons/react/3x2/IN";
import MY from "country-flag-icons/react/3x2/MY";
import RU from "country-flag-icons/react/3x2/RU";
import SA from "country-flag-icons/react/3x2/SA";
import type { FlagCountry } from "@/lib/i18n/locales";
import styles from "./header.module.css";

// One import per flag, so the page's JavaScript carries these nine and no others.
const FLAGS: Record<FlagCountry, typeof GB> = { CN, DE, ES, FR, GB, IN, MY, RU, SA };

/** A language's flag, drawn inline as SVG; decoration only, as the language's name follows it. */
export function Flag({ country }: { country: FlagCountry }) {
  const Drawing = FLAGS[country];
  return <Drawing className={styles.flag} aria-hidden="true" data-flag={country} />;
}

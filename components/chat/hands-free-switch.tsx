"use client";

import { useTranslations } from "next-intl";
import styles from "./chat.module.css";

/** On: the microphone opens again after each spoken reply. */
export function HandsFreeSwitch({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const t = useTranslations("chat");
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.handsFree} onClick={onToggle} data-testid="hands-free">
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      {t("handsFree")}
    </button>
  );
}

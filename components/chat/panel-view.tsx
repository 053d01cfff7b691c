import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/shared/i18n/navigation";
import styles from "./chat.module.css";

/**
 * The chat panel's frame and privacy note (the spec's words, then the notice's link and the objection
 * to training), around the parts the live chat and the server's first drawing fill in.
 */
export function PanelView({
  list,
  refusal,
  composer,
  actions,
  objection,
}: {
  list: ReactNode;
  refusal?: ReactNode;
  composer: ReactNode;
  actions: ReactNode;
  /** The control that objects to the training the note announces (./training-objection). */
  objection: ReactNode;
}) {
  const t = useTranslations("chat");
  return (
    <div className={styles.panel} data-testid="chat-panel">
      {list}
      <div className={styles.footer}>
        {refusal}
        {composer}
        <div className={styles.actions}>{actions}</div>
        <p className={styles.note}>
          {t("note")}{" "}
          <Link href="/privacy" prefetch={false}>
            {t("privacyLink")}
          </Link>
          {" · "}
          {objection}
        </p>
      </div>
    </div>
  );
}

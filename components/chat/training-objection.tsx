import { useTranslations } from "next-intl";
import styles from "./chat.module.css";

/**
 * Under the chat's note, which says the conversation is recorded for training: the visitor's way to
 * object. Pressing it sends the objection as the visitor's own message, which the server stores with
 * the conversation and its lead and the consultant confirms; typing the same words does the same.
 * Once confirmed, it says so instead.
 */
export function TrainingObjection({ confirmed, disabled, onObject }: { confirmed: boolean; disabled?: boolean; onObject?(): void }) {
  const t = useTranslations("chat");
  if (confirmed)
    return (
      <span className={styles.objected} data-testid="training-objected">
        {t("trainingObjected")}
      </span>
    );
  return (
    <button type="button" className={styles.objection} onClick={onObject} disabled={disabled} data-testid="training-objection">
      {t("trainingObjection")}
    </button>
  );
}

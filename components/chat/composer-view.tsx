import type { KeyboardEventHandler, Ref } from "react";
import { useTranslations } from "next-intl";
import styles from "./chat.module.css";

export interface ComposerViewProps {
  /** Absent in the server's first drawing: the box is then uncontrolled, and what is typed there is handed to the live chat. */
  value?: string;
  onChange?(value: string): void;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  onSend?(): void;
  disabled: boolean;
  showHint: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The text box and send button as drawn; the behaviour is the Composer's. */
export function ComposerView({ value, onChange, onKeyDown, onSend, disabled, showHint, inputRef }: ComposerViewProps) {
  const t = useTranslations();
  return (
    <div className={styles.composer}>
      <textarea
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        onKeyDown={onKeyDown}
        placeholder={t("site.typePlaceholder")}
        aria-label={t("site.typePlaceholder")}
        disabled={disabled}
        rows={1}
        data-testid="chat-input"
      />
      <div className={styles.sendWrap}>
        {showHint && (
          <span className={styles.sendHint} role="status" data-testid="send-hint">
            {t("chat.sendHint")}
          </span>
        )}
        <button
          type="button"
          className={styles.send}
          onClick={onSend}
          disabled={disabled || !value?.trim()}
          aria-label={t("chat.send")}
          data-hint={showHint || undefined}
          data-testid="chat-send"
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor" className={styles.sendIcon}>
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </div>
    </div>
  );
}

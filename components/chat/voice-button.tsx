import { useTranslations } from "next-intl";
import styles from "./chat.module.css";

type VoiceState = "off" | "setting-up" | "ready" | "listening";

export function VoiceButton({ state, highlighted, onPress }: { state: VoiceState; highlighted: boolean; onPress?(): void }) {
  const t = useTranslations();
  const label =
    state === "setting-up"
      ? t("chat.settingUp")
      : state === "listening"
        ? t("chat.listening")
        : state === "ready"
          ? t("site.startConversation")
          : t("chat.enableVoice");
  return (
    <div className={styles.voiceWrap}>
      {highlighted && (
        <span className={styles.clickHere} data-testid="voice-highlight">
          {t("chat.clickHere")}
        </span>
      )}
      <button
        type="button"
        className={styles.voice}
        onClick={onPress}
        data-state={state}
        data-highlighted={highlighted || undefined}
        aria-pressed={state === "listening"}
        disabled={state === "setting-up"}
        data-testid="voice-button"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1A7 7 0 0 0 19 11h-2Z" />
        </svg>
        {label}
      </button>
    </div>
  );
}

import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/shared/chat/types";
import styles from "./chat.module.css";

/**
 * Plays a reply aloud. While playing it reads "Playing..." and looks disabled;
 * pressing it then stops and rewinds.
 */
interface PlayButtonProps {
  message: ChatMessage;
  /** The reply as plain text: its start tells one Play button from the next to a screen reader. */
  excerpt: string;
  mobile: boolean;
  /** Absent in the server's first drawing, which the live chat replaces before anyone can press it. */
  onPlay?(): void;
}

const EXCERPT_LENGTH = 60;

export function PlayButton({ message, excerpt, mobile, onPlay }: PlayButtonProps) {
  const t = useTranslations();
  const playing = Boolean(message.isPlaying);
  const label = playing ? t("chat.playing") : t("site.play");
  const words = excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, "")}…` : excerpt;
  return (
    <div className={styles.playRow}>
      <button
        type="button"
        className={styles.play}
        onClick={onPlay}
        aria-disabled={playing || undefined}
        aria-pressed={playing}
        data-ready={message.audioReady || undefined}
        data-mobile={mobile || undefined}
        data-testid="play-button"
        // The visible word first (WCAG 2.5.3), then which reply it plays.
        aria-label={t("site.labelled", { label, value: words })}
      >
        <span aria-hidden="true">{playing ? "■" : "▶"}</span>
        {label}
      </button>
      {mobile && !playing && <span className={styles.tapHint}>{t("chat.tapToPlay")}</span>}
    </div>
  );
}

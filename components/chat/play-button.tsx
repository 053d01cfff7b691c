"use client";

import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/chat/types";
import styles from "./chat.module.css";

/**
 * Plays a reply aloud. While playing it reads "Playing..." and looks disabled;
 * pressing it then stops and rewinds.
 */
export function PlayButton({ message, mobile, onPlay }: { message: ChatMessage; mobile: boolean; onPlay(): void }) {
  const t = useTranslations();
  const playing = Boolean(message.isPlaying);
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
      >
        <span aria-hidden="true">{playing ? "■" : "▶"}</span>
        {playing ? t("chat.playing") : t("site.play")}
      </button>
      {mobile && !playing && <span className={styles.tapHint}>{t("chat.tapToPlay")}</span>}
    </div>
  );
}

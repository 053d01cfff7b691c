"use client";

import { askAboutUnit } from "@/components/chat/chat-events";
import styles from "./units.module.css";

/** Takes the visitor to the chat with a question about this unit ready to send. */
export function DiscussButton({ unitName, label }: { unitName: string; label: string }) {
  return (
    <a href="#chat" className={styles.discuss} onClick={() => askAboutUnit(unitName)}>
      {label}
    </a>
  );
}

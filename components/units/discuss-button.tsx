"use client";

import type { MouseEvent } from "react";
import { askAboutUnit } from "@/components/chat/chat-events";
import styles from "./units.module.css";

/** Takes the visitor to the chat with a question about this unit ready to send. */
export function DiscussButton({ unitName, label }: { unitName: string; label: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Following "#chat" would move the focus to the section, away from the chat box the question is put in.
    event.preventDefault();
    document.getElementById("chat")?.scrollIntoView({ block: "start" });
    window.history.replaceState(window.history.state, "", "#chat");
    askAboutUnit(unitName);
  }
  return (
    <a href="#chat" className={styles.discuss} onClick={onClick}>
      {label}
    </a>
  );
}

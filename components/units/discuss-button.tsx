"use client";

import { useRef, type MouseEvent } from "react";
import { askAboutUnit } from "@/components/chat/chat-events";
import { useFirstActionRegion } from "@/lib/client/ui/first-actions";
import { ASK_ATTRIBUTE, FIRST_ACTIONS_ATTRIBUTE } from "@/lib/shared/ui/first-action";
import styles from "./units.module.css";

/**
 * Takes the visitor to the chat with a question about this unit ready to send. Pressed before this
 * has run, the page's first-action script takes the visitor there and the live chat puts the
 * question (lib/shared/ui/first-action.ts).
 */
export function DiscussButton({ unitName, label }: { unitName: string; label: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useFirstActionRegion(link, "discuss");
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Following "#chat" would move the focus to the section, away from the chat box the question is put in.
    event.preventDefault();
    document.getElementById("chat")?.scrollIntoView({ block: "start" });
    window.history.replaceState(window.history.state, "", "#chat");
    askAboutUnit(unitName);
  }
  return (
    <a
      ref={link}
      href="#chat"
      className={styles.discuss}
      onClick={onClick}
      {...{ [FIRST_ACTIONS_ATTRIBUTE]: "discuss", [ASK_ATTRIBUTE]: unitName }}
    >
      {label}
    </a>
  );
}

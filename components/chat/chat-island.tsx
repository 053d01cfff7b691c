"use client";

import { startTransition, useCallback, useEffect, useState, type ReactNode } from "react";
import { EMPTY_BOX, boxWatch } from "@/lib/client/chat/drawn-box";
import { hasFirstActions, interactedEarlier } from "@/lib/client/ui/first-actions";
import { onFirstInteraction } from "@/lib/client/ui/first-interaction";
import { pagePressTracker } from "@/lib/client/ui/press";
import { onUnitAsked } from "./chat-events";
import type { ChatPanel as LiveChat, Handover } from "./chat-panel";
import styles from "./chat.module.css";

/** The server-drawn chat's text box, while it is in the page. */
const drawnBox = () => document.querySelector<HTMLTextAreaElement>(`.${styles.shell} [data-testid="chat-input"]`);

// Loaded once per document: a later page of it (a language switch) starts live.
let LivePanel: typeof LiveChat | undefined;

let panelLoading: Promise<typeof import("./chat-panel")> | undefined;
function loadPanel() {
  panelLoading ??= import("./chat-panel").catch((error: unknown) => {
    panelLoading = undefined;
    throw error;
  });
  return panelLoading;
}

// A visitor who pressed something before the framework ran is waiting for the live chat: its code is asked for as
// this module is evaluated, so that on a slow phone its download overlaps hydration rather than following it.
// Presses are followed from now on, so that the drawn chat is never swapped under one (lib/client/ui/press.ts).
if (typeof window !== "undefined") {
  pagePressTracker();
  if (interactedEarlier() || hasFirstActions("send", "voice", "play", "ask", "object")) loadPanel().catch(() => {});
}

/**
 * The server-drawn chat until the visitor first does something, then the live
 * one, whose code is fetched then: the chat and its voice are the page's largest
 * script, and nobody can use them before scrolling, tapping or tabbing to them.
 * The drawn chat stays until the live one has loaded and takes over whatever was
 * typed in its box, so the swap is not seen. What the visitor pressed in the
 * drawn chat meanwhile (Enter, send, "Enable Voice Assistant", Play) the page's
 * first-action script recorded (lib/shared/ui/first-action.ts), and the live
 * chat does as it arrives.
 */
export function ChatIsland({ welcomes, shell }: { welcomes: string[]; shell: ReactNode }) {
  const [handover, setHandover] = useState<Handover | null>(() => (LivePanel ? { drawn: () => EMPTY_BOX } : null));
  const [attempt, setAttempt] = useState(0);
  const [watch] = useState(() => boxWatch(drawnBox));
  // Read as React takes the drawn chat out of the page, before the live one's effects run: keys pressed
  // while the live chat was being drawn went to the drawn box, and its focus is gone once it has left.
  const leaving = useCallback((shell: HTMLDivElement | null) => (shell ? () => watch.leave() : undefined), [watch]);

  useEffect(() => {
    if (handover) return;
    let started = false;
    const goLive = () => {
      if (started) return;
      started = true;
      loadPanel().then(
        (module) => {
          LivePanel = module.ChatPanel;
          // Not under a press: the pointer down that asked for this code may not have become a click yet.
          pagePressTracker().afterPress(() => startTransition(() => setHandover({ drawn: watch.read })));
        },
        (error: unknown) => {
          // A dropped connection or a deploy in between: the next interaction tries again.
          console.error("Could not load the chat:", error);
          setAttempt((n) => n + 1);
        },
      );
    };
    // The question itself waits for the live chat, which takes it as it arrives (chat-events.ts).
    const stopAsking = onUnitAsked(goLive);
    const stopWaiting = onFirstInteraction(goLive);
    // A visitor who reached the drawn box before this script ran is already using it.
    const reached = drawnBox();
    if (reached && (reached.value || document.activeElement === reached)) goLive();
    // So is one who pressed something of the chat's, or a unit card's "Discuss with AI" (a key, tap or scroll
    // before this effect listened starts it too: onFirstInteraction counts those).
    if (hasFirstActions("send", "voice", "play", "ask", "object")) goLive();
    return () => {
      stopAsking();
      stopWaiting();
    };
  }, [handover, attempt, watch]);

  if (!handover || !LivePanel)
    return (
      <div ref={leaving} className={styles.shell} data-testid="chat-shell">
        {shell}
      </div>
    );
  return <LivePanel welcomes={welcomes} handover={handover} />;
}

"use client";

import { recordFirstAction } from "@/lib/client/ui/first-actions";

/** Lets other sections (the unit cards) hand a question to the chat without sharing state. */
const ASK_EVENT = "site:ask-about-unit";

// The chat's listeners in the page: none while the chat has not hydrated yet.
let listening = 0;

/** Hands the question to the chat; one asked before the chat listens waits for it (lib/client/ui/first-actions.ts). */
export function askAboutUnit(unitName: string): void {
  if (listening === 0) recordFirstAction({ type: "ask", unit: unitName });
  window.dispatchEvent(new CustomEvent<string>(ASK_EVENT, { detail: unitName }));
}

export function onAskAboutUnit(handler: (unitName: string) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<string>).detail);
  window.addEventListener(ASK_EVENT, listener);
  listening++;
  return () => {
    window.removeEventListener(ASK_EVENT, listener);
    listening--;
  };
}

"use client";

import { recordFirstAction } from "@/lib/client/ui/first-actions";

/** Lets other sections (the unit cards) hand a question to the chat without sharing state. */
const ASK_EVENT = "site:ask-about-unit";

// The live chat's listeners in the page: none until it is there and listening.
let answering = 0;

/**
 * Hands the question to the live chat. One asked before the live chat listens waits for it
 * (lib/client/ui/first-actions.ts), and the drawn chat is told to bring it.
 */
export function askAboutUnit(unitName: string): void {
  if (answering === 0) recordFirstAction({ type: "ask", unit: unitName });
  window.dispatchEvent(new CustomEvent<string>(ASK_EVENT, { detail: unitName }));
}

/** For the live chat, which puts the question in its box. */
export function onAskAboutUnit(handler: (unitName: string) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<string>).detail);
  window.addEventListener(ASK_EVENT, listener);
  answering++;
  return () => {
    window.removeEventListener(ASK_EVENT, listener);
    answering--;
  };
}

/** For the drawn chat: a question is waiting, and the live chat should come for it. */
export function onUnitAsked(start: () => void): () => void {
  const listener = () => start();
  window.addEventListener(ASK_EVENT, listener);
  return () => window.removeEventListener(ASK_EVENT, listener);
}

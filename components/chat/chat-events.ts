"use client";

/** Lets other sections (the unit cards) hand a question to the chat without sharing state. */
const ASK_EVENT = "site:ask-about-unit";

export function askAboutUnit(unitName: string): void {
  window.dispatchEvent(new CustomEvent<string>(ASK_EVENT, { detail: unitName }));
}

export function onAskAboutUnit(handler: (unitName: string) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<string>).detail);
  window.addEventListener(ASK_EVENT, listener);
  return () => window.removeEventListener(ASK_EVENT, listener);
}

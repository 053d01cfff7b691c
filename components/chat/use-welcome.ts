"use client";

import { useSyncExternalStore } from "react";
import { pickWelcome } from "@/lib/shared/chat/welcome";

// The visit's pick for the language on screen; a new language draws again.
let current: { key: string; text: string } | undefined;

function pickFor(texts: readonly string[], key: string): string {
  if (current?.key !== key) current = { key, text: current ? pickWelcome(texts) : drawnWelcome(texts) };
  return current.text;
}

const unchanging = () => () => {};

/** The welcome the server-drawn chat shows: the pre-paint script's pick (`data-welcome` on <html>), or the first. */
function drawnWelcome(texts: readonly string[]): string {
  const index = Number(document.documentElement.dataset.welcome ?? 0);
  return texts[Number.isInteger(index) && index >= 0 && index < texts.length ? index : 0] ?? "";
}

/**
 * One of the language's welcome texts, at random for each visit. The live chat
 * first takes the one the server-drawn chat already shows, so it never changes
 * under the reader; a language switch draws again.
 */
export function useWelcome(texts: readonly string[]): string {
  // Keyed by content: a new array with the same texts is the same language.
  const key = texts.join("\u0000");
  // The live chat is drawn in the browser only; the server's snapshot is never used but must exist.
  return useSyncExternalStore(
    unchanging,
    () => pickFor(texts, key),
    () => texts[0] ?? "",
  );
}

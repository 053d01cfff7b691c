"use client";

import { useSyncExternalStore } from "react";
import { pickWelcome } from "@/lib/chat/welcome";

// The visit's pick for the language on screen; a new language draws again.
let current: { key: string; text: string } | undefined;

function pickFor(texts: readonly string[], key: string): string {
  if (current?.key !== key) current = { key, text: pickWelcome(texts) };
  return current.text;
}

const unchanging = () => () => {};

/**
 * One of the language's welcome texts, at random for each visit. The page is
 * built once per language, so its HTML carries the first text; the visit's own
 * pick replaces it as hydration ends, before the visitor can have typed.
 */
export function useWelcome(texts: readonly string[]): string {
  // Keyed by content: a new array with the same texts is the same language.
  const key = texts.join("\u0000");
  return useSyncExternalStore(
    unchanging,
    () => pickFor(texts, key),
    () => texts[0] ?? "",
  );
}

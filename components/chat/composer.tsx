"use client";

import { useEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { isSendKey } from "@/lib/client/chat/send-key";
import { ComposerView } from "./composer-view";

export const MIN_INPUT_PX = 40;
export const MAX_INPUT_PX = 200;
export const SEND_HINT_DELAY_MS = 3000;
export const INPUT_POLL_MS = 100;

interface ComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The text box and send button: Enter sends, Shift+Enter breaks the line, the box grows to 200 px. */
export function Composer({ value, onChange, onSend, disabled, inputRef }: ComposerProps) {
  const showHint = useSendHint(inputRef);

  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    box.style.height = "auto";
    // The box is border-box: its height must include the borders scrollHeight leaves out.
    const borders = box.offsetHeight - box.clientHeight;
    box.style.height = `${Math.min(MAX_INPUT_PX, Math.max(MIN_INPUT_PX, box.scrollHeight + borders))}px`;
  }, [value, inputRef]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isSendKey(event.nativeEvent)) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <ComposerView
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onSend={onSend}
      disabled={disabled}
      showHint={showHint}
      inputRef={inputRef}
    />
  );
}

/**
 * Polls the box (as the product always has, so text put there by speech or
 * autofill counts too) and shows the hint after 3 s of unsent text.
 */
function useSendHint(inputRef: RefObject<HTMLTextAreaElement | null>): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let since: number | null = null;
    let last = "";
    const timer = window.setInterval(() => {
      const text = inputRef.current?.value.trim() ?? "";
      if (!text) since = null;
      else if (since === null || text !== last) since = since ?? Date.now();
      last = text;
      setShow(since !== null && Date.now() - since >= SEND_HINT_DELAY_MS);
    }, INPUT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [inputRef]);
  return show;
}

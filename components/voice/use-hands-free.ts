"use client";

import { useCallback, useState } from "react";

/**
 * Hands-free conversation: while it is on, a reply heard to its end opens the
 * microphone again. The loop ends by itself when nothing is said (no reply
 * follows to reopen it), or when it is switched off.
 */
export function useHandsFree(listenAgain: () => void) {
  const [on, setOn] = useState(false);
  const toggle = useCallback(() => setOn((value) => !value), []);
  const replySpoken = useCallback(() => {
    if (on) listenAgain();
  }, [listenAgain, on]);
  return { on, toggle, replySpoken };
}

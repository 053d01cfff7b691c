import { interactedEarlier } from "./first-actions";

/*
 * The events that say a visitor is doing something with the page: a pointer or a key
 * pressed, a touch, a wheel turned, the page scrolled, the focus moved. Code that
 * nobody needs before then (the live chat, the toasts) waits for the first of them,
 * so the first seconds of a phone's connection go to what the visitor sees.
 */
const EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;

/**
 * Calls `start` once, on the visitor's first interaction with the page; returns a cancel. An interaction made before
 * this code ran counts: a key, tap or wheel the page's first-action script saw, or a scroll that has moved the page.
 * On a slow phone that is the usual case, and the code it starts must not wait for a second one.
 */
export function onFirstInteraction(start: () => void, target: Window = window): () => void {
  if (interactedEarlier() || target.scrollY > 0) {
    start();
    return () => {};
  }
  let done = false;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of EVENTS) target.removeEventListener(type, fire, options);
  };
  function fire() {
    if (done) return;
    done = true;
    cancel();
    start();
  }
  for (const type of EVENTS) target.addEventListener(type, fire, options);
  return cancel;
}

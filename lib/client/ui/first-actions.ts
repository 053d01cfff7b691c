import { useEffect, type RefObject } from "react";
import { LIVE_ATTRIBUTE, type FirstAction, type FirstActions } from "@/lib/shared/ui/first-action";

/*
 * What the visitor pressed before the part of the page that answers had arrived,
 * as the page's first-action script recorded it (lib/shared/ui/first-action.ts).
 * Each press is taken once, by the component that answers it.
 */

declare global {
  interface Window {
    __firstActions?: FirstActions;
  }
}

const record = (): FirstActions | undefined => (typeof window === "undefined" ? undefined : window.__firstActions);

type Of<T extends FirstAction["type"]> = Extract<FirstAction, { type: T }>;

/** Takes the recorded presses of these kinds (that `also` accepts), oldest first; the others stay. */
export function takeFirstActions<T extends FirstAction["type"]>(
  types: readonly T[],
  also: (action: Of<T>) => boolean = () => true,
): Of<T>[] {
  const actions = record();
  if (!actions) return [];
  const taken: Of<T>[] = [];
  const rest: FirstAction[] = [];
  for (const action of actions.queue) {
    if ((types as readonly string[]).includes(action.type) && also(action as Of<T>)) taken.push(action as Of<T>);
    else rest.push(action);
  }
  actions.queue = rest;
  return taken;
}

/** Whether the visitor pressed a key, tapped, touched or turned the wheel before this code ran. */
export function interactedEarlier(): boolean {
  return record()?.interacted === true;
}

/** Whether presses of these kinds are waiting. */
export function hasFirstActions(...types: FirstAction["type"][]): boolean {
  return record()?.queue.some((action) => types.includes(action.type)) ?? false;
}

/** The audio element and context a press on the drawn "Enable Voice Assistant" unlocked, if any. */
export function firstActionAudio(): { audio?: HTMLAudioElement; context?: AudioContext } {
  const actions = record();
  return { audio: actions?.audio, context: actions?.context };
}

/** Records a press for the component that will answer it, as the first-action script does. */
export function recordFirstAction(action: FirstAction): void {
  if (typeof window === "undefined") return;
  (window.__firstActions ??= { queue: [] }).queue.push(action);
}

/**
 * For a region the first-action script answers (`data-first-actions={name}` on
 * the element of `ref`): marks it live once its component's effects run, so
 * that presses from then on are the component's own, and presses again each
 * control the visitor pressed before then, once and in order. Until the mark
 * the script keeps every press from the component, so none is answered twice.
 */
export function useFirstActionRegion(ref: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    region.setAttribute(LIVE_ATTRIBUTE, "");
    const pressed = takeFirstActions(["click"], (action) => action.region === name);
    for (const { control } of pressed) region.querySelectorAll<HTMLElement>("a,button")[control]?.click();
  }, [ref, name]);
}

import type { UnitKey } from "@/lib/config/site";
import type { ChatTurn } from "@/lib/assistant/provider";
import { UNIT_INTENTS, type Intent } from "./intent-types";
import { detectIntent, mentionsAllUnits } from "./intents";
import { detectUnits } from "./units";

/** What a user turn is about once earlier turns are taken into account. */
export interface Focus {
  intent: Intent;
  /** Empty means all units. */
  units: UnitKey[];
}

/**
 * A message that names no unit keeps the units of the conversation so far
 * ("What about its rental?" after asking about Blitz); one that names only a
 * unit keeps the question ("And Cares?" after a size question).
 */
export function resolveFocus(message: string, previous: Focus | null): Focus {
  const named = detectUnits(message);
  const detected = detectIntent(message);
  const widened = detected === "compare" || mentionsAllUnits(message);
  const units = named.length ? named : widened ? [] : previous?.units ?? [];
  if (detected) return { intent: detected, units };
  if (!named.length) return { intent: "fallback", units };
  const kept = previous && UNIT_INTENTS.has(previous.intent) ? previous.intent : "overview";
  return { intent: kept, units };
}

/** The focus after the visitor's earlier turns, oldest first; null when there were none. */
export function focusFromHistory(history: readonly ChatTurn[]): Focus | null {
  return history.filter((t) => t.role === "user").reduce<Focus | null>((focus, turn) => resolveFocus(turn.content, focus), null);
}

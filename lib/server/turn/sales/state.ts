import "server-only";
import { parseQualification, SLOTS, type Qualification, type Slot } from "@/lib/server/lead-profile/qualification";
import type { ViewingSlot } from "@/lib/server/leads/types";

/**
 * What the consultant has learnt and asked in one conversation, beyond its
 * turns: the visitor's qualification so far, the questions already put, the
 * viewing slots on offer and the one booked. Kept with the conversation, so
 * either consultant (and any server instance) carries it on.
 */
export interface SalesState {
  qualification: Qualification;
  /** How often each slot was asked: none is asked more than twice. */
  asked: Partial<Record<Slot, number>>;
  /** The slot the last reply asked for: a bare answer ("cash") fills it. */
  pending: Slot | null;
  /** Starts (epoch ms) of the viewing slots the last reply offered. */
  offered: number[];
  viewing: ViewingSlot | null;
  /** Replies since the consultant last asked a question, so questions never come in every reply. */
  quietReplies: number;
}

export const EMPTY_SALES_STATE: SalesState = { qualification: {}, asked: {}, pending: null, offered: [], viewing: null, quietReplies: 0 };

/** Reads the stored JSON field by field; anything unreadable starts empty rather than failing a chat. */
export function parseSalesState(value: unknown): SalesState {
  let raw: Record<string, unknown>;
  try {
    raw = typeof value === "string" ? (JSON.parse(value) as Record<string, unknown>) : {};
  } catch {
    return EMPTY_SALES_STATE;
  }
  if (!raw || typeof raw !== "object") return EMPTY_SALES_STATE;
  const asked: Partial<Record<Slot, number>> = {};
  const storedAsked = (raw.asked ?? {}) as Record<string, unknown>;
  for (const slot of SLOTS) if (typeof storedAsked[slot] === "number") asked[slot] = storedAsked[slot] as number;
  const viewing = raw.viewing as Partial<ViewingSlot> | null | undefined;
  return {
    qualification: parseQualification(raw.qualification),
    asked,
    pending: SLOTS.includes(raw.pending as Slot) ? (raw.pending as Slot) : null,
    offered: Array.isArray(raw.offered) ? raw.offered.filter((n): n is number => Number.isFinite(n)) : [],
    viewing:
      viewing && Number.isFinite(viewing.start) && Number.isFinite(viewing.end) ? { start: viewing.start!, end: viewing.end! } : null,
    quietReplies: Number.isFinite(raw.quietReplies) ? Number(raw.quietReplies) : 0,
  };
}

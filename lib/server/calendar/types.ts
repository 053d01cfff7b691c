import "server-only";
import type { PartOfDay } from "@/lib/server/language/types";

/** One viewing at the sales gallery: from `start` until `end` (exclusive). */
export interface Slot {
  start: Date;
  end: Date;
}

/** Part of a day a visitor names without a time ("Monday morning"); each language has its words for it. */
export type { PartOfDay };

/** A visitor's wish for a viewing, read from one message. */
export interface ViewingRequest {
  /**
   * The requested start. Without a time it is the start (00:00, gallery time)
   * of the requested day; only the day counts then.
   */
  start: Date;
  /** False for "on Saturday" or "Monday morning": offer that day's slots. */
  hasTime: boolean;
  /** "morning" for "Monday morning"; null when none was named. */
  partOfDay: PartOfDay | null;
}

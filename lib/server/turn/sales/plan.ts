import "server-only";
import { extractQualification } from "@/lib/server/turn/qualification/extract";
import { mergeQualification, SLOTS, type Qualification, type Slot } from "@/lib/server/lead-profile/qualification";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { asksAboutProperty } from "@/lib/server/assistant/offline/context";
import { viewingSettings, type ViewingSettings } from "@/lib/server/calendar/opening-hours";
import { parseViewingRequest, pickOfferedSlot } from "@/lib/server/turn/viewing/request";
import { checkViewing, type ViewingCheck } from "@/lib/server/calendar/slots";
import type { SalesState } from "./state";

/** A slot is asked at most this often: a visitor who ignores a question twice does not want it. */
const MAX_ASKS = 2;
/** Replies between two unprompted questions: a consultant, not a form. */
const QUIET_REPLIES = 2;

export interface SalesTurnInput {
  state: SalesState;
  message: string;
  language: LocaleCode;
  now: Date;
  /** The visitor has shown interest: given contact details, or asked more than one question. */
  engaged: boolean;
  /** The message carries a phone number: its reply confirms the call-back and asks nothing more. */
  contactGiven?: boolean;
  settings?: ViewingSettings;
}

export interface SalesTurn {
  /** The state to keep once the reply is out. */
  state: SalesState;
  /** What became of a viewing request in this message: booked, or the nearest open slots offered. */
  viewing: ViewingCheck | null;
  /** This message filled at least one qualification slot. */
  answered: boolean;
  /** Besides the slots it filled, the message asks a question of its own, which the reply must answer. */
  alsoAsks: boolean;
  /** The one slot to ask about at the end of the reply, if any. */
  question: Slot | null;
}

/**
 * One message's effect on the sales conversation, decided before any reply is
 * written (the same for both consultants): the slots it fills, the viewing it
 * books or the slots to offer, and the next question, asked the way Rasa's
 * forms do: one missing slot at a time, once the visitor is interested, right
 * after an answer or after a couple of quiet replies, never twice in a row for
 * a slot that was ignored twice.
 */
export function planSalesTurn(input: SalesTurnInput): SalesTurn {
  const { state, message, language, now } = input;
  const settings = input.settings ?? viewingSettings;
  const found = extractQualification(message, language, state.pending ? { asked: state.pending } : {});
  const answered = Object.keys(found).length > 0;
  const alsoAsks = answered && asksBeyond(message, language, state.pending);
  const qualification: Qualification = mergeQualification(state.qualification, found);

  const viewing = readViewing(state, message, language, now, settings);
  const booked = viewing?.ok ? { start: viewing.slot.start.getTime(), end: viewing.slot.end.getTime() } : null;
  const offered = viewing && !viewing.ok ? viewing.suggestions.map((s) => s.start.getTime()) : [];

  const candidate = nextAskable(qualification, state.asked);
  const interested = input.engaged || answered || viewing !== null || Object.keys(qualification).length > 0;
  const timely = answered || state.quietReplies + 1 >= QUIET_REPLIES;
  // A reply that confirms a call-back or a viewing, or offers slots, carries enough; the question waits.
  const busy = input.contactGiven === true || viewing !== null;
  const question = candidate && interested && timely && !busy ? candidate : null;

  return {
    viewing,
    answered,
    alsoAsks,
    question,
    state: {
      qualification,
      asked: question ? { ...state.asked, [question]: (state.asked[question] ?? 0) + 1 } : state.asked,
      pending: question,
      offered,
      viewing: booked ?? state.viewing,
      quietReplies: question || (viewing && !viewing.ok) ? 0 : state.quietReplies + 1,
    },
  };
}

/** Where one part of a message ends and the next begins: "Zur Eigennutzung, Miete von Cares bitte". */
const CLAUSE = /[,.;:!?，。；：！？、؟،]+|\s[-–—]\s/u;

/**
 * Whether a part of a message that fills no slot asks the consultant something: "for our own stay" answers our
 * question, "the Blitz installment please" after it asks one, and the reply must not swallow it in a thank-you.
 */
function asksBeyond(message: string, language: LocaleCode, pending: Slot | null): boolean {
  return message
    .split(CLAUSE)
    .filter((clause) => clause.trim())
    .some((clause) => {
      const filled = Object.keys(extractQualification(clause, language, pending ? { asked: pending } : {}));
      // A purpose, a timeline or a budget is the whole of its part; a unit named may come with a question about it.
      if (filled.some((slot) => slot !== "unit")) return false;
      return asksAboutProperty(clause, !filled.length);
    });
}

/** SLOTS is in asking order (purpose first: it decides which unit to suggest). */
function nextAskable(q: Qualification, asked: SalesState["asked"]): Slot | null {
  return SLOTS.find((slot) => q[slot] === undefined && (asked[slot] ?? 0) < MAX_ASKS) ?? null;
}

function readViewing(state: SalesState, message: string, language: LocaleCode, now: Date, settings: ViewingSettings): ViewingCheck | null {
  if (state.offered.length) {
    const picked = pickOfferedSlot(
      message,
      state.offered.map((t) => new Date(t)),
      language,
      now,
      { settings },
    );
    // Checked again: an offered slot may have passed or come inside the notice period since.
    if (picked) return checkViewing({ start: picked, hasTime: true, partOfDay: null }, settings, now);
  }
  const request = parseViewingRequest(message, language, now, { settings, afterQuestion: state.offered.length > 0 });
  return request ? checkViewing(request, settings, now) : null;
}

import "server-only";
import type { ConversationEntry } from "@/lib/shared/api/contract";

/**
 * One line of a lead's transcript. Lines without `source` are the server's
 * own record of the conversation (what it heard and what it replied); a line
 * marked "browser" is a visitor line only the browser's copy had (a message
 * whose chat call never arrived, say). The browser's copy is never trusted
 * for what the consultant said.
 */
export interface TranscriptEntry extends ConversationEntry {
  source?: "browser";
}

export const fromBrowser = (entry: TranscriptEntry): boolean => entry.source === "browser";

// What the chat contract strips, and white space a browser may lay out differently.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const said = (content: string) => content.replace(CONTROL, "").replace(/\s+/g, " ").trim();

const line = (entry: ConversationEntry, browser: boolean): TranscriptEntry => ({
  sender: entry.sender,
  content: entry.content,
  timestamp: entry.timestamp,
  ...(browser ? { source: "browser" as const } : {}),
});

/**
 * The transcript a lead carries: the server's record as it is, plus the
 * browser's visitor lines the server never saw, marked, each placed by its
 * timestamp. The browser's assistant lines are dropped: a forged "we promise
 * a discount" must never reach sales as the consultant's words.
 */
export function leadTranscript(server: readonly ConversationEntry[], browser: readonly ConversationEntry[]): TranscriptEntry[] {
  return combine(
    server.map((entry) => line(entry, false)),
    browser.filter((entry) => entry.sender === "user").map((entry) => line(entry, true)),
  );
}

/**
 * A later submission for a lead already stored: the fuller of the two server
 * records (both are the server's own, the later one may hold the reply), and
 * every browser line either copy had that the server still has not seen.
 */
export function mergeTranscripts(existing: readonly TranscriptEntry[], incoming: readonly TranscriptEntry[]): TranscriptEntry[] {
  const ours = (list: readonly TranscriptEntry[]) => list.filter((entry) => !fromBrowser(entry)).map((entry) => line(entry, false));
  const theirs = (list: readonly TranscriptEntry[]) => list.filter((entry) => fromBrowser(entry) && entry.sender === "user");
  return combine(
    fuller(ours(existing), ours(incoming)),
    [...theirs(existing), ...theirs(incoming)].map((entry) => line(entry, true)),
  );
}

function fuller(current: TranscriptEntry[], incoming: TranscriptEntry[]): TranscriptEntry[] {
  if (incoming.length !== current.length) return incoming.length > current.length ? incoming : current;
  const size = (list: TranscriptEntry[]) => list.reduce((sum, entry) => sum + entry.content.length, 0);
  return size(current) > size(incoming) ? current : incoming;
}

/** Server lines in their order, with each unseen browser line (once) before the first server line later than it. */
function combine(server: TranscriptEntry[], browser: TranscriptEntry[]): TranscriptEntry[] {
  const seen = new Set(server.filter((entry) => entry.sender === "user").map((entry) => said(entry.content)));
  const unseen = new Map<string, TranscriptEntry>();
  for (const entry of browser) {
    const key = said(entry.content);
    if (key && !seen.has(key) && !unseen.has(`${entry.timestamp}|${key}`)) unseen.set(`${entry.timestamp}|${key}`, entry);
  }
  const at = (entry: TranscriptEntry) => {
    const time = Date.parse(entry.timestamp);
    return Number.isNaN(time) ? Infinity : time;
  };
  const pending = [...unseen.values()].sort((a, b) => at(a) - at(b));
  const result: TranscriptEntry[] = [];
  for (const entry of server) {
    while (pending.length && at(pending[0]) < at(entry)) result.push(pending.shift()!);
    result.push(entry);
  }
  return [...result, ...pending];
}

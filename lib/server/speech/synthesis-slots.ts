import "server-only";
import { ApiError } from "@/lib/server/api/errors";

/**
 * Syntheses one client may have under way at once. The engine works through
 * one queue for everyone, so a client firing forty long requests would
 * otherwise put every other visitor's reply behind them.
 */
export const SLOTS_PER_CLIENT = 2;

/**
 * Requests of one client that wait for one of its slots instead of being refused. A client is an address, and
 * visitors behind one carrier's NAT share it: two of them listening at once must both hear their replies, a
 * sentence later rather than an error. Beyond these, a request is refused: waiting costs the engine nothing, but
 * a backlog without end would be one client's queue in front of its own later replies.
 */
export const WAITING_PER_CLIENT = 8;

interface Client {
  running: number;
  waiting: (() => void)[];
}

export function createSynthesisSlots(perClient: number = SLOTS_PER_CLIENT, waitingPerClient: number = WAITING_PER_CLIENT) {
  const clients = new Map<string, Client>();
  const refuse = () =>
    new ApiError("rate_limited", "tts", "Speech is still being prepared for your earlier replies. Please try again in a moment.", {
      retryAfter: 2,
    });

  return {
    /** Runs `work` in one of the client's slots, once one is free; refuses at once with a 429 when too many wait. */
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      let state = clients.get(client);
      if (!state) clients.set(client, (state = { running: 0, waiting: [] }));
      if (state.running >= perClient) {
        if (state.waiting.length >= waitingPerClient) throw refuse();
        // The slot is handed over by the request that ends, so `running` never drops below what runs.
        await new Promise<void>((resolve) => state.waiting.push(resolve));
      } else state.running += 1;
      try {
        return await work();
      } finally {
        const next = state.waiting.shift();
        if (next) next();
        else if (--state.running === 0) clients.delete(client);
      }
    },
    inUse: (client: string) => clients.get(client)?.running ?? 0,
    waiting: (client: string) => clients.get(client)?.waiting.length ?? 0,
  };
}

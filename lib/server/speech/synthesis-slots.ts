import "server-only";
import { ApiError } from "@/lib/server/api/errors";

/**
 * Syntheses one client may have under way at once. The engine works through
 * one queue for everyone, so a client firing forty long requests would
 * otherwise put every other visitor's reply behind them.
 */
export const SLOTS_PER_CLIENT = 2;

export function createSynthesisSlots(perClient: number = SLOTS_PER_CLIENT) {
  const busy = new Map<string, number>();
  return {
    /** Runs `work` in one of the client's slots, or refuses at once with a 429. */
    async run<T>(client: string, work: () => Promise<T>): Promise<T> {
      const taken = busy.get(client) ?? 0;
      if (taken >= perClient)
        throw new ApiError(
          "rate_limited",
          "tts",
          "Speech is still being prepared for your earlier replies. Please try again in a moment.",
          { retryAfter: 2 },
        );
      busy.set(client, taken + 1);
      try {
        return await work();
      } finally {
        const left = (busy.get(client) ?? 1) - 1;
        if (left > 0) busy.set(client, left);
        else busy.delete(client);
      }
    },
    inUse: (client: string) => busy.get(client) ?? 0,
  };
}

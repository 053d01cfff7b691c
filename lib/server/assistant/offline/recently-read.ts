import "server-only";
/**
 * A bounded memory of what a function answered for the last `limit` distinct
 * inputs: each earlier turn of a conversation is read once, when it is the new
 * message, and found here on every later message instead of being read again.
 * The oldest entry goes first, so a flood of new texts costs memory only up to
 * the bound.
 */
export function recentlyRead<T>(read: (text: string) => T, limit: number): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) {
      const value = kept.get(text) as T;
      // Map keeps insertion order: re-inserting marks the entry as just used.
      kept.delete(text);
      kept.set(text, value);
      return value;
    }
    const value = read(text);
    kept.set(text, value);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return value;
  };
}

import "server-only";
import { ApiError } from "@/lib/server/api/errors";

/**
 * Wraps a reply's pieces so that a wait of more than `ms` for the next one
 * (the first included) fails with upstream_timeout, and `onTimeout` stops the
 * source (a generator waiting on the network cannot be ended from outside
 * otherwise). A provider that hangs mid-stream then ends in the error event
 * instead of holding the visitor's typing indicator forever.
 */
export function withIdleTimeout(
  source: AsyncIterable<string>,
  ms: number,
  onTimeout: () => void = () => {},
): AsyncIterator<string, undefined> & { return(value?: undefined): Promise<IteratorResult<string, undefined>> } {
  const iterator = source[Symbol.asyncIterator]();
  return {
    async next() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          onTimeout();
          reject(new ApiError("upstream_timeout", "chat", "The assistant took too long to answer. Please try again."));
        }, ms);
      });
      try {
        return (await Promise.race([iterator.next(), timeout])) as IteratorResult<string, undefined>;
      } finally {
        clearTimeout(timer);
      }
    },
    async return() {
      await iterator.return?.(undefined);
      return { done: true, value: undefined };
    },
  };
}

/**
 * The browser's side of the four calls. Success is judged by the HTTP status,
 * as the product always has; a thrown fetch is reported as a network failure.
 */
export const API_BASE = "/api";

export type CallResult<T> =
  | { kind: "ok"; data: T; response: Response }
  | { kind: "failed"; status: number; error?: string; code?: string; retryAfterSeconds?: number }
  | { kind: "network" };

export async function post<T>(name: string, body?: unknown, signal?: AbortSignal): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${name}.php`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/x-ndjson, application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // The caller's own abort is theirs to handle; a timeout is a network failure like any other.
    if (signal?.aborted && signal.reason?.name !== "TimeoutError") throw error;
    return { kind: "network" };
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "failed",
      status: response.status,
      error: data.error,
      code: data.code,
      ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const data = (isJson ? await response.json().catch(() => ({})) : undefined) as T;
  return { kind: "ok", data, response };
}

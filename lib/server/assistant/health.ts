import "server-only";
import { env } from "@/lib/server/config/env";
import { checkStore, type StoreState } from "@/lib/server/store/probe";
import { OFFLINE_DISPLAY_NAME } from "./offline/provider";
import { openAiClient, openAiDisplayName } from "./openai-client";

export interface HealthResult {
  success: boolean;
  provider: string;
  /** The site's own offline consultant answers: the page names it in the visitor's language, not by this English name. */
  offline?: boolean;
  error?: string;
}

const CHECK_TIMEOUT_MS = 3000;

export interface SiteHealth extends HealthResult {
  store: StoreState;
}

/** The consultant's reachability (the spec's answer) and, beside it, whether the store takes writes. */
export async function checkSiteHealth(now: number = Date.now()): Promise<SiteHealth> {
  const [consultant, storeState] = await Promise.all([checkHealth(now), checkStore(now)]);
  return { ...consultant, store: storeState };
}

let cached: { at: number; result: Promise<HealthResult> } | undefined;

/**
 * Is the consultant reachable? The offline consultant always is. A configured
 * API is probed with a short timeout, and the answer is reused briefly so that
 * badge clicks and many visitors cannot hammer the provider.
 */
export function checkHealth(now: number = Date.now()): Promise<HealthResult> {
  if (cached && now - cached.at < env().HEALTH_CACHE_MS) return cached.result;
  const result = probe();
  cached = { at: now, result };
  return result;
}

export function clearHealthCache(): void {
  cached = undefined;
}

async function probe(): Promise<HealthResult> {
  const client = openAiClient({ maxRetries: 0 });
  if (!client) return { success: true, provider: OFFLINE_DISPLAY_NAME, offline: true };
  const provider = openAiDisplayName();
  // Our own timer, so a timeout is told apart from a refusal whatever the fetch implementation.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CHECK_TIMEOUT_MS);
  try {
    await client.models.list({ signal: controller.signal });
    return { success: true, provider };
  } catch {
    return { success: false, provider, error: timedOut ? "The AI provider did not answer in time." : "The AI provider is unreachable." };
  } finally {
    clearTimeout(timer);
  }
}

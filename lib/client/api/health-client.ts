import type { HealthResponse } from "@/lib/shared/api/contract";
import { post } from "./client";

export type HealthOutcome =
  { connected: true; provider?: string; offline?: boolean } | { connected: false; error?: string; code?: string; network: boolean };

export async function requestHealth(): Promise<HealthOutcome> {
  const result = await post<HealthResponse>("health");
  if (result.kind === "ok") {
    if (result.data?.success === false) return { connected: false, error: result.data.error, network: false };
    return { connected: true, provider: result.data?.provider, offline: result.data?.offline === true };
  }
  if (result.kind === "network") return { connected: false, network: true };
  return { connected: false, error: result.error, code: result.code, network: false };
}

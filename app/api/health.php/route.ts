import { checkHealth } from "@/lib/assistant/health";
import { ApiError } from "@/lib/api/errors";
import { fail } from "@/lib/server/responses";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(): Promise<Response> {
  try {
    const health = await checkHealth();
    if (health.success) return Response.json(health, { headers: { "cache-control": "no-store" } });
    return fail(new ApiError("unavailable", "health", health.error), "health", { provider: health.provider });
  } catch (error) {
    return fail(error, "health");
  }
}

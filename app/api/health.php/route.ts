import { checkSiteHealth } from "@/lib/server/assistant/health";
import { ApiError } from "@/lib/server/api/errors";
import { fail } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";

export const POST = route({ name: "health" }, async () => {
  // The status follows the consultant, as the spec says; the store's state rides along.
  const { store, ...health } = await checkSiteHealth();
  if (health.success) return Response.json({ ...health, store }, { headers: { "cache-control": "no-store" } });
  return fail(new ApiError("unavailable", "health", health.error), "health", { provider: health.provider, store });
});

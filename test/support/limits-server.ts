/**
 * A server process for the shared-limits test: the real limit and budget code
 * behind plain node:http, each request stamped with its connection's address
 * as server.mjs does. Run it with `npx tsx --import ./scripts/server-only.mjs test/support/limits-server.ts`;
 * configured like the app (DATABASE_URL, DATA_DIR, BUDGET_*). Prints `listening <port>`.
 *   POST /rate            guardRate(request, "contact")           → 200, or 429 with Retry-After
 *   POST /phone  {phone}  guardLeadPhone(phone, "contact")        → 200 or 429
 *   POST /budget {conversationId, amount, kind}  spendBudget(...) for the connection's client → {spent}
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError } from "@/lib/server/api/errors";
import { spendBudget } from "@/lib/server/http/budget";
import { clientBucketOf } from "@/lib/server/http/client-address";
import { guardLeadPhone, guardRate } from "@/lib/server/http/rate-limit";
import { stampSocketAddress } from "@/lib/server/http/socket-address.mjs";

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  stampSocketAddress(req);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
  const request = new Request(`http://localhost${req.url}`, { method: "POST", headers });
  const send = (status: number, data: unknown, extra: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...extra });
    res.end(JSON.stringify(data));
  };
  try {
    if (req.url === "/rate") await guardRate(request, "contact");
    else if (req.url === "/phone") await guardLeadPhone(body.phone, "contact");
    else if (req.url === "/budget") return send(200, { spent: await spendBudget({ ...body, client: clientBucketOf(request) }) });
    else return send(404, {});
    send(200, { ok: true });
  } catch (error) {
    if (error instanceof ApiError) return send(error.status, { code: error.code }, { "retry-after": String(error.retryAfter ?? "") });
    send(500, { error: String(error) });
  }
}

const server = http.createServer((req, res) => void handle(req, res));
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

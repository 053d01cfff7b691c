/**
 * A stand-in for the Next server in the crash test (which may not build Next):
 * the real contact route handler and the real lead outbox, served over plain
 * node:http. Run it with `npx tsx --import ./scripts/server-only.mjs test/support/lead-server.ts`.
 * Configured like the app (DATA_DIR, DATABASE_URL, SMTP_URL, LEADS_TO, ...) plus
 * LEAD_SERVER_LEASE_MS and LEAD_SERVER_POLL_MS. Prints `listening <port>` when ready.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST } from "@/app/api/contact.php/route";
import { startJournalDrain } from "@/lib/server/turn/lead/journal-drain";
import { startLeadWorker } from "@/lib/server/leads/worker";

const number = (value: string | undefined) => (value ? Number(value) : undefined);

// Started at boot, as instrumentation.ts does in the Next server; the outbox's own defaults unless a test says otherwise.
startLeadWorker({
  ...(process.env.LEAD_SERVER_LEASE_MS ? { leaseMs: number(process.env.LEAD_SERVER_LEASE_MS) } : {}),
  ...(process.env.LEAD_SERVER_POLL_MS ? { pollMs: number(process.env.LEAD_SERVER_POLL_MS) } : {}),
});

// As instrumentation.ts does too: leads a killed instance journaled are moved by the next.
startJournalDrain();

const server = http.createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/api/contact.php") {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
  const response = await POST(new Request(`http://localhost${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(number(process.env.PORT) ?? 0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

/**
 * What three abusive chat clients do to everyone else. Each sends 2,000-character
 * messages of random words in one conversation (its cookie kept), from its own
 * loopback address, as often as the per-client limit allows (rate limits on).
 * Meanwhile a normal visitor loads the home page and asks /api/health.php; both
 * are printed (p50, p95, max) beside the same visitor on a quiet server. First,
 * in this process, the event-loop time of a chat turn's parsing of each abusive
 * message, 1st to 20th of a conversation, and of the lead email's reading of a
 * 245 kB transcript.
 *   npm run build && npm run bench:chat-abuse [-- --seconds 30] [-- --only parsing|server]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { offlineAnswer } from "@/lib/server/assistant/offline/answer";
import type { ChatTurn } from "@/lib/server/assistant/provider";
import { detectContact } from "@/lib/shared/chat/contact-detection";
import { markdownToPlainText } from "@/lib/shared/chat/plain-text";
import { EMPTY_SALES_STATE } from "@/lib/server/turn/sales/state";
import { planSalesTurn } from "@/lib/server/turn/sales/plan";
import { filled, randomWord, seededRandom } from "@/test/support/abusive-text";
import { median, print, startSite } from "./support";

const ABUSERS = 3;
/** Just over the chat limit's sustained rate (30 a minute), as the attack was sent. */
const ABUSE_INTERVAL_MS = 2_100;
const VISITOR_PAUSE_MS = 200;
const MESSAGES_PER_CONVERSATION = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ARABIC = ["أريد", "زيارة", "يوم", "السبت", "الساعة", "ميزانية", "شقة", "كبيرة", "سعر", "موقف"];
const CHINESE = ["我想", "在", "星期六", "下午", "看房", "预算", "多少钱", "面积", "停车", "租金"];

/** Messages of random Latin words, or of Arabic or Chinese words drawn at random. */
function abusiveConversation(seed: number, script: "latin" | "arabic" | "chinese" = "latin"): string[] {
  const random = seededRandom(seed);
  const word = () =>
    script === "latin"
      ? `${randomWord(random)} `
      : script === "arabic"
        ? `${ARABIC[Math.floor(random() * ARABIC.length)]} `
        : CHINESE[Math.floor(random() * CHINESE.length)];
  return Array.from({ length: MESSAGES_PER_CONVERSATION }, () => filled(2000, word).trim());
}

/** The parsing a chat turn does with a message (sales follow-up, lead capture, offline consultant), timed on this event loop. */
function turnParsingMs(seed: number, script: "latin" | "arabic" | "chinese" = "latin"): number[] {
  const history: ChatTurn[] = [];
  let state = EMPTY_SALES_STATE;
  const now = new Date("2026-11-27T03:00:00Z");
  const language = script === "latin" ? "en" : script === "arabic" ? "ar" : "zh";
  return abusiveConversation(seed, script).map((message) => {
    const started = performance.now();
    const engaged = history.some((t) => t.role === "user");
    const contactGiven = detectContact(message).phone !== null;
    const turn = planSalesTurn({ state, message, language, now, engaged, contactGiven });
    detectContact(message);
    const reply = offlineAnswer(message, language, history);
    const ms = performance.now() - started;
    state = turn.state;
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    return ms;
  });
}

/** A reply of the consultant's kind, padded with markdown a visitor could make it repeat: the first read (code not yet optimised) and the next. */
function transcriptMs(): { kB: number; ms: number; again: number } {
  const random = seededRandom(3);
  const entries = Array.from({ length: 60 }, () =>
    filled(4000, () =>
      random() < 0.1 ? `**${randomWord(random)} [${randomWord(random)} *${randomWord(random)} ` : `${randomWord(random)} `,
    ),
  );
  const read = () => {
    const started = performance.now();
    for (const entry of entries) markdownToPlainText(entry, { origin: "https://example.com" });
    return performance.now() - started;
  };
  return { kB: Math.round(entries.join("").length / 1000), ms: read(), again: read() };
}

interface Answer {
  status: number;
  ms: number;
  cookie?: string;
}

function send(
  url: string,
  path: string,
  options: { method?: string; localAddress?: string; body?: string; cookie?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${url}${path}`,
      {
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        agent: false,
        headers: {
          origin: url,
          "sec-fetch-site": "same-origin",
          ...(options.body ? { "content-type": "application/json", accept: "application/x-ndjson" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0] ?? options.cookie,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A normal visitor: the home page, then the health check, over and over until `until`. */
async function visitor(url: string, until: number): Promise<{ page: number[]; health: number[] }> {
  const page: number[] = [];
  const health: number[] = [];
  while (Date.now() < until) {
    page.push((await send(url, "/", { localAddress: "127.0.0.1" })).ms);
    health.push((await send(url, "/api/health.php", { method: "POST", localAddress: "127.0.0.1" })).ms);
    await sleep(VISITOR_PAUSE_MS);
  }
  return { page, health };
}

async function abuser(url: string, n: number, until: number, statuses: Map<number, number>, replies: number[]): Promise<void> {
  const messages = abusiveConversation(n + 1);
  let cookie: string | undefined;
  for (let i = 0; Date.now() < until; i++) {
    const next = Date.now() + ABUSE_INTERVAL_MS;
    const body = JSON.stringify({ message: messages[i % messages.length], assistantId: "aurelia-consultant-en", language: "en" });
    try {
      const answer = await send(url, "/api/chat.php", { method: "POST", localAddress: `127.0.${n + 10}.1`, body, cookie });
      cookie = answer.cookie;
      replies.push(answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
    await sleep(Math.max(0, next - Date.now()));
  }
}

const row = (label: string, quiet: number[], abused: number[]) => {
  const figures = (v: number[]) => [50, 95, 100].map((p) => percentile(v, p).toFixed(0).padStart(7)).join("");
  print(`  ${label.padEnd(18)}${figures(quiet)}   ${figures(abused)}`);
};

async function main() {
  const { values } = parseArgs({
    options: { seconds: { type: "string", default: "30" }, port: { type: "string", default: "3197" }, only: { type: "string" } },
  });
  const seconds = Number(values.seconds);

  if (values.only !== "server") printParsing();
  if (values.only !== "parsing") await printServer(Number(values.port), seconds);
}

function printParsing() {
  // A first conversation compiles the word lists' patterns, once per process: that is start-up, not a message's cost.
  turnParsingMs(98);
  const perMessage = turnParsingMs(99);
  print("Event-loop time of a chat turn's parsing, 2,000-character random-word messages of one conversation");
  print(
    `  median ${median(perMessage).toFixed(1)} ms, 1st ${perMessage[0].toFixed(1)} ms, 10th ${perMessage[9].toFixed(1)} ms, 20th ${perMessage[19].toFixed(1)} ms, max ${Math.max(...perMessage).toFixed(1)} ms`,
  );
  // After the Latin ones, as on a server: the same messages in other scripts.
  for (const script of ["arabic", "chinese"] as const) {
    const ms = turnParsingMs(99, script);
    print(`  ${script} words instead: median ${median(ms).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
  }
  const transcript = transcriptMs();
  print(
    `Lead email's reading of a ${transcript.kB} kB markdown transcript: ${transcript.ms.toFixed(1)} ms the first time, ${transcript.again.toFixed(1)} ms the next`,
  );
  print();
}

async function printServer(port: number, seconds: number) {
  // Rate limits on: the abusers send at their limit, not beyond it.
  const site = await startSite(port, { RATE_LIMIT: "" });
  try {
    for (let i = 0; i < 3; i++) await send(site.url, "/", {}).then(() => send(site.url, "/api/health.php", { method: "POST" }));
    // The first chat messages after start compile the word lists' patterns (and the engine compiles them again to machine
    // code on their next long input), once per process: printed apart, not counted as abuse.
    const warm = [];
    for (const message of ["Hello, how big is Blitz?", abusiveConversation(50)[0]]) {
      const body = JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" });
      warm.push((await send(site.url, "/api/chat.php", { method: "POST", localAddress: "127.0.0.2", body })).ms.toFixed(0));
    }
    print(
      `First chat messages after the server started (patterns compiled): a short one ${warm[0]} ms, then a 2,000-character one ${warm[1]} ms`,
    );
    const quiet = await visitor(site.url, Date.now() + seconds * 1000);
    const statuses = new Map<number, number>();
    const replies: number[] = [];
    const until = Date.now() + seconds * 1000;
    const [abused] = await Promise.all([
      (async () => {
        // The abusers' first messages are on their way before the visitor starts.
        await sleep(ABUSE_INTERVAL_MS);
        return visitor(site.url, until);
      })(),
      ...Array.from({ length: ABUSERS }, (_, n) => abuser(site.url, n, until, statuses, replies)),
    ]);
    print(
      `A normal visitor, ${seconds} s quiet beside ${seconds} s with ${ABUSERS} clients each sending a 2,000-character message every ${ABUSE_INTERVAL_MS / 1000} s (ms)`,
    );
    print(`  ${"".padEnd(18)}${"quiet".padEnd(21)}   under abuse`);
    print(
      `  ${"".padEnd(18)}${"p50".padStart(7)}${"p95".padStart(7)}${"max".padStart(7)}   ${"p50".padStart(7)}${"p95".padStart(7)}${"max".padStart(7)}`,
    );
    row("home page", quiet.page, abused.page);
    row("/api/health.php", quiet.health, abused.health);
    print(`  abusive replies    ${"".padEnd(21)}   ${[50, 95, 100].map((p) => percentile(replies, p).toFixed(0).padStart(7)).join("")}`);
    print(
      `  requests: ${quiet.page.length} quiet, ${abused.page.length} under abuse; abusive messages by status: ${[...statuses].map(([s, n]) => `${s || "failed"} × ${n}`).join(", ")}`,
    );
  } finally {
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Voice figures, with the site wired to our local OpenAI-format server
 * streaming a three-sentence reply token by token, and eSpeak speaking:
 * - from the first token on screen to the first audio playing (sentence by
 *   sentence), median of RUNS, beside the whole-reply figure of before
 *   (last token + 500 ms + synthesis of the whole text, timed on the same site);
 * - bytes per second of speech per language, from the served clips (ffprobe).
 *   npm run build && npm run bench:voice        (NEXT_DIST_DIR picks another build)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { chatCompletions, type ChatMessage } from "@/test/support/openai-chat";
import { startOpenAiServer } from "@/test/support/openai-server";
import { aptInstall, launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 10);
const TOKEN_DELAY_MS = Number(process.env.TOKEN_DELAY_MS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3192);
// The spec's "Auto speech delay" (AUTO_SPEECH_DELAY_MS in components/chat/chat-panel.tsx, which plain node cannot load).
const AUTO_SPEECH_DELAY_MS = 500;

/** Three sentences, new numbers each run so no clip comes from the cache. */
function threeSentences(messages: ChatMessage[]): string {
  const n = /Question (\d+)/.exec(messages.filter((m) => m.role === "user").pop()?.content ?? "")?.[1] ?? "0";
  return (
    `Blitz (Type B) on floor ${n} is 743 sq ft with two bedrooms and a view of the sea. ` +
    `The installment is about RM3,${n}00 a month, and the expected rental yield is 7.2%. ` +
    `Would you like me to arrange a viewing at our sales gallery this week?`
  );
}

/** Notes in the page when a reply's first token shows, when it has finished, and when a clip starts playing. */
function watchPage() {
  const marks = { firstToken: 0, lastToken: 0, firstAudio: 0 };
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!this.src.startsWith("data:")) {
      this.addEventListener("playing", () => (marks.firstAudio ||= performance.now()), { once: true });
    }
    return play.call(this);
  };
  new MutationObserver(() => {
    const replies = document.querySelectorAll('[data-testid="chat-message"][data-sender="assistant"]');
    const last = replies[replies.length - 1];
    if (!last || last.getAttribute("data-message-id") === "welcome") return;
    if (last.textContent?.trim()) marks.firstToken ||= performance.now();
    if (last.querySelector('[data-testid="play-button"]')) marks.lastToken ||= performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

interface Run {
  toFirstAudio: number;
  toLastToken: number;
  wholeSynthesis: number;
}

async function oneRun(page: Page, url: string, run: number): Promise<Run> {
  await page.goto(`${url}/?intro=0`);
  await page.getByTestId("voice-button").click();
  await page.waitForSelector('[data-testid="voice-button"][data-state="ready"]');
  const input = page.getByTestId("chat-input");
  await input.fill(`Question ${run + 1}: tell me about Blitz.`);
  await input.press("Enter");
  await page.waitForFunction(
    () => {
      const m = (window as unknown as { __marks: { firstAudio: number; lastToken: number } }).__marks;
      return m.firstAudio > 0 && m.lastToken > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { firstToken: number; lastToken: number; firstAudio: number } }).__marks,
  );
  // Before: the whole text was synthesised in one call once it had all arrived (a clip not yet made).
  const reply = await page.evaluate(async () => {
    const replies = document.querySelectorAll('[data-testid="chat-message"][data-sender="assistant"]');
    return replies[replies.length - 1].querySelector("p")?.textContent ?? "";
  });
  const wholeSynthesis = await page.evaluate(async (text) => {
    const started = performance.now();
    const response = await fetch("/api/tts.php", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text, voice: "default", language: "en" }),
    });
    if (!response.ok) throw new Error(`whole-text speech failed: ${response.status} ${await response.text()}`);
    return performance.now() - started;
  }, reply);
  return { toFirstAudio: marks.firstAudio - marks.firstToken, toLastToken: marks.lastToken - marks.firstToken, wholeSynthesis };
}

/** Bytes per second of speech: one welcome message per language, synthesised by the site and measured by ffprobe. */
async function bytesPerSecond(page: Page, url: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-voice-"));
  const rows: { language: string; bytes: number; seconds: number; format: string; type: string }[] = [];
  for (const language of LOCALE_CODES) {
    await page.goto(`${url}/${language === "en" ? "" : `${language}/`}?intro=0`);
    const welcome = (JSON.parse(fs.readFileSync(path.join("messages", `${language}.json`), "utf8")) as { welcome: Record<string, string> })
      .welcome["1"];
    const audioUrl = await page.evaluate(
      async ({ text, language }) => {
        const response = await fetch("/api/tts.php", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text, voice: "default", language }),
        });
        return ((await response.json()) as { audioUrl?: string }).audioUrl ?? "";
      },
      { text: welcome, language },
    );
    const clip = await fetch(`${url}${audioUrl}`);
    const bytes = Buffer.from(await clip.arrayBuffer());
    const file = path.join(dir, `${language}.clip`);
    fs.writeFileSync(file, bytes);
    const format = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=format_name", "-of", "csv=p=0", file])
      .toString()
      .trim();
    // Summed from the packets read, not the header's estimate (which for constant bit rate is size ÷ rate, and says nothing).
    const packets = execFileSync("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      "a:0",
      "-show_entries",
      "packet=duration_time",
      "-of",
      "csv=p=0",
      file,
    ]).toString();
    const seconds = packets.split("\n").reduce((sum, line) => sum + (Number(line) || 0), 0);
    rows.push({ language, bytes: bytes.length, seconds, format, type: clip.headers.get("content-type") ?? "" });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return rows;
}

async function main() {
  try {
    execFileSync("ffprobe", ["-version"], { stdio: "ignore" });
  } catch {
    aptInstall("ffmpeg");
  }
  const chat = chatCompletions({ tokenDelayMs: TOKEN_DELAY_MS, reply: threeSentences });
  const upstream = await startOpenAiServer({ routes: chat.routes });
  // The model streams the reply; a spent speech budget makes the embedded eSpeak speak, as on a site without a speech API.
  const site = await startSite(PORT, {
    OPENAI_API_KEY: upstream.apiKey,
    OPENAI_BASE_URL: upstream.url,
    HEALTH_CACHE_MS: "0",
    BUDGET_SPEECH_CHARS_PER_DAY: "0",
  });
  // A microphone and an audio output without a person at the machine.
  const browser = await launchChromium([
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
  ]);
  try {
    const context = await browser.newContext({ permissions: ["microphone"] });
    await context.addInitScript(watchPage);
    const page = await context.newPage();
    await oneRun(page, site.url, -1); // warm-up: the speech engine starts on first use
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(page, site.url, i));

    const now = median(runs.map((r) => r.toFirstAudio));
    const lastToken = median(runs.map((r) => r.toLastToken));
    const whole = median(runs.map((r) => r.toLastToken + AUTO_SPEECH_DELAY_MS + r.wholeSynthesis));
    print(`\nFirst token → first audio playing, median of ${RUNS} (three sentences streamed a token every ${TOKEN_DELAY_MS} ms; eSpeak)`);
    print(`  sentence by sentence (now)                       : ${now.toFixed(0)} ms`);
    print(`  whole reply (before: last token + ${AUTO_SPEECH_DELAY_MS} ms + whole text) : ${whole.toFixed(0)} ms`);
    print(
      `    of which first → last token ${lastToken.toFixed(0)} ms, whole-text synthesis ${median(runs.map((r) => r.wholeSynthesis)).toFixed(0)} ms`,
    );
    print(`  ratio                                            : ${(whole / now).toFixed(2)}× sooner`);

    const rows = await bytesPerSecond(page, site.url);
    print(`\nBytes per second of speech, one welcome message per language (served clip, ffprobe duration)`);
    const columns = (cells: string[]) => cells.map((c, i) => c.padEnd([8, 8, 8, 8, 8, 12][i])).join("  ");
    print(columns(["language", "bytes", "seconds", "bytes/s", "format", "content-type"]));
    for (const r of rows)
      print(columns([r.language, String(r.bytes), r.seconds.toFixed(2), (r.bytes / r.seconds).toFixed(0), r.format, r.type]));
    print();
  } finally {
    await browser.close();
    site.stop();
    await upstream.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Time from pressing send to the first visible token of a reply, with the site
 * wired to our local OpenAI-format server, beside that server's own first-token
 * time: the ratio and the difference are the site's overhead.
 *   npm run build && npm run bench:first-token
 */
import { chatCompletions } from "@/test/support/openai-chat";
import { startOpenAiServer } from "@/test/support/openai-server";
import { launchChromium, median, print, startSite } from "./support";

const RUNS = Number(process.env.RUNS ?? 20);
const UPSTREAM_FIRST_TOKEN_MS = Number(process.env.UPSTREAM_FIRST_TOKEN_MS ?? 200);

async function upstreamFirstToken(url: string, apiKey: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "How big is Blitz?" }] }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (/"content":"[^"]/.test(text)) break;
  }
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

async function main() {
  const chat = chatCompletions({ firstTokenDelayMs: UPSTREAM_FIRST_TOKEN_MS, tokenDelayMs: 10 });
  const upstream = await startOpenAiServer({ routes: chat.routes });
  const site = await startSite(3190, { OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, HEALTH_CACHE_MS: "0" });
  const browser = await launchChromium();
  try {
    const server: number[] = [];
    for (let i = 0; i < RUNS; i++) server.push(await upstreamFirstToken(upstream.url, upstream.apiKey));

    const page = await browser.newPage();
    await page.goto(`${site.url}/?intro=0`);
    const browserTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const input = page.getByTestId("chat-input");
      await input.waitFor();
      await page.waitForFunction(() => !(document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement).disabled);
      await input.fill(`Question ${i}: how big is Blitz?`);
      // Measured inside the page: from the key press to the first text in a new assistant bubble.
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const list = document.querySelector('[data-testid="chat-messages"]')!;
            const before = list.querySelectorAll('[data-sender="assistant"][data-testid="chat-message"]').length;
            const observer = new MutationObserver(() => {
              const bubbles = list.querySelectorAll('[data-sender="assistant"][data-testid="chat-message"]');
              if (bubbles.length > before && bubbles[bubbles.length - 1].textContent?.trim()) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(list, { childList: true, subtree: true, characterData: true });
            const box = document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement;
            const started = performance.now();
            box.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
          }),
      );
      browserTimes.push(elapsed);
      await page.waitForTimeout(1100); // the client refuses a second message within 1 s
    }
    const up = median(server);
    const seen = median(browserTimes);
    print(`First token, median of ${RUNS} (upstream first-token delay set to ${UPSTREAM_FIRST_TOKEN_MS} ms)`);
    print(`  local OpenAI-format server alone : ${up.toFixed(1)} ms`);
    print(`  send → first visible token       : ${seen.toFixed(1)} ms`);
    print(`  ratio                            : ${(seen / up).toFixed(3)}`);
    print(`  overhead (difference)            : ${(seen - up).toFixed(1)} ms`);
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

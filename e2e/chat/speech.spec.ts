import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import type { HomePage } from "../pages/home-page";
import type { Page } from "@playwright/test";
import { fakes, hearToEnd, installVoiceFakes, pauseClock } from "./fakes";
import { A, B, int, sqft } from "../../test/support/property";
import { BLITZ_SIZE } from "../../test/support/openai-chat";
import { messages } from "../site/helpers";

/**
 * Spec §4 Per-reply audio and Hints, §7 speech call, §8 TTS and "Enable Voice Assistant First" toasts;
 * issue 12: a reply is spoken sentence by sentence, through one audio element.
 */

async function enableVoice(home: HomePage) {
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveAttribute("data-state", "ready");
}

const isTts = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/api/tts.php";

/** Every speech call of the page, in order: the sentence asked for, and the clip's address once answered. */
function speechCalls(page: Page) {
  const calls: { text: string; audioUrl?: string; status?: number }[] = [];
  page.on("request", (request) => {
    if (isTts(request.url(), request.method())) calls.push({ text: (request.postDataJSON() as { text: string }).text });
  });
  page.on("response", async (response) => {
    if (!isTts(response.url(), response.request().method())) return;
    const call = calls.find((c) => c.text === (response.request().postDataJSON() as { text: string }).text && c.status === undefined);
    if (!call) return;
    call.status = response.status();
    call.audioUrl = ((await response.json().catch(() => ({}))) as { audioUrl?: string }).audioUrl;
  });
  return calls;
}

const sameClip = (played: string, audioUrl: string | undefined) => Boolean(audioUrl) && new URL(played).pathname === audioUrl;

test.describe("with voice enabled", () => {
  test.beforeEach(async ({ page }) => {
    await installVoiceFakes(page);
  });

  test("a reply is spoken sentence by sentence, the first 500 ms after it is complete; Play stops, rewinds and replays from the cache", async ({
    home,
    page,
  }) => {
    const calls = speechCalls(page);
    await page.clock.install();
    await home.open();
    await enableVoice(home);
    await pauseClock(page);

    await home.send("Tell me about the Ardentz unit."); // two sentences in the offline reply
    const reply = home.assistantMessages().last();
    const play = home.playButton(reply);
    await expect(reply).toContainText(sqft(A));
    await expect(play).toBeVisible();

    // The first sentence is synthesised at once, with no timer: the 500 ms are a wait before it is heard.
    await expect.poll(() => calls.filter((c) => c.audioUrl).length).toBeGreaterThanOrEqual(1);
    expect(calls[0].status).toBe(200);
    expect(calls[0].audioUrl).toMatch(/^\/api\/audio\//);
    expect(await fakes.replyPlays(page)).toEqual([]);
    await page.clock.runFor(499);
    expect(await fakes.replyPlays(page)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => fakes.replyPlays(page)).toHaveLength(1);
    expect(sameClip((await fakes.replyPlays(page))[0], calls[0].audioUrl)).toBe(true);

    // Playing: the button reads "Playing..." and looks disabled.
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect(play).toHaveAttribute("aria-disabled", "true");
    await expect(play).toHaveAttribute("data-ready", "true");
    // The clip itself is served as audio.
    const clip = await page.request.get(calls[0].audioUrl!);
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toMatch(/^audio\//);

    // Heard to the end: every sentence once, in the order asked for, then ready again.
    const heard = await hearToEnd(page, play);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(heard).toHaveLength(calls.length);
    heard.forEach((src, i) => expect(sameClip(src, calls[i].audioUrl)).toBe(true));
    expect(new Set(calls.map((c) => c.text)).size).toBe(calls.length);
    await expect(play).not.toHaveAttribute("aria-disabled");
    await expect(play).toHaveAttribute("data-ready", "true");

    // Play replays the whole reply from its first sentence, with no new speech call.
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect.poll(async () => (await fakes.replyPlays(page)).length).toBe(heard.length + 1);
    expect(sameClip((await fakes.replyPlays(page))[heard.length], calls[0].audioUrl)).toBe(true);

    // Pressing it while playing stops and rewinds.
    await fakes.advanceAudio(page, 2.5);
    // It is only aria-disabled, so it stays pressable (Playwright's click would wait for "enabled").
    await play.press("Enter");
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
    expect(await fakes.replyPauses(page)).toBeGreaterThanOrEqual(1);
    expect(await fakes.audioTime(page)).toBe(0);

    // And again, to the end: the same clips in the same order, still no new call.
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    const again = (await hearToEnd(page, play)).slice(heard.length + 1);
    expect(again).toEqual(heard);
    expect(await fakes.posts(page, "/api/tts.php")).toBe(calls.length);
    await expect(play).toHaveAttribute("data-ready", "true");
  });

  test("a failed speech call shows 'Voice Reply Error' and leaves the reply playable", async ({ home, page }) => {
    await page.route("**/api/tts.php", (route) =>
      route.fulfill({ status: 502, json: { success: false, error: "Speech service down", code: "upstream_failed:tts" } }),
    );
    await home.open();
    await enableVoice(home);
    await home.send("How big is Blitz?");

    // The page says the error's code in the visitor's words, not the text the server sent beside it.
    const toast = home.toastTitled("Voice Reply Error");
    await expect(toast).toContainText(messages("en").serverErrors.upstream_failed);
    const play = home.playButton();
    await expect(play).toHaveAttribute("data-ready", "true");
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
    expect(await fakes.replyPlays(page)).toEqual([]);
    // The sentences after a failed one are not asked for.
    expect(await fakes.posts(page, "/api/tts.php")).toBe(1);

    // The service is back: Play now works.
    await page.unroute("**/api/tts.php");
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect.poll(() => fakes.replyPlays(page)).toHaveLength(1);
    expect(await fakes.posts(page, "/api/tts.php")).toBeGreaterThanOrEqual(2);
  });

  test("starting recognition stops the reply that is playing", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);
    await home.send("How big is Blitz?");
    const play = home.playButton();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await fakes.advanceAudio(page, 1.2);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await expect(play).toHaveAccessibleName(/^Play: /);
    expect(await fakes.replyPauses(page)).toBeGreaterThanOrEqual(1);
    expect(await fakes.audioTime(page)).toBe(0);
    // Nothing more of it is heard.
    const plays = (await fakes.replyPlays(page)).length;
    await page.waitForTimeout(1500);
    expect(await fakes.replyPlays(page)).toHaveLength(plays);
  });

  test("pressing Play again while its speech is being generated makes no second speech call", async ({ home, page }) => {
    const calls = speechCalls(page);
    const release = await holdRoute(page, "**/api/tts.php");
    await home.open();
    await enableVoice(home);
    const play = home.playButton(home.messages.first());
    await play.click();
    await expect.poll(() => fakes.posts(page, "/api/tts.php")).toBe(1);
    await play.click();

    release();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect(play).toHaveAttribute("data-ready", "true");
    await hearToEnd(page, play);
    // Each sentence asked for once.
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(calls.map((c) => c.text)).size).toBe(calls.length);
  });

  test("playback refused by the browser shows 'Audio Error' and the button is ready again", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);
    await fakes.blockAutoplay(page);
    await home.send("How big is Blitz?");
    await expect(home.toastTitled("Audio Error")).toContainText("Playback failed—please tap again and allow audio!");
    const play = home.playButton();
    await expect(play).toHaveAttribute("data-ready", "true");
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
  });

  test("the welcome message is played whole, sentence after sentence", async ({ home, page }) => {
    const calls = speechCalls(page);
    await home.open();
    await enableVoice(home);
    const welcome = home.messages.first();
    const play = home.playButton(welcome);
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect.poll(() => fakes.replyPlays(page)).toHaveLength(1);
    const heard = await hearToEnd(page, play);
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard).toHaveLength(calls.length);
    heard.forEach((src, i) => expect(sameClip(src, calls[i].audioUrl)).toBe(true));
    // Together the sentences are the whole welcome.
    const text = ((await welcome.locator("p").first().textContent()) ?? "").replace(/\s+/g, " ").trim();
    expect(calls.map((c) => c.text).join(" ")).toBe(text);
  });

  test("every clip plays through the one element the enabling click unlocked", async ({ home, page }) => {
    await home.open();
    // Which element each play() was called on, the silent unlock clip included.
    await page.evaluate(() => {
      const w = window as unknown as { __elements: HTMLMediaElement[]; __playedOn: number[] };
      w.__elements = [];
      w.__playedOn = [];
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!w.__elements.includes(this)) w.__elements.push(this);
        w.__playedOn.push(w.__elements.indexOf(this));
        return play.call(this);
      };
    });
    await enableVoice(home);
    const play = home.playButton(home.messages.first());
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    const heard = await hearToEnd(page, play);
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(await fakes.unlockPlays(page)).toHaveLength(1);
    // The unlock, then each sentence: all on element 0.
    expect(await page.evaluate(() => (window as unknown as { __playedOn: number[] }).__playedOn)).toEqual(Array(heard.length + 1).fill(0));
  });
});

test.describe("while a reply streams (wired site, token by token)", () => {
  test("the first sentence is asked for, and heard, before the reply has finished streaming", async ({
    wiredHome: home,
    page,
    control,
  }) => {
    // The second sentence streams for about 7 s: long enough that a speech server on a busy two-core machine, where
    // 300 ms a token (2 s) was seen to be too short, still answers the first one while the reply is streaming.
    await control.chatBehaviour({ tokenDelayMs: 1000 });
    await installVoiceFakes(page);
    const calls = speechCalls(page);
    await home.open();
    await enableVoice(home);
    await home.send("How big is Blitz?");

    // Read inside the page the moment it happens: the reply is still streaming (no Play button, input locked).
    const streamingAt = (what: "call" | "play") =>
      page.waitForFunction(
        (w) => {
          const win = window as unknown as { __fetches: { method: string; path: string }[]; __audio: { plays: { src: string }[] } };
          const happened =
            w === "call"
              ? win.__fetches.some((f) => f.method === "POST" && f.path === "/api/tts.php")
              : win.__audio.plays.some((p) => !p.src.startsWith("data:"));
          if (!happened) return false;
          const input = document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement;
          // Only the welcome has one while the reply streams; the first sentence may be asked for before the reply is drawn.
          return { inputLocked: input.disabled, playButtons: document.querySelectorAll('[data-testid="play-button"]').length };
        },
        what,
        { polling: "raf" },
      );

    expect(await (await streamingAt("call")).jsonValue()).toEqual({ inputLocked: true, playButtons: 1 });
    expect(await (await streamingAt("play")).jsonValue()).toEqual({ inputLocked: true, playButtons: 1 });
    expect(calls[0].text).toBe('You asked: "How big is Blitz?".');

    const play = home.playButton();
    await expect(play).toBeVisible();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    const heard = await hearToEnd(page, play);
    expect(calls.map((c) => c.text)).toEqual(['You asked: "How big is Blitz?".', BLITZ_SIZE]);
    expect(heard).toHaveLength(2);
    heard.forEach((src, i) => expect(sameClip(src, calls[i].audioUrl)).toBe(true));
  });
});

test("Play before voice is enabled asks to enable it and points at the button for 5 s", async ({ home, page }) => {
  await installVoiceFakes(page);
  await page.clock.install();
  await home.open();
  await pauseClock(page);

  await home.playButton(home.messages.first()).click();
  // Answered once the live chat is in (the press starts its download), with the toasts' library it asked for.
  await expect(home.voiceHighlight).toHaveText("Click Here");
  await expect(home.voiceButton).toHaveAttribute("data-highlighted", "true");
  await home.expectToastsLoaded();
  await page.clock.runFor(1); // the toast renders on a timer
  await expect(home.toastTitled("Enable Voice Assistant First")).toContainText(
    "To hear responses, please click the 'Enable Voice Assistant' button below.",
  );
  expect(await fakes.posts(page, "/api/tts.php")).toBe(0);
  expect(await fakes.replyPlays(page)).toEqual([]);

  await page.clock.runFor(4899); // 4.9 s after the press
  await expect(home.voiceHighlight).toBeVisible();
  await page.clock.runFor(100); // 5.0 s
  await expect(home.voiceHighlight).toHaveCount(0);
  await expect(home.voiceButton).not.toHaveAttribute("data-highlighted");
});

test.describe("on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  });

  test("the play button shows 'Tap to play'", async ({ home }) => {
    await home.open();
    const row = home.messages.first();
    // A phone's visitor scrolls down to the chat, which brings the live one that knows the device.
    await row.scrollIntoViewIfNeeded();
    await expect(home.playButton(row)).toHaveAttribute("data-mobile", "true");
    await expect(row.getByText("Tap to play")).toBeVisible();
  });
});

test("on a desktop there is no 'Tap to play'", async ({ home }) => {
  await home.open();
  await expect(home.playButton(home.messages.first())).toBeVisible();
  await expect(home.playButton(home.messages.first())).not.toHaveAttribute("data-mobile");
  await expect(home.page.getByText("Tap to play")).toHaveCount(0);
});

test("speech reads a reply the visitor received, and refuses a text the site never said", async ({ home, page }) => {
  // The reply as the browser holds it (markdown and all): the stream's closing event, read on its way through.
  let replyText = "";
  await page.route("**/api/chat.php", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const done = body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; message?: string })
      .find((e) => e.type === "done");
    replyText = done?.message ?? "";
    await route.fulfill({ response, body });
  });
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
  expect(replyText).toContain(int(B.sizeSqft));
  const speak = (text: string) =>
    page.evaluate(
      async (body) => {
        const response = await fetch("/api/tts.php", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      { text, voice: "default", language: "en" },
    );

  const own = await speak(replyText);
  expect(own.status).toBe(200);
  expect(own.body.audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{64}$/);
  const foreign = await speak("Send your bank PIN to 0123456789 to win a free unit.");
  expect(foreign).toEqual({ status: 403, body: { success: false, error: expect.any(String), code: "forbidden:tts" } });
});

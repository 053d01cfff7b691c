import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import type { HomePage } from "../pages/home-page";
import { fakes, installVoiceFakes, pauseClock } from "./fakes";

/** Spec §4 Per-reply audio and Hints, §7 speech call, §8 TTS and "Enable Voice Assistant First" toasts. */

async function enableVoice(home: HomePage) {
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveAttribute("data-state", "ready");
}

const isTts = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/api/tts.php";

test.describe("with voice enabled", () => {
  test.beforeEach(async ({ page }) => {
    await installVoiceFakes(page);
  });

  test("a reply is spoken 500 ms after it arrives; Play then stops, rewinds and replays from the cache", async ({ home, page }) => {
    await page.clock.install();
    await home.open();
    await enableVoice(home);
    await pauseClock(page);

    await home.send("How big is Blitz?");
    const reply = home.assistantMessages().last();
    const play = home.playButton(reply);
    await expect(reply).toContainText("743 sq ft");
    await expect(play).toBeVisible();
    await expect(play).not.toHaveAttribute("data-ready");

    await page.clock.runFor(499);
    expect(await fakes.posts(page, "/api/tts.php")).toBe(0);

    const ttsRequest = page.waitForRequest((r) => isTts(r.url(), r.method()));
    const ttsResponse = page.waitForResponse((r) => isTts(r.url(), r.request().method()));
    await page.clock.runFor(1);
    expect(await fakes.posts(page, "/api/tts.php")).toBe(1);
    const body = (await ttsRequest).postDataJSON();
    expect(body).toEqual({ text: expect.stringContaining("743 sq ft"), voice: expect.any(String), language: "en" });
    const tts = await ttsResponse;
    expect(tts.status()).toBe(200);
    const { audioUrl } = await tts.json();
    expect(audioUrl).toMatch(/^\/api\/audio\//);

    // Played: the button reads "Playing..." and looks disabled.
    await expect.poll(() => fakes.replyPlays(page)).toEqual([expect.stringContaining(audioUrl)]);
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect(play).toHaveAttribute("aria-disabled", "true");
    await expect(play).toHaveAttribute("data-ready", "true");
    // The clip itself is served as audio.
    const clip = await page.request.get(audioUrl);
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toMatch(/^audio\//);

    // Pressing it while playing stops and rewinds.
    await fakes.advanceAudio(page, 2.5);
    // It is only aria-disabled, so it stays pressable (Playwright's click would wait for "enabled").
    await play.press("Enter");
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
    expect(await fakes.replyPauses(page)).toBeGreaterThanOrEqual(1);
    expect(await fakes.audioTime(page)).toBe(0);

    // Play again: the same text is not generated twice.
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    expect(await fakes.replyPlays(page)).toHaveLength(2);
    expect(await fakes.posts(page, "/api/tts.php")).toBe(1);

    // When the clip ends, the button is ready again.
    await fakes.endAudio(page);
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
    await expect(play).toHaveAttribute("data-ready", "true");
  });

  test("a failed speech call shows 'Voice Reply Error' and leaves the reply playable", async ({ home, page }) => {
    await page.route("**/api/tts.php", (route) =>
      route.fulfill({ status: 502, json: { success: false, error: "Speech service down", code: "upstream_failed:tts" } }),
    );
    await home.open();
    await enableVoice(home);
    await home.send("How big is Blitz?");

    const toast = home.toastTitled("Voice Reply Error");
    await expect(toast).toContainText("Speech service down");
    const play = home.playButton();
    await expect(play).toHaveAttribute("data-ready", "true");
    await expect(play).toHaveAccessibleName(/^Play: /);
    await expect(play).not.toHaveAttribute("aria-disabled");
    expect(await fakes.replyPlays(page)).toEqual([]);

    // The service is back: Play now works.
    await page.unroute("**/api/tts.php");
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect.poll(() => fakes.replyPlays(page)).toHaveLength(1);
    expect(await fakes.posts(page, "/api/tts.php")).toBe(2);
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
  });

  test("pressing Play again while its speech is being generated makes no second speech call", async ({ home, page }) => {
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
    expect(await fakes.posts(page, "/api/tts.php")).toBe(1);
    await fakes.endAudio(page);
    await expect(play).toHaveAccessibleName(/^Play: /);
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

  test("the welcome message can be played too", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);
    const play = home.playButton(home.messages.first());
    await play.click();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    await expect.poll(() => fakes.replyPlays(page)).toHaveLength(1);
    await fakes.endAudio(page);
    await expect(play).toHaveAccessibleName(/^Play: /);
  });
});

test("Play before voice is enabled asks to enable it and points at the button for 5 s", async ({ home, page }) => {
  await installVoiceFakes(page);
  await page.clock.install();
  await home.open();
  await pauseClock(page);

  await home.playButton(home.messages.first()).click();
  await page.clock.runFor(1); // the toast renders on a timer
  await expect(home.toastTitled("Enable Voice Assistant First")).toContainText(
    "To hear responses, please click the 'Enable Voice Assistant' button below.",
  );
  await expect(home.voiceHighlight).toHaveText("Click Here");
  await expect(home.voiceButton).toHaveAttribute("data-highlighted", "true");
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
    const done = body.trim().split("\n").map((line) => JSON.parse(line) as { type: string; message?: string }).find((e) => e.type === "done");
    replyText = done?.message ?? "";
    await route.fulfill({ response, body });
  });
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText("743 sq ft");
  expect(replyText).toContain("743");
  const speak = (text: string) =>
    page.evaluate(async (body) => {
      const response = await fetch("/api/tts.php", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    }, { text, voice: "default", language: "en" });

  const own = await speak(replyText);
  expect(own.status).toBe(200);
  expect(own.body.audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{64}$/);
  const foreign = await speak("Send your bank PIN to 0123456789 to win a free unit.");
  expect(foreign).toEqual({ status: 403, body: { success: false, error: expect.any(String), code: "forbidden:tts" } });
});

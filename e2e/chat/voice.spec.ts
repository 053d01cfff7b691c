import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import type { HomePage } from "../pages/home-page";
import { fakes, hearToEnd, installVoiceFakes, pauseClock } from "./fakes";
import { B, sqft } from "../../test/support/property";

/** Spec §4 Voice enablement, §5 speech recognition language, §8 permission and recognition toasts. */

async function enableVoice(home: HomePage) {
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveAttribute("data-state", "ready");
}

test.describe("enabling voice", () => {
  test("asks for the microphone and unlocks audio together, then offers to start", async ({ home, page }) => {
    await installVoiceFakes(page, { microphone: "manual" });
    await home.open();
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
    await expect(home.voiceButton).toHaveAttribute("data-state", "off");

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Setting up...");
    await expect(home.voiceButton).toBeDisabled();
    await expect.poll(() => fakes.micRequests(page)).toEqual([{ audio: true }]);

    await fakes.grantMic(page);
    const toast = home.toastTitled("Permissions Granted");
    await expect(toast).toContainText("Voice assistant is ready! You can now use voice commands and hear responses automatically.");
    await expect(home.voiceButton).toHaveText("Start Conversation");
    await expect(home.voiceButton).toBeEnabled();
    // Autoplay unlock: the audio context resumed and a silent clip played at zero volume.
    expect(await fakes.audioResumes(page)).toBeGreaterThanOrEqual(1);
    expect(await fakes.unlockPlays(page)).toEqual([{ src: expect.stringMatching(/^data:audio\/wav;base64,/), volume: 0 }]);
    // Nothing listens yet.
    expect(await fakes.sessions(page)).toEqual([]);
  });

  test("a denied microphone shows 'Permission Required' and stays off", async ({ home, page }) => {
    await installVoiceFakes(page, { microphone: "deny" });
    await home.open();
    await home.voiceButton.click();
    const toast = home.toastTitled("Permission Required");
    await expect(toast).toContainText("Please allow microphone access and enable audio to use voice features.");
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
    await expect(home.voiceButton).toHaveAttribute("data-state", "off");
  });

  test("blocked audio autoplay also means 'Permission Required'", async ({ home, page }) => {
    await installVoiceFakes(page, { microphone: "grant", autoplay: "block" });
    await home.open();
    await home.voiceButton.click();
    await expect(home.toastTitled("Permission Required")).toBeVisible();
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
    expect(await fakes.micRequests(page)).toEqual([{ audio: true }]);
  });

  test("a browser without speech recognition, on a site that does not transcribe, shows 'Not Supported'", async ({ home, page }) => {
    await installVoiceFakes(page, { recognition: false });
    await home.open();
    await home.voiceButton.click();
    await expect(home.toastTitled("Not Supported")).toContainText("Speech recognition is not supported in this browser.");
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
    expect(await fakes.micRequests(page)).toEqual([]);
    // The site was asked (it answers 501 without a transcription model), and nothing was recorded.
    expect(await fakes.posts(page, "/api/stt.php")).toBe(1);
    expect((await fakes.recorder(page)).starts).toBe(0);
  });

  test("a browser that can neither recognise nor record shows 'Not Supported' without asking the site", async ({ home, page }) => {
    await installVoiceFakes(page, { recognition: false, recorder: false });
    await home.open();
    await home.voiceButton.click();
    await expect(home.toastTitled("Not Supported")).toBeVisible();
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
    expect(await fakes.posts(page, "/api/stt.php")).toBe(0);
    expect(await fakes.micRequests(page)).toEqual([]);
  });
});

test.describe("speaking", () => {
  test.beforeEach(async ({ page }) => {
    await installVoiceFakes(page);
  });

  test("the button toggles single-shot, final-only recognition in en-US", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await expect(home.voiceButton).toHaveAttribute("aria-pressed", "true");
    expect(await fakes.sessions(page)).toEqual([{ lang: "en-US", continuous: false, interimResults: false, maxAlternatives: 1 }]);
    expect(await fakes.listening(page)).toBe(true);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Start Conversation");
    await expect(home.voiceButton).toHaveAttribute("aria-pressed", "false");
    expect(await fakes.listening(page)).toBe(false);
    await expect(home.userMessages()).toHaveCount(0);
    await expect(home.chatInput).toHaveValue("");
  });

  for (const [lang, tag] of [
    ["zh", "zh-CN"],
    ["ms", "ms-MY"],
    ["ar", "ar-SA"],
  ] as const) {
    test(`recognition in ${lang} listens for ${tag}`, async ({ home, page }) => {
      await home.open({ lang });
      await enableVoice(home);
      await home.voiceButton.click();
      await expect(home.voiceButton).toHaveAttribute("data-state", "listening");
      expect((await fakes.sessions(page)).map((s) => s.lang)).toEqual([tag]);
    });
  }

  test("what was said goes into the box and is sent 100 ms later", async ({ home, page }) => {
    await page.clock.install();
    await home.open();
    await enableVoice(home);
    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await pauseClock(page);

    // Interim results are ignored: only the final transcript counts.
    await fakes.interim(page, "How big");
    await expect(home.chatInput).toHaveValue("");

    await fakes.say(page, "How big is Blitz?");
    await expect(home.chatInput).toHaveValue("How big is Blitz?");
    await expect(home.voiceButton).toHaveText("Start Conversation");

    await page.clock.runFor(99);
    await expect(home.userMessages()).toHaveCount(0);
    expect(await fakes.posts(page, "/api/chat.php")).toBe(0);

    await page.clock.runFor(1);
    await expect(home.userMessages()).toHaveCount(1);
    await expect(home.userMessages().first()).toContainText("How big is Blitz?");
    expect(await fakes.posts(page, "/api/chat.php")).toBe(1);
    await expect(home.chatInput).toHaveValue("");
    await expect(home.assistantMessages().last()).toContainText(sqft(B));
  });

  test("a recognition error shows 'Speech Recognition Error'", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);
    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");

    await fakes.failSpeech(page, "no-speech");
    await expect(home.toastTitled("Speech Recognition Error")).toContainText("Could not recognize speech. Please try again.");
    await expect(home.voiceButton).toHaveText("Start Conversation");
    await expect(home.userMessages()).toHaveCount(0);

    // And it can listen again.
    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    expect(await fakes.sessions(page)).toHaveLength(2);
  });

  for (const when of ["after", "before"] as const) {
    test(`a message spoken while a reply is pending is not sent (listening started ${when} sending)`, async ({ home, page }) => {
      const release = await holdRoute(page, "**/api/chat.php");
      await page.clock.install();
      await home.open();
      await enableVoice(home);
      await pauseClock(page);

      const listen = async () => {
        await home.voiceButton.click();
        await expect(home.voiceButton).toHaveText("Listening...");
      };
      if (when === "before") await listen();
      await home.send("How big is Blitz?");
      await expect(home.typing).toBeVisible();
      await expect(home.chatInput).toBeDisabled();
      await expect(home.sendButton).toBeDisabled();
      if (when === "after") await listen();

      // The voice button still works, but what it hears cannot jump the queue
      // (a second later, so the one-message-per-second throttle is not what stops it).
      await page.clock.runFor(1500);
      await fakes.say(page, "What is the yield of Cares?");
      await page.clock.runFor(100);
      await expect(home.userMessages()).toHaveCount(1);
      expect(await fakes.posts(page, "/api/chat.php")).toBe(1);

      release();
      await expect(home.assistantMessages().last()).toContainText(sqft(B));
      await expect(home.chatInput).toBeEnabled();
      await expect(home.userMessages()).toHaveCount(1);
      expect(await fakes.posts(page, "/api/chat.php")).toBe(1);
      // The words are not lost: they wait in the box for the visitor to send.
      await expect(home.chatInput).toHaveValue("What is the yield of Cares?");
    });
  }
});

test.describe("without speech recognition (Firefox), where the site transcribes", () => {
  // The offline site has no STT_MODEL: here a stand-in answers as /api/stt.php does (an empty recording is
  // a 400, a recording gets its text), to drive the recorder's states; the real route and transcription
  // model are exercised on the wired site (wired.spec.ts).
  test("the button records, the recording is transcribed, and what was said is sent", async ({ home, page }) => {
    const uploads: { type: string; bytes: number; language: string | null }[] = [];
    await page.route("**/api/stt.php*", async (route) => {
      const request = route.request();
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      const url = new URL(request.url());
      uploads.push({ type: request.headers()["content-type"], bytes: body.length, language: url.searchParams.get("language") });
      if (body.length === 0)
        return route.fulfill({ status: 400, json: { success: false, error: "The recording is empty.", code: "bad_request:stt" } });
      return route.fulfill({ json: { success: true, text: "How big is Blitz?", language: "en" } });
    });
    await installVoiceFakes(page, { recognition: false });
    await home.open();
    await home.voiceButton.click();
    await expect(home.toastTitled("Permissions Granted")).toBeVisible();
    await expect(home.voiceButton).toHaveText("Start Conversation");
    expect(await fakes.micRequests(page)).toEqual([{ audio: true }]);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await expect.poll(async () => (await fakes.recorder(page)).recording).toBe(true);
    expect(await fakes.sessions(page)).toEqual([]);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Start Conversation");
    await expect(home.userMessages().first()).toContainText("How big is Blitz?");
    await expect(home.assistantMessages().last()).toContainText(sqft(B));
    const recorder = await fakes.recorder(page);
    expect(recorder).toMatchObject({ starts: 1, stops: 1, recording: false });
    // The probe (empty), then the recording, in the recorder's own type.
    expect(uploads).toEqual([
      { type: recorder.types[0], bytes: 0, language: "en" },
      { type: recorder.types[0], bytes: expect.any(Number), language: "en" },
    ]);
    expect(recorder.types[0]).toMatch(/^audio\/webm/);
    expect(uploads[1].bytes).toBeGreaterThan(0);
  });

  test("a recording the site cannot make out shows 'Speech Recognition Error'", async ({ home, page }) => {
    await page.route("**/api/stt.php*", (route) =>
      (route.request().postDataBuffer()?.length ?? 0) === 0
        ? route.fulfill({ status: 400, json: { success: false, error: "The recording is empty.", code: "bad_request:stt" } })
        : route.fulfill({ json: { success: true, text: "  ", language: "en" } }),
    );
    await installVoiceFakes(page, { recognition: false });
    await home.open();
    await enableVoice(home);
    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await home.voiceButton.click();
    await expect(home.toastTitled("Speech Recognition Error")).toBeVisible();
    await expect(home.userMessages()).toHaveCount(0);
  });
});

test.describe("hands-free", () => {
  test.beforeEach(async ({ page }) => {
    await installVoiceFakes(page);
  });

  const handsFree = (home: HomePage) => home.page.getByRole("switch", { name: "Hands-free" });

  /** Hands-free on, a question spoken, and its reply playing: the reply's play button. */
  async function speakHandsFree(home: HomePage) {
    await home.open();
    await enableVoice(home);
    await handsFree(home).click();
    await home.voiceButton.click();
    await fakes.say(home.page, "How big is Blitz?");
    const play = home.playButton();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    return play;
  }

  test("the switch appears beside the voice button once voice is on, and is off", async ({ home }) => {
    await home.open();
    await expect(handsFree(home)).toHaveCount(0);
    await enableVoice(home);
    await expect(handsFree(home)).toBeVisible();
    await expect(handsFree(home)).toHaveAttribute("aria-checked", "false");
    await handsFree(home).click();
    await expect(handsFree(home)).toHaveAttribute("aria-checked", "true");
  });

  test("speak → the reply is spoken → listening again → silence ends the loop", async ({ home, page }) => {
    await home.open();
    await enableVoice(home);
    await handsFree(home).click();
    await expect(handsFree(home)).toHaveAttribute("aria-checked", "true");

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await fakes.say(page, "How big is Blitz?");
    await expect(home.assistantMessages().last()).toContainText(sqft(B));
    const play = home.playButton();
    await expect(play).toHaveAccessibleName(/^Playing\.\.\.: /);
    // Not while it speaks.
    expect(await fakes.listening(page)).toBe(false);

    await hearToEnd(page, play);
    await expect(home.voiceButton).toHaveText("Listening...");
    expect(await fakes.sessions(page)).toHaveLength(2);

    // Nothing said: the loop ends, and stays ended.
    await fakes.noSpeech(page);
    await expect(home.voiceButton).toHaveText("Start Conversation");
    await page.waitForTimeout(1000);
    expect(await fakes.listening(page)).toBe(false);
    expect(await fakes.sessions(page)).toHaveLength(2);
    await expect(home.userMessages()).toHaveCount(1);
  });

  test("pressing the voice button while a reply speaks stops it and listens", async ({ home, page }) => {
    const play = await speakHandsFree(home);

    await home.voiceButton.click();
    await expect(home.voiceButton).toHaveText("Listening...");
    await expect(play).toHaveAccessibleName(/^Play: /);
    expect(await fakes.audioTime(page)).toBe(0);
    expect(await fakes.sessions(page)).toHaveLength(2);
  });

  test("switched off, a spoken reply does not open the microphone", async ({ home, page }) => {
    const play = await speakHandsFree(home);
    await handsFree(home).click();
    await expect(handsFree(home)).toHaveAttribute("aria-checked", "false");

    await hearToEnd(page, play);
    await page.waitForTimeout(500);
    expect(await fakes.listening(page)).toBe(false);
    expect(await fakes.sessions(page)).toHaveLength(1);
    await expect(home.voiceButton).toHaveText("Start Conversation");
  });
});

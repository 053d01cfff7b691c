import { expect, test } from "../support/fixtures";
import { holdRoute } from "../support/hold-route";
import type { HomePage } from "../pages/home-page";
import { fakes, installVoiceFakes, pauseClock } from "./fakes";

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

  test("a browser without speech recognition shows 'Not Supported'", async ({ home, page }) => {
    await installVoiceFakes(page, { recognition: false });
    await home.open();
    await home.voiceButton.click();
    await expect(home.toastTitled("Not Supported")).toContainText("Speech recognition is not supported in this browser.");
    await expect(home.voiceButton).toHaveText("Enable Voice Assistant");
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
    ["my", "ms-MY"],
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
    await expect(home.assistantMessages().last()).toContainText("743 sq ft");
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
      await expect(home.assistantMessages().last()).toContainText("743 sq ft");
      await expect(home.chatInput).toBeEnabled();
      await expect(home.userMessages()).toHaveCount(1);
      expect(await fakes.posts(page, "/api/chat.php")).toBe(1);
      // The words are not lost: they wait in the box for the visitor to send.
      await expect(home.chatInput).toHaveValue("What is the yield of Cares?");
    });
  }
});

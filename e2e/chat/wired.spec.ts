import en from "../../messages/en.json";
import { parseMessage } from "../../test/support/mime";
import { fakes, installVoiceFakes } from "./fakes";
import type { Control } from "../support/fixtures";
import { expect, test } from "../support/fixtures";
import { B, sqft } from "../../test/support/property";
import { BLITZ_SIZE } from "../../test/support/openai-chat";

/**
 * The `wired` site: a real OpenAI-format server (streaming) and a real SMTP
 * server, both local and shared, so these run one at a time, each from a reset.
 */
test.describe.configure({ mode: "serial" });

interface ChatCompletionBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

async function chatCompletions(control: Control): Promise<ChatCompletionBody[]> {
  return (await control.openAiRequests())
    .filter((r) => r.method === "POST" && r.path === "/v1/chat/completions")
    .map((r) => r.body as ChatCompletionBody);
}

/** The email as text: quoted-printable soft breaks and escapes undone, base64 parts decoded. */
function readableMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  const qp = unfolded.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const bytes = Buffer.from(run.replace(/=/g, ""), "hex");
    return bytes.toString("utf8");
  });
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [qp, ...base64Parts].join("\n");
}

test("a streamed reply shows while it is still arriving", async ({ wiredHome: home, control }) => {
  // Slow enough that a busy machine still draws the reply's first sentence seconds before its last token.
  await control.chatBehaviour({ tokenDelayMs: 800 });
  await home.open();
  await home.send("How big is Blitz?");

  const reply = home.assistantMessages().nth(1);
  // One observation of the page while the reply is still coming: part of it is on
  // screen, the typing dots are gone, there is no play button yet, the input is
  // still locked and nothing has been announced.
  const snapshot = () =>
    // The figure is worked out here: the function below runs in the page, which has none of this file's imports.
    home.page.evaluate((blitzSize) => {
      const text = document.querySelectorAll('[data-testid="chat-message"][data-sender="assistant"]')[1]?.textContent ?? "";
      return {
        partial: text.includes('You asked: "How big') && !text.includes(blitzSize),
        typing: document.querySelector('[data-testid="typing-indicator"]') !== null,
        playButtons: document.querySelectorAll('[data-testid="play-button"]').length,
        inputDisabled: (document.querySelector('[data-testid="chat-input"]') as HTMLTextAreaElement).disabled,
        announced: document.querySelector('[data-testid="chat-announcer"]')?.textContent ?? null,
      };
    }, sqft(B));
  await expect
    .poll(snapshot, { intervals: [50] })
    .toEqual({ partial: true, typing: false, playButtons: 1 /* the welcome's */, inputDisabled: true, announced: "" });

  await expect(reply).toContainText(`You asked: "How big is Blitz?". ${BLITZ_SIZE}`);
  await expect(home.playButton(reply)).toBeVisible();
  await expect(home.chatInput).toBeEnabled();
  await expect(home.announcer).toContainText(BLITZ_SIZE);
  await expect(home.messages).toHaveCount(3);
});

test("the model is given the system prompt and the visitor's message, and remembers earlier turns", async ({
  wiredHome: home,
  page,
  control,
}) => {
  await page.clock.install();
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText('You asked: "How big is Blitz?".');
  await expect(home.chatInput).toBeEnabled();

  const [first] = await chatCompletions(control);
  expect(first.stream).toBe(true);
  expect(first.messages[0].role).toBe("system");
  expect(first.messages[0].content).toContain("AI property consultant of Aurelia Residences Kuantan");
  expect(first.messages[0].content).toContain(sqft(B));
  expect(first.messages.at(-1)).toEqual({ role: "user", content: "How big is Blitz?" });
  expect(first.messages.filter((m) => m.role === "user")).toHaveLength(1);

  await page.clock.fastForward(1100); // past the one-message-per-second throttle
  await home.send("What about the yield of Cares?");
  const second = home.assistantMessages().last();
  await expect(second).toContainText('You asked: "What about the yield of Cares?".');
  await expect(second).toContainText('Earlier you asked: "How big is Blitz?"');

  const requests = await chatCompletions(control);
  expect(requests).toHaveLength(2);
  // The conversation, and at most one system note of the site's own (the next question to ask) before the message.
  const notes = requests[1].messages.slice(1).filter((m) => m.role === "system");
  expect(notes.every((m) => m.content.startsWith("System note:"))).toBe(true);
  expect(requests[1].messages.filter((m, i) => i === 0 || m.role !== "system").map((m) => m.role)).toEqual([
    "system",
    "user",
    "assistant",
    "user",
  ]);
  expect(requests[1].messages[2].content).toContain('You asked: "How big is Blitz?"');
});

test("a failing provider shows its error text in an 'Error' toast", async ({ wiredHome: home, control }) => {
  await control.openAiMode("error500");
  await home.open();
  await home.send("How big is Blitz?");
  const toast = home.toastTitled("Error");
  await expect(toast).toContainText("The assistant is unavailable right now. Please try again.");
  await expect(home.assistantMessages()).toHaveCount(1);
  await expect(home.userMessages()).toHaveCount(1);
  await expect(home.chatInput).toBeEnabled();
});

test("a stream cut midway shows an error and leaves no half reply", async ({ wiredHome: home, page, control }) => {
  await control.chatBehaviour({ cutAfter: 3, tokenDelayMs: 50 });
  await home.open();
  const chat = page.waitForResponse((r) => r.url().endsWith("/api/chat.php"));
  await home.send("How big is Blitz?");
  expect((await chat).status()).toBe(200); // the cut happens inside the stream

  await expect(home.toastTitled("Error")).toContainText("The assistant is unavailable right now. Please try again.");
  await expect(home.assistantMessages()).toHaveCount(1);
  await expect(home.messages.filter({ hasText: "You asked" })).toHaveCount(0);
  await expect(home.typing).toHaveCount(0);
  await expect(home.chatInput).toBeEnabled();
  await expect(home.announcer).toHaveText("");
});

test("a visitor's name and phone reach the sales team by email, with the conversation", async ({ wiredHome: home, control }) => {
  await home.open();
  const text = "My name is Aisha Rahman, my number is 012-345 6789";
  await home.send(text);
  await expect(home.toastTitled("Contact Information Sent")).toContainText(
    "Your contact details, including this conversation, have been sent to our team.",
  );
  await expect(home.assistantMessages()).toHaveCount(2);

  await expect.poll(async () => (await control.mail()).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await control.mail();
  expect(mail.envelope.to).toEqual(["sales@e2e.example"]);
  const readable = readableMail(mail.raw);
  expect(readable).toContain("Aisha Rahman");
  // The number as libphonenumber writes it, with its call and WhatsApp links; the digits as typed stay searchable.
  expect(readable).toContain("Phone:     +60 12-345 6789");
  expect(readable).toContain("tel:+60123456789");
  expect(readable).toContain("https://wa.me/60123456789");
  expect(readable).toContain("0123456789");
  expect(readable).toContain(text);
});

test("a visitor objects to training from the chat: the site confirms it, and the lead's email says so", async ({
  wiredHome: home,
  page,
  control,
}) => {
  await home.open();
  const objection = page.getByRole("button", { name: en.chat.trainingObjection });
  await objection.click();

  // The control speaks for the visitor, in their words, and the site confirms it in its own: no model is asked.
  await expect(home.userMessages().last()).toContainText(en.chat.trainingObjection);
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(home.assistantMessages().last()).toContainText("Understood: your conversation will not be used for training");
  expect(await chatCompletions(control)).toHaveLength(0);
  await expect(page.getByTestId("training-objected")).toHaveText(en.chat.trainingObjected);
  await expect(objection).toHaveCount(0);

  // The lead given afterwards carries the objection to the sales team.
  await page.waitForTimeout(1100); // past the one-message-per-second throttle
  await home.send("My name is Aisha Rahman, my number is 012-345 6789");
  await expect(home.assistantMessages()).toHaveCount(3);
  await expect.poll(async () => (await control.mail()).length, { timeout: 20_000 }).toBe(1);
  const readable = readableMail((await control.mail())[0].raw);
  expect(readable).toMatch(/Training: {2}OBJECTED on .*: do not use this conversation to train staff or models/);
  expect(readable).toContain(en.chat.trainingObjection);
});

for (const failure of ["aborted", "answered 503"] as const) {
  test(`the lead reaches sales with its transcript when the browser's contact call is ${failure}`, async ({
    wiredHome: home,
    page,
    control,
  }) => {
    let attempts = 0;
    await page.route("**/api/contact.php", (route) => {
      attempts += 1;
      return failure === "aborted"
        ? route.abort("connectionreset")
        : route.fulfill({
            status: 503,
            json: { success: false, error: "The service is temporarily unavailable. Please try again.", code: "unavailable:contact" },
          });
    });
    await home.open();
    await home.send("How big is Blitz?");
    await expect(home.assistantMessages().last()).toContainText(sqft(B));
    await expect(home.chatInput).toBeEnabled();
    await page.waitForTimeout(1100); // past the one-message-per-second throttle
    const text = "My name is Nur Aina, my number is 013-987 6543";
    await home.send(text);

    // The chat route stored the lead itself, so the site confirms the call, in its own words.
    await expect(home.assistantMessages().last()).toContainText("Our sales team will call you at 0139876543 shortly", { timeout: 15_000 });
    await expect.poll(async () => (await control.mail()).length, { timeout: 20_000 }).toBe(1);
    const readable = readableMail((await control.mail())[0].raw);
    expect(readable).toContain("Nur Aina");
    expect(readable).toContain("0139876543");
    expect(readable).toContain("How big is Blitz?");
    expect(readable).toContain(text);
    // The browser kept trying, with backoff, and never showed the visitor an error.
    await expect.poll(() => attempts, { timeout: 15_000 }).toBe(4);
    await expect(home.toastTitled("Error")).toHaveCount(0);
  });
}

/*
 * What the sales team receives from a chat: the qualification the visitor gave and a booked
 * viewing as a calendar invite, above the transcript. Here, in this serial file, because they
 * share the wired site's SMTP and OpenAI-format servers with the tests above.
 */
test("purpose, budget, timing and nationality given in the chat head the sales email, above the transcript", async ({
  wiredHome: home,
  page,
  control,
}) => {
  await home.open();
  await home.send("Hello! We are looking at an investment, budget around RM1.2 million, and we'd like to buy within 3 months.");
  await expect(home.assistantMessages()).toHaveCount(2);
  await expect(home.chatInput).toBeEnabled();
  await page.waitForTimeout(1100); // past the one-message-per-second throttle
  await home.send("I'm Singaporean.");
  await expect(home.assistantMessages()).toHaveCount(3);
  await expect(home.chatInput).toBeEnabled();
  await page.waitForTimeout(1100);
  await home.send("My name is Tan Wei Ming, 012-777 8899");
  await expect(home.assistantMessages().last()).toContainText(/AUR-[0-9A-F]{4}-[0-9A-F]{4}/);

  await expect.poll(async () => (await control.mail()).length, { timeout: 20_000 }).toBe(1);
  const mail = parseMessage((await control.mail())[0].raw);
  expect(mail.header("subject")).toMatch(/^New lead: Tan Wei Ming · \+60 12-777 8899 · (HOT|WARM|COLD)$/);
  const text = mail.text;
  const transcriptAt = text.indexOf("Conversation (");
  expect(transcriptAt).toBeGreaterThan(0);
  for (const fact of ["Investment", "1,200,000", "within 3 months", "Singapore", "+60 12-777 8899"]) {
    const at = text.indexOf(fact);
    expect(at, fact).toBeGreaterThan(-1);
    expect(at, fact).toBeLessThan(transcriptAt);
  }
  // The consultant's last reply, with the reference the visitor saw, closes the transcript.
  const reference = /AUR-[0-9A-F]{4}-[0-9A-F]{4}/.exec(await home.assistantMessages().last().innerText())![0];
  expect(text.slice(transcriptAt)).toContain(reference);
});

test("a viewing booked in the chat reaches sales as a calendar invite", async ({ wiredHome: home, page, control }) => {
  // Three days ahead, at 11:00 in Kuantan: open every day, and past the minimum notice on any day the suite runs.
  const day = new Date(Date.now() + 3 * 24 * 60 * 60_000);
  const date = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kuala_Lumpur", day: "numeric", month: "long", year: "numeric" }).format(
    day,
  );
  await home.open();
  await home.send(`Could we visit the sales gallery on ${date} at 11am?`);
  const offer = home.assistantMessages().last();
  await expect(offer).toContainText(`${date.replace(/ \d{4}$/, "")}`);
  await expect(offer).toContainText("11:00");
  await expect(home.chatInput).toBeEnabled();
  await page.waitForTimeout(1100);
  await home.send("I'm Lim Mei Ling, 013-555 2468");
  await expect(home.assistantMessages().last()).toContainText(/AUR-[0-9A-F]{4}-[0-9A-F]{4}/);

  await expect.poll(async () => (await control.mail()).length, { timeout: 20_000 }).toBe(1);
  const mail = parseMessage((await control.mail())[0].raw);
  expect(mail.calendar?.type).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
  const invite = mail.calendar!.body;
  expect(invite).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(invite).toMatch(/^UID:viewing-[0-9a-f-]{36}@aurelia-residences\r?$/m);
  expect(invite).toMatch(/^SUMMARY:Viewing: Lim Mei Ling/m);
  expect(mail.text).toContain(date.split(" ").slice(0, 2).join(" "));
  expect(mail.text).toMatch(/Viewing:\s+\w+day \d+ \w+ \d{4}, 11:00–12:00/);
});

test("without speech recognition (Firefox), a recording is transcribed by the site's transcription model and sent", async ({
  wiredHome: home,
  page,
  control,
}) => {
  await installVoiceFakes(page, { recognition: false });
  await home.open();
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveText("Start Conversation");
  await home.voiceButton.click();
  await expect(home.voiceButton).toHaveText("Listening...");
  await expect.poll(async () => (await fakes.recorder(page)).recording).toBe(true);
  await home.voiceButton.click();

  // What the local OpenAI-format server hears in any upload, through the real /api/stt.php.
  await expect(home.userMessages().first()).toContainText("How many bedrooms does Ardentz have?");
  await expect(home.assistantMessages().last()).toContainText('You asked: "How many bedrooms does Ardentz have?"');
  const uploads = (await control.openAiRequests()).filter((r) => r.method === "POST" && r.path === "/v1/audio/transcriptions");
  expect(uploads).toHaveLength(1);
});

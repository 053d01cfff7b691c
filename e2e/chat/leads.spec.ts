import { expect, test } from "../support/fixtures";

/**
 * What the sales team receives from a chat: the qualification the visitor
 * gave, a booked viewing as a calendar invite, all above the transcript. The
 * `wired` site's SMTP server is shared, so these run one at a time from a reset.
 */
test.describe.configure({ mode: "serial" });

/** The email as text: quoted-printable soft breaks and escapes undone, base64 parts decoded. */
function readableMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  const qp = unfolded.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [qp, ...base64Parts].join("\n");
}

test.beforeEach(async ({ control }) => {
  await control.reset();
});

test("purpose, budget, timing and nationality given in the chat head the sales email, above the transcript", async ({ wiredHome: home, page, control }) => {
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
  const [mail] = await control.mail();
  const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";
  expect(subject).toMatch(/Tan Wei Ming/);
  expect(subject).toMatch(/HOT|WARM|COLD/);
  // The plain-text part comes first: the first place each fact appears is where sales read it.
  const text = readableMail(mail.raw);
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
  const date = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kuala_Lumpur", day: "numeric", month: "long", year: "numeric" }).format(day);
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
  const [mail] = await control.mail();
  expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  const readable = readableMail(mail.raw);
  expect(readable).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(readable).toMatch(/^UID:viewing-[0-9a-f-]{36}@aurelia-residences\r?$/m);
  expect(readable).toMatch(/^SUMMARY:Viewing: Lim Mei Ling/m);
  expect(readable).toContain(`${date.split(" ").slice(0, 2).join(" ")}`);
  expect(readable).toMatch(/Viewing:\s+\w+day \d+ \w+ \d{4}, 11:00–12:00/);
});

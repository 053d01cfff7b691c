import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import type { ConversationEntry } from "@/lib/shared/api/contract";
import { site } from "@/lib/shared/config/site";
import { HOT_INVESTOR, storedLead } from "@/test/support/leads";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { composeLeadEmail, escapeHtml, headerSafe, messageIdFor } from "./email";
import ICAL from "ical.js";
import { internationalDigits } from "@/lib/server/lead-profile/phone-format";
import { leadReference } from "@/lib/server/lead-profile/reference";

const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };
const AT = "2026-11-20T03:15:00.000Z";
const visitor = (content: string): ConversationEntry => ({ sender: "user", content, timestamp: AT });
const consultant = (content: string): ConversationEntry => ({ sender: "assistant", content, timestamp: "2026-11-20T03:15:04.000Z" });

let smtp: TestSmtp;
let transport: Transporter;
beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = nodemailer.createTransport({ url: smtp.url });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});

/** Sends the lead's email to a real SMTP server and returns it as the server received it. */
async function render(lead = storedLead()) {
  const before = smtp.messages.length;
  await transport.sendMail(composeLeadEmail(lead, addresses));
  expect(smtp.messages).toHaveLength(before + 1);
  const message = smtp.messages[before];
  return { envelope: message.envelope, message };
}

describe("lead email", () => {
  it("says, beside the reference, that the visitor objected to training, and when, so the conversation is left out of it", async () => {
    const at = Date.UTC(2026, 10, 20, 3, 17);
    const { message } = await render(storedLead({ trainingObjectionAt: at }));
    const line = "Training:  OBJECTED on 20 Nov 2026, 11:17 (Asia/Kuala_Lumpur): do not use this conversation to train staff or models";
    expect(message.text.split("\n")).toContain(line);
    expect(message.html).toContain(
      "<strong>OBJECTED on 20 Nov 2026, 11:17 (Asia/Kuala_Lumpur): do not use this conversation to train staff or models</strong>",
    );
  });

  it("derives the Message-ID from the lead, with a revision suffix for updates", () => {
    expect(messageIdFor({ id: "abc", revision: 0 })).toBe("<lead-abc@aurelia-residences.example>");
    expect(messageIdFor({ id: "abc", revision: 2 })).toBe("<lead-abc.r2@aurelia-residences.example>");
  });

  it("opens with the name, the phone as libphonenumber writes it with call and WhatsApp links, and the language", async () => {
    const { message } = await render(storedLead({ name: "Aisyah Rahman", phone: "0123456789", language: "ms" }));
    expect(message.header("subject")).toBe("New lead: Aisyah Rahman · +60 12-345 6789 · COLD");
    expect(message.header("message-id")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666@aurelia-residences.example>");
    expect(message.text.split("\n").slice(0, 6)).toEqual([
      "Name:      Aisyah Rahman",
      "Phone:     +60 12-345 6789",
      "Call:      tel:+60123456789",
      "WhatsApp:  https://wa.me/60123456789",
      "Language:  Bahasa Malaysia (ms)",
      "Qualified: nothing stated yet",
    ]);
    // The digits as typed stay in the mail, so a search for them still finds it.
    expect(message.text).toContain("Typed as:  0123456789\n");

    const html = message.html;
    const body = html.slice(html.indexOf("<body"));
    expect(body).toMatch(/^<body[^>]*>\n<h1 dir="auto"[^>]*>Aisyah Rahman<\/h1>\n<table/);
    expect(html).toContain(
      '<a href="tel:+60123456789" style="font-size:18px">+60 12-345 6789</a> · <a href="https://wa.me/60123456789">WhatsApp</a>',
    );
    const order = ["Aisyah Rahman", "+60 12-345 6789", "Bahasa Malaysia (ms)", "New enquiry from", "Conversation ("].map((s) =>
      html.indexOf(s),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("puts the qualification, the score with its reason and the viewing above the transcript, with the invite attached", async () => {
    const start = Date.UTC(2026, 10, 28, 3, 0);
    const lead = storedLead({
      name: "Tan Wei Ming",
      phone: "0127778899",
      qualification: HOT_INVESTOR,
      viewing: { start, end: start + 60 * 60_000 },
    });
    const { message } = await render(lead);
    expect(message.header("subject")).toBe("New lead: Tan Wei Ming · +60 12-777 8899 · HOT");
    expect(message.text.split("\n").slice(0, 13)).toEqual([
      "Name:      Tan Wei Ming",
      "Phone:     +60 12-777 8899",
      "Call:      tel:+60127778899",
      "WhatsApp:  https://wa.me/60127778899",
      "Language:  English (en)",
      "Purpose:   Investment and rental",
      "Budget:    about RM 1,200,000",
      "Timeline:  within 3 months",
      "Financing: Cash",
      "Nationality: Singapore (foreign buyer)",
      expect.stringMatching(/^Score: {5}Hot: Buying within 3 months · cash · viewing booked/),
      "Viewing:   Saturday 28 November 2026, 11:00–12:00 (Asia/Kuala_Lumpur) (invite attached)",
      `Reference: ${leadReference(lead.id)}`,
    ]);
    expect(message.text.split("\n")[13]).toBe("Training:  no objection");
    const html = message.html;
    const order = ["Tan Wei Ming", "Investment and rental", ">Hot<", "Saturday 28 November 2026", "Conversation ("].map((x) =>
      html.indexOf(x),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The invite as a calendar reads it.
    expect(message.calendar?.type).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
    const calendar = new ICAL.Component(ICAL.parse(message.calendar!.body));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`viewing-${lead.id}@aurelia-residences`);
    expect(event.startDate.toJSDate().getTime()).toBe(start);
    expect(event.endDate.toJSDate().getTime()).toBe(start + 60 * 60_000);
    expect(event.summary).toContain("Tan Wei Ming");
    expect(event.location).toContain("Jalan Teluk Sisek");
  });

  it("leaves the invite out when no viewing is booked", async () => {
    const { message } = await render(storedLead());
    expect(message.calendar).toBeUndefined();
    expect(message.text).toContain("Viewing:   not booked\n");
  });

  it.each([
    // Valid, in the international form libphonenumber gives them.
    ["01234567890", "+60 12-3456 7890", "tel:+601234567890", "https://wa.me/601234567890"],
    ["60123456789", "+60 12-345 6789", "tel:+60123456789", "https://wa.me/60123456789"],
    ["0312345678", "+60 3-1234 5678", "tel:+60312345678", "https://wa.me/60312345678"],
    ["00447911123456", "+44 7911 123456", "tel:+447911123456", "https://wa.me/447911123456"],
  ])("formats %s as %s", async (phone, display, tel, whatsapp) => {
    const { message } = await render(storedLead({ name: "Siti", phone }));
    expect(message.header("subject")).toBe(`New lead: Siti · ${display} · COLD`);
    expect(message.text).toContain(`Phone:     ${display}\nCall:      ${tel}\nWhatsApp:  ${whatsapp}\n`);
    expect(message.html).toContain(`<a href="${tel}" style="font-size:18px">${display}</a> · <a href="${whatsapp}">WhatsApp</a>`);
  });

  it.each([
    // libphonenumber rejects these: too long for Malaysia, or a Singapore number written without its +.
    ["999999999999", "tel:+999999999999", "https://wa.me/999999999999"],
    ["6591234567", "tel:+6591234567", "https://wa.me/6591234567"],
  ])("shows %s, a number libphonenumber rejects, as given, with links built from its digits", async (phone, tel, whatsapp) => {
    const { message } = await render(storedLead({ name: "Siti", phone }));
    expect(message.header("subject")).toBe(`New lead: Siti · ${phone} · COLD`);
    expect(message.text).toContain(`Phone:     ${phone}\nCall:      ${tel}\nWhatsApp:  ${whatsapp}\n`);
    expect(message.text).not.toContain("Typed as:");
    expect(message.html).toContain(`<a href="${tel}" style="font-size:18px">${phone}</a> · <a href="${whatsapp}">WhatsApp</a>`);
  });

  it("states the language by its native name and the time in Kuala Lumpur", async () => {
    const { message } = await render(storedLead({ language: "ms", updatedAt: Date.UTC(2026, 10, 20, 16, 30) }));
    expect(message.text).toContain("Bahasa Malaysia (ms)");
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8).
    expect(message.text).toMatch(/21 Nov 2026, 00:30 \(Asia\/Kuala_Lumpur\)/);
  });

  it("gives the consultant's replies without markdown marks, in both parts, and the visitor's words as sent", async () => {
    const reply = [
      "## Ardentz",
      "The **Ardentz** (Type A) is *1,299 sq ft*, from __RM4,841__ a month:",
      "- **3** bedrooms, *3* bathrooms",
      "- [Chat on WhatsApp](https://wa.me/60132884650)",
      "- [a prize](https://evil.example/win)",
      "",
      "1. Book a viewing",
      "2. Call [us](tel:+60 13-288 4650)",
      "",
      `More at ${site.url}/units.`,
    ].join("\n");
    const { message } = await render(storedLead({ transcript: [visitor("Is **Ardentz** still *open*?"), consultant(reply)] }));
    const plain = [
      "Ardentz",
      "The Ardentz (Type A) is 1,299 sq ft, from RM4,841 a month:",
      "",
      "• 3 bedrooms, 3 bathrooms",
      "• Chat on WhatsApp (https://wa.me/60132884650)",
      // The chat refused this link, so the visitor saw only its text; so does the sales team.
      "• a prize",
      "",
      "1. Book a viewing",
      "2. Call us (tel:+60132884650)",
      "",
      `More at ${site.url}/units.`,
    ].join("\n");
    expect(message.text).toContain(`Assistant:\n${plain}\n`);
    expect(message.text).toContain("Visitor:\nIs **Ardentz** still *open*?\n");
    expect(message.html).toContain(`<div dir="auto" style="white-space:pre-wrap">${escapeHtml(plain)}</div>`);
    const assistantPart = message.html.slice(message.html.indexOf("Assistant</div>"));
    expect(assistantPart).not.toMatch(/\*|__|\]\(|##/);
    expect(message.text.slice(message.text.indexOf("Assistant:"))).not.toMatch(/\*|__|\]\(|##/);
  });

  it("escapes every visitor string in the HTML part", async () => {
    const evil = `<script>alert("x")</script><img src=x onerror='y'>&amp;`;
    const { message } = await render(storedLead({ name: evil, transcript: [visitor(evil), consultant(`**${evil}**`)] }));
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain("<img");
    expect(message.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(message.text).toContain(evil);
  });

  it("drops control characters from the transcript but keeps its line breaks", async () => {
    const { message } = await render(storedLead({ transcript: [visitor("a\u0000b\u001bc\nd\te")] }));
    expect(message.text).toContain("abc\nd\te");
    expect(message.html).toContain("abc\nd\te");
  });

  it("threads an update under the first email", async () => {
    const { message } = await render(storedLead({ revision: 1, name: "Aisyah Rahman", phone: "0123456789" }));
    expect(message.header("subject")).toBe("Updated lead: Aisyah Rahman · +60 12-345 6789 · COLD");
    expect(message.header("in-reply-to")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666@aurelia-residences.example>");
    expect(message.header("message-id")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666.r1@aurelia-residences.example>");
  });

  it("keeps the subject one bounded line whatever the name holds", async () => {
    const { message } = await render(storedLead({ name: "Eve\r\n=?UTF-8?Q?Bcc:_a@b.c?=" + "x".repeat(300), phone: "0123456789" }));
    const subject = message.header("subject")!;
    expect(subject).toBe(`New lead: ${headerSafe("Eve\r\n=?UTF-8?Q?Bcc:_a@b.c?=" + "x".repeat(300))} · +60 12-345 6789 · COLD`);
    expect(subject).not.toMatch(/[\r\n]|=\?/);
    expect(message.headerNames.filter((h) => h === "subject")).toHaveLength(1);
  });

  it("addresses only the configured recipient", async () => {
    const { envelope, message } = await render(storedLead({ name: "x@y.z, other@evil.example" }));
    expect(envelope.to).toEqual(["sales@aurelia-residences.example"]);
    expect(message.headers("to")).toEqual(["sales@aurelia-residences.example"]);
    expect(message.headerNames).not.toContain("cc");
    expect(message.headerNames).not.toContain("bcc");
  });
});

describe("Reply-To", () => {
  it("is the last valid address the visitor gave, never one from the consultant", async () => {
    const { envelope, message } = await render(
      storedLead({
        transcript: [
          visitor("Email me at old.address@example.com"),
          consultant("Sure. Or write to sales@aurelia-residences.example."),
          visitor("Sorry, use **aisyah.rahman+aurelia@example.com.my**. Not aisyah@localhost or aisyah@@x.com"),
          consultant("Noted, I will use other@example.org from now on."),
        ],
      }),
    );
    expect(message.headers("reply-to")).toEqual(["aisyah.rahman+aurelia@example.com.my"]);
    expect(message.text).toContain(
      "Language:  English (en)\nEmail:     aisyah.rahman+aurelia@example.com.my (a reply to this email goes here)\n",
    );
    expect(message.html).toContain('<a href="mailto:aisyah.rahman+aurelia@example.com.my">aisyah.rahman+aurelia@example.com.my</a>');
    // Reply-To only steers a human's reply: the mail itself still goes to sales alone.
    expect(envelope.to).toEqual(["sales@aurelia-residences.example"]);
    expect(message.headers("to")).toEqual(["sales@aurelia-residences.example"]);
  });

  it.each<[string, ConversationEntry[]]>([
    ["no address at all", [visitor("Call me please")]],
    ["an address only from the consultant", [visitor("How do I reach you?"), consultant("Write to sales@aurelia-residences.example")]],
    ["only malformed addresses", [visitor("me@localhost, o'brien@example.com, a..b@example.com, x@-bad.example, é@example.com, a@b.c0m")]],
    ["no transcript", []],
  ])("is absent with %s", async (_label, transcript) => {
    const { message } = await render(storedLead({ transcript }));
    expect(message.headerNames).not.toContain("reply-to");
    expect(message.text).not.toContain("Email:");
    expect(message.html).not.toContain("mailto:");
  });

  it("is one address and adds no recipient or header, whatever the visitor types around it", async () => {
    const { envelope, message } = await render(
      storedLead({
        transcript: [
          visitor('a@example.com, b@example.com\r\nBcc: c@evil.example\r\nCc: <d@evil.example>; "Eve" <e@evil.example>, f@evil.example'),
        ],
      }),
    );
    expect(message.headers("reply-to")).toEqual(["f@evil.example"]);
    expect(envelope.to).toEqual(["sales@aurelia-residences.example"]);
    expect(message.headerNames).not.toContain("cc");
    expect(message.headerNames).not.toContain("bcc");
  });
});

describe("helpers", () => {
  it("headerSafe removes line breaks and bounds the length", () => {
    expect(headerSafe("Eve\r\nBcc: a@b.c")).toBe("Eve Bcc: a@b.c");
    expect(headerSafe("x".repeat(300))).toHaveLength(100);
    expect(headerSafe("=?UTF-8?Q?Eve=0D=0ABcc:_a@b.c?=")).toBe("= ?UTF-8?Q?Eve=0D=0ABcc:_a@b.c?=");
  });
  it("escapeHtml escapes the five characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });
  it.each([
    ["0123456789", "60123456789"],
    ["60123456789", "60123456789"],
    ["6591234567", "6591234567"],
    ["00447911123456", "447911123456"],
  ])("internationalDigits(%s) = %s", (input, expected) => {
    expect(internationalDigits(input)).toBe(expected);
  });
});

import nodemailer from "nodemailer";
import { parseMessage } from "@/test/support/mime";
import { storedLead } from "@/test/support/leads";
import { composeLeadEmail, escapeHtml, headerSafe, internationalDigits, messageIdFor } from "./email";

const addresses = { from: "Aurelia <no-reply@aurelia-residences.example>", to: "sales@aurelia-residences.example" };

async function render(lead = storedLead()) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(composeLeadEmail(lead, addresses));
  return { envelope: info.envelope, message: parseMessage((info.message as Buffer).toString("utf8")) };
}

describe("lead email", () => {
  it("derives the Message-ID from the lead, with a revision suffix for updates", () => {
    expect(messageIdFor({ id: "abc", revision: 0 })).toBe("<lead-abc@aurelia-residences.example>");
    expect(messageIdFor({ id: "abc", revision: 2 })).toBe("<lead-abc.r2@aurelia-residences.example>");
  });

  it("has the name and phone in the subject, and links to call and WhatsApp", async () => {
    const { message } = await render(storedLead({ name: "Aisyah Rahman", phone: "0123456789" }));
    expect(message.header("subject")).toBe("New lead: Aisyah Rahman (0123456789)");
    expect(message.header("message-id")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666@aurelia-residences.example>");
    expect(message.text).toContain("tel:+60123456789");
    expect(message.text).toContain("https://wa.me/60123456789");
    expect(message.html).toContain('href="tel:+60123456789"');
    expect(message.html).toContain('href="https://wa.me/60123456789"');
  });

  it("states the language by its native name and the time in Kuala Lumpur", async () => {
    const { message } = await render(storedLead({ language: "my", updatedAt: Date.UTC(2026, 10, 20, 16, 30) }));
    expect(message.text).toContain("Bahasa Malaysia (my)");
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8).
    expect(message.text).toMatch(/21 Nov 2026, 00:30 \(Asia\/Kuala_Lumpur\)/);
  });

  it("escapes every visitor string in the HTML part", async () => {
    const evil = `<script>alert("x")</script><img src=x onerror='y'>&amp;`;
    const { message } = await render(
      storedLead({ name: evil, transcript: [{ sender: "user", content: evil, timestamp: "2026-11-20T03:15:00.000Z" }] }),
    );
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain("<img");
    expect(message.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(message.text).toContain(evil);
  });

  it("drops control characters from the transcript but keeps its line breaks", async () => {
    const { message } = await render(
      storedLead({ transcript: [{ sender: "user", content: "a\u0000b\u001bc\nd\te", timestamp: "2026-11-20T03:15:00.000Z" }] }),
    );
    expect(message.text).toContain("abc\nd\te");
    expect(message.html).toContain("abc\nd\te");
  });

  it("threads an update under the first email", async () => {
    const { message } = await render(storedLead({ revision: 1 }));
    expect(message.header("subject")).toMatch(/^Updated lead: /);
    expect(message.header("in-reply-to")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666@aurelia-residences.example>");
    expect(message.header("message-id")).toBe("<lead-7b0c9a8e-1111-4222-8333-944455556666.r1@aurelia-residences.example>");
  });

  it("addresses only the configured recipient", async () => {
    const { envelope, message } = await render(storedLead({ name: "x@y.z, other@evil.example" }));
    expect(envelope.to).toEqual(["sales@aurelia-residences.example"]);
    expect(message.headers("to")).toEqual(["sales@aurelia-residences.example"]);
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

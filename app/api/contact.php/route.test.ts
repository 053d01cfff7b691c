import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/support/databases";
import { fromClient } from "@/test/support/client-address";
import { uniquePhone } from "@/test/support/leads";
import { resetServerState, setEnv } from "@/test/support/server-state";
import { startSmtpServer, type TestSmtp } from "@/test/support/smtp";
import { messageIdFor } from "@/lib/server/leads/email";
import { PRIVACY_NOTICE_VERSION } from "@/lib/server/privacy/version";
import type { Db } from "@/lib/server/store/db";
import { POST } from "./route";

const LEADS_TO = "sales@aurelia-residences.example";
const LEADS_FROM = "Aurelia Residences <no-reply@aurelia-residences.example>";
const URL = "http://localhost/api/contact.php";

function post(body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }): Promise<Response> {
  return POST(new Request(URL, { method: "POST", headers, body }));
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  sender: "user",
  content: "I'd like to view a Type A unit",
  timestamp: "2026-11-20T03:15:00.000Z",
  ...overrides,
});
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Aisyah Rahman",
  phone: uniquePhone(),
  language: "en",
  messages: [entry()],
  ...overrides,
});
const json = (value: unknown) => JSON.stringify(value);
const without = (key: string) => {
  const body: Record<string, unknown> = valid();
  delete body[key];
  return json(body);
};

const BAD = "bad_request:contact";
const JSON_TYPE = { "content-type": "application/json" };
// Every row has all five fields: Jest would take a missing last argument for a `done` callback.
const BAD_BODIES: [string, BodyInit | null, number, string, Record<string, string>][] = [
  ["not JSON", "{name:", 400, BAD, JSON_TYPE],
  ["an empty body", "", 400, BAD, JSON_TYPE],
  ["no body at all", null, 400, BAD, JSON_TYPE],
  ["an array", json([valid()]), 400, BAD, JSON_TYPE],
  ["null", "null", 400, BAD, JSON_TYPE],
  ["a string", json("Aisyah 0123456789"), 400, BAD, JSON_TYPE],
  ["a number", "42", 400, BAD, JSON_TYPE],
  ["no name", without("name"), 400, BAD, JSON_TYPE],
  ["no phone", without("phone"), 400, BAD, JSON_TYPE],
  ["no language", without("language"), 400, BAD, JSON_TYPE],
  ["a numeric name", json(valid({ name: 42 })), 400, BAD, JSON_TYPE],
  ["a null name", json(valid({ name: null })), 400, BAD, JSON_TYPE],
  ["an object name", json(valid({ name: { $gt: "" } })), 400, BAD, JSON_TYPE],
  ["a 101-character name", json(valid({ name: "x".repeat(101) })), 400, BAD, JSON_TYPE],
  ["a numeric phone", json(valid({ phone: 123456789012 })), 400, BAD, JSON_TYPE],
  ["a 9-digit phone", json(valid({ phone: "012345678" })), 400, BAD, JSON_TYPE],
  ["a 13-digit phone", json(valid({ phone: "0123456789012" })), 400, BAD, JSON_TYPE],
  ["letters in the phone", json(valid({ phone: "01234abcde" })), 400, BAD, JSON_TYPE],
  ["a phone with + and spaces", json(valid({ phone: "+60 12 345 6789" })), 400, BAD, JSON_TYPE],
  ["a phone with a line break", json(valid({ phone: "0123456789\r\n" })), 400, BAD, JSON_TYPE],
  ["an unknown language", json(valid({ language: "xx" })), 400, BAD, JSON_TYPE],
  ["the tag ms instead of the code my", json(valid({ language: "ms" })), 400, BAD, JSON_TYPE],
  ["messages as an object", json(valid({ messages: { 0: entry() } })), 400, BAD, JSON_TYPE],
  ["201 messages", json(valid({ messages: Array.from({ length: 201 }, () => entry({ content: "hi" })) })), 400, BAD, JSON_TYPE],
  ["a 4001-character message", json(valid({ messages: [entry({ content: "x".repeat(4001) })] })), 400, BAD, JSON_TYPE],
  ["a numeric message", json(valid({ messages: [entry({ content: 7 })] })), 400, BAD, JSON_TYPE],
  ["a null message", json(valid({ messages: [null] })), 400, BAD, JSON_TYPE],
  ["awaitingReply as a string", json(valid({ awaitingReply: "yes" })), 400, BAD, JSON_TYPE],
  ["a system sender", json(valid({ messages: [entry({ sender: "system" })] })), 400, BAD, JSON_TYPE],
  ["a bad timestamp", json(valid({ messages: [entry({ timestamp: "yesterday" })] })), 400, BAD, JSON_TYPE],
  ["no timestamp", json(valid({ messages: [entry({ timestamp: undefined })] })), 400, BAD, JSON_TYPE],
  ["a text/plain body", json(valid()), 415, "unsupported_media_type:contact", { "content-type": "text/plain" }],
  [
    "a form body",
    "name=a&phone=0123456789",
    415,
    "unsupported_media_type:contact",
    { "content-type": "application/x-www-form-urlencoded" },
  ],
  ["no content type", json(valid()), 415, "unsupported_media_type:contact", {}],
  [
    "a body over 256 kB",
    json(valid({ messages: Array.from({ length: 70 }, () => entry({ content: "x".repeat(3999) })) })),
    413,
    "payload_too_large:contact",
    JSON_TYPE,
  ],
  [
    "a Content-Length over 256 kB",
    json(valid()),
    413,
    "payload_too_large:contact",
    { "content-type": "application/json", "content-length": String(300 * 1024) },
  ],
];

describe.each(testDatabaseKinds())("POST /api/contact.php on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtp;
  let restoreEnv: () => void;
  const leadCount = async () => Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM leads"))[0].n);
  const leadsByPhone = (phone: string) =>
    db.query<{
      id: string;
      name: string;
      transcript: string;
      conversation_id: string | null;
      privacy_version: string;
      privacy_language: string;
    }>("SELECT id, name, transcript, conversation_id, privacy_version, privacy_language FROM leads WHERE phone = $1 ORDER BY created_at", [
      phone,
    ]);

  beforeAll(async () => {
    database = await createTestDatabase(kind, "contact-route");
    smtp = await startSmtpServer();
    restoreEnv = setEnv({
      ...database.env,
      DATABASE_URL: database.env.DATABASE_URL,
      SMTP_URL: smtp.url,
      LEADS_TO,
      LEADS_FROM,
      RATE_LIMIT: "off",
    });
    db = await database.open();
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
    await db.close();
    await smtp.close();
    await database.drop();
  });

  it.each(BAD_BODIES)("rejects %s", async (_label, body, status, code, headers) => {
    const before = await leadCount();
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String), code });
    expect(await leadCount()).toBe(before);
  });

  it("has at least 25 bad bodies", () => {
    expect(BAD_BODIES.length).toBeGreaterThanOrEqual(25);
  });

  it("stores the lead before answering, with the privacy notice version and language", async () => {
    const phone = uniquePhone();
    const response = await post(json(valid({ phone, language: "my", name: "  Siti\tNur  " })));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, message: "Contact information received" });
    const [lead] = await leadsByPhone(phone);
    expect(lead).toMatchObject({ name: "Siti Nur", privacy_version: PRIVACY_NOTICE_VERSION, privacy_language: "ms" });
    // A visitor without a conversation gets one, so the chat call that follows lands on this lead.
    expect(response.headers.get("set-cookie")).toContain(`__Host-conversation=${lead.conversation_id}; Path=/;`);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    // The server never heard this line (no chat call carried it): it is kept, marked as the browser's.
    expect(JSON.parse(lead.transcript)).toEqual([{ ...entry(), source: "browser" }]);
    await smtp.waitFor((m) => m.some((x) => x.header("message-id") === messageIdFor({ id: lead.id, revision: 0 })));
  });

  it("holds the email for the reply when the page says a chat call follows, and sends at once otherwise", async () => {
    const due = async (phone: string) =>
      Number(
        (
          await db.query<{ next_attempt_at: unknown }>(
            "SELECT e.next_attempt_at FROM leads l JOIN deliveries e ON e.lead_id = l.id AND e.target = 'email' WHERE l.phone = $1",
            [phone],
          )
        )[0].next_attempt_at,
      );
    const held = uniquePhone();
    const before = Date.now();
    expect((await post(json(valid({ phone: held, awaitingReply: true })))).status).toBe(200);
    expect(await due(held)).toBeGreaterThanOrEqual(before + 25_000);
    const direct = uniquePhone();
    expect((await post(json(valid({ phone: direct })))).status).toBe(200);
    expect(await due(direct)).toBeLessThanOrEqual(Date.now());
  });

  it("accepts a lead without messages and an empty name", async () => {
    const phone = uniquePhone();
    const response = await post(json({ name: "", phone, language: "ar" }));
    expect(response.status).toBe(200);
    const [lead] = await leadsByPhone(phone);
    expect(lead).toMatchObject({ name: "Unknown", transcript: "[]" });
  });

  it("updates the lead of the conversation it issued, for the same phone; another phone makes a new one", async () => {
    const phone = uniquePhone();
    const first = await post(json(valid({ phone, messages: [entry()] })));
    const conversation = /conversation=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
    expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = { "content-type": "application/json", cookie: `lang=en; __Host-conversation=${conversation}` };
    expect((await post(json(valid({ phone, messages: [entry(), entry({ content: "Sunday?" })] })), cookie)).status).toBe(200);
    let leads = await leadsByPhone(phone);
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0].transcript)).toHaveLength(2);
    expect(leads[0].conversation_id).toBe(conversation);

    const otherPhone = uniquePhone();
    expect((await post(json(valid({ phone: otherPhone })), cookie)).status).toBe(200);
    expect(await leadsByPhone(otherPhone)).toHaveLength(1);

    // Hours later, the same conversation and phone are still the same lead.
    await db.execute("UPDATE leads SET created_at = created_at - $2 WHERE phone = $1", [phone, 5 * 60 * 60_000]);
    expect((await post(json(valid({ phone })), cookie)).status).toBe(200);
    leads = await leadsByPhone(phone);
    expect(leads).toHaveLength(1);
  });

  it("never honours a conversation id the server did not issue", async () => {
    const phone = uniquePhone();
    const chosen = randomUUID();
    const ids = new Set<string>();
    for (const value of ["%E0%A4%A", "../../etc", "x".repeat(500), chosen, chosen]) {
      const response = await post(json(valid({ phone })), { "content-type": "application/json", cookie: `__Host-conversation=${value}` });
      expect(response.status).toBe(200);
      ids.add(/conversation=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1]);
    }
    const leads = await leadsByPhone(phone);
    // Five requests, five conversations started by the server, none of them the one the client chose.
    expect(ids.size).toBe(5);
    expect(ids.has(chosen)).toBe(false);
    expect(leads).toHaveLength(5);
    expect(leads.map((l) => l.conversation_id).sort()).toEqual([...ids].sort());
  });

  describe("header and address injection", () => {
    const ATTEMPTS: [string, Record<string, unknown>][] = [
      ["CR/LF + Bcc in the name", { name: "Eve\r\nBcc: attacker@evil.example" }],
      ["LF + Cc in the name", { name: "Eve\nCc: attacker@evil.example" }],
      ["a bare CR in the name", { name: "Eve\rTo: attacker@evil.example" }],
      ["Unicode line breaks in the name", { name: "Eve\u2028Bcc: a@evil.example\u0085Cc: b@evil.example" }],
      ["an address list as the name", { name: "x@y.z, other@evil.example" }],
      ["an angle address as the name", { name: "Sales <attacker@evil.example>" }],
      ["an encoded word in the name", { name: "=?UTF-8?Q?Eve=0D=0ABcc:_attacker@evil.example?=" }],
      [
        "SMTP smuggling in the transcript",
        {
          messages: [
            entry({
              content:
                "hello\r\n.\r\nMAIL FROM:<a@evil.example>\r\nRCPT TO:<b@evil.example>\r\nDATA\r\nSubject: smuggled\r\n\r\nhi\r\n.\r\n",
            }),
          ],
        },
      ],
      ["headers in the transcript", { messages: [entry({ content: "\r\nBcc: attacker@evil.example\r\nX-Evil: 1\r\n\r\n" })] }],
      [
        "headers in an assistant message",
        { messages: [entry({ sender: "assistant", content: "To: attacker@evil.example\n\n<b>hi</b>" })] },
      ],
      [
        "an address list and headers around the visitor's e-mail",
        {
          messages: [entry({ content: "me@example.com, other@evil.example\r\nBcc: attacker@evil.example\r\nReply-To: <x@evil.example>" })],
        },
      ],
    ];
    const ALLOWED_HEADERS = new Set([
      "content-type",
      "from",
      "to",
      "subject",
      "message-id",
      "date",
      "mime-version",
      "x-lead-id",
      "x-lead-revision",
      "in-reply-to",
      "references",
      "reply-to",
    ]);

    it.each(ATTEMPTS)("%s cannot add a recipient or a header", async (_label, overrides) => {
      const phone = uniquePhone();
      expect((await post(json(valid({ phone, ...overrides })))).status).toBe(200);
      const [lead] = await leadsByPhone(phone);
      const messageId = messageIdFor({ id: lead.id, revision: 0 });
      await smtp.waitFor((all) => all.some((m) => m.header("message-id") === messageId));
      // Let anything smuggled arrive before looking.
      await new Promise((r) => setTimeout(r, 100));

      const mine = smtp.messages.filter((m) => m.header("message-id") === messageId);
      expect(mine).toHaveLength(1);
      const [mail] = mine;
      expect(mail.envelope).toEqual({ from: "no-reply@aurelia-residences.example", to: [LEADS_TO] });
      expect(mail.headers("to")).toEqual([LEADS_TO]);
      expect(mail.headers("from")).toEqual([LEADS_FROM]);
      expect(mail.headerNames.filter((h) => !ALLOWED_HEADERS.has(h))).toEqual([]);
      expect(mail.headerNames.filter((h) => h === "subject")).toHaveLength(1);
      // uniquePhone() is 012 and 8 digits, written internationally as +60 12-XXXX XXXX.
      const international = `+60 12-${phone.slice(3, 7)} ${phone.slice(7)}`;
      expect(mail.header("subject")).toMatch(new RegExp(`^New lead: .* · \\${international} · (HOT|WARM|COLD)$`));
      expect(mail.header("subject")).not.toMatch(/[\r\n\u2028\u0085]/);
      expect(mail.text).toContain(`Phone:     ${international}\n`);
      expect(mail.text).toContain(phone);
      // At most one Reply-To, holding one plain address the visitor typed.
      expect(mail.headers("reply-to").length).toBeLessThanOrEqual(1);
      expect(mail.headers("reply-to").every((v) => /^[^\s,;<>"]+@[^\s,;<>"]+$/.test(v))).toBe(true);
      expect(mail.html).not.toMatch(/<b>hi<\/b>/);
    });

    it("never delivered anything to any other address", () => {
      const recipients = new Set(smtp.messages.flatMap((m) => m.envelope.to));
      expect(recipients).toEqual(new Set([LEADS_TO]));
      expect(smtp.messages.some((m) => /smuggled/.test(m.header("subject") ?? ""))).toBe(false);
    });
  });
});

describe("POST /api/contact.php with the store down", () => {
  let restoreEnv: () => void;
  beforeAll(() => {
    // Nothing listens on port 1: the store cannot be opened. The journal is written to a directory of its own.
    restoreEnv = setEnv({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      RATE_LIMIT: "off",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "contact-down-")),
    });
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
  });

  it("answers success once the local journal holds the lead (store-down.test.ts: and 503 when it cannot)", async () => {
    const response = await post(json(valid()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Contact information received" });
  });

  it("still answers 400 for a bad body", async () => {
    expect((await post(json(valid({ phone: "1" })))).status).toBe(400);
  });
});

describe("POST /api/contact.php rate limit", () => {
  let database: TestDatabase;
  let restoreEnv: () => void;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite", "contact-rate");
    restoreEnv = setEnv({ ...database.env, DATABASE_URL: undefined, SMTP_URL: undefined, RATE_LIMIT: undefined });
  });
  afterAll(async () => {
    await resetServerState();
    restoreEnv();
    await database.drop();
  });

  it("lets one client burst 5 contact calls, then answers 429 whatever X-Forwarded-For it forges", async () => {
    const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const send = (i: number) =>
      POST(
        fromClient(
          client,
          { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
          { url: "http://localhost/api/contact.php", body: json(valid()) },
        ),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await send(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).code).toBe("rate_limited:contact");
  });

  it("refuses a fourth new lead for one phone within the hour, from any client", async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await POST(
        fromClient(
          `192.0.2.${10 + i}`,
          { "content-type": "application/json" },
          { url: "http://localhost/api/contact.php", body: json(valid({ phone })) },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { parseMessage, type ParsedMessage } from "./mime";

/** One message as the server received it: the SMTP envelope and the raw RFC 822 bytes. */
export interface ReceivedMail extends ParsedMessage {
  envelope: { from: string; to: string[] };
  raw: string;
  /** When the server accepted it (after any acceptDelayMs), epoch ms. */
  receivedAt: number;
}

export type Refusal = { stage: "rcpt" | "data"; message: string; code?: number } | null;

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Refuse every message from now on (null accepts again). */
  refuse(refusal: Refusal): void;
  /** How many times each Message-ID arrived. */
  messageIdCounts(): Map<string, number>;
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  /**
   * Waits for the predicate while mail keeps arriving, and fails once none has come for `stallMs`: a slow machine
   * delivers late, a lost message never comes.
   */
  waitWhileArriving(predicate: (messages: ReceivedMail[]) => boolean, stallMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (ephemeral port unless given), no TLS, no auth: what nodemailer talks to in tests. */
export async function startSmtpServer(
  options: {
    port?: number;
    /** A slow mail server: each message is accepted this long after its data ends. */ acceptDelayMs?: number;
  } = {},
): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let refusal: Refusal = null;
  const fail = (stage: "rcpt" | "data") => {
    if (!refusal || refusal.stage !== stage) return null;
    return Object.assign(new Error(refusal.message), { responseCode: refusal.code ?? 451 });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A reverse DNS lookup per connection costs seconds in a sandbox and proves nothing here.
    disableReverseLookup: true,
    // Tests close the server while nodemailer's pool may still hold a connection.
    closeTimeout: 100,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      callback(fail("rcpt") ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refused = fail("data");
        if (refused) return callback(refused);
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const accept = () => {
          messages.push({ ...parseMessage(raw), raw, envelope, receivedAt: Date.now() });
          callback();
        };
        if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
        else accept();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuse(next) {
      refusal = next;
    },
    messageIdCounts() {
      const counts = new Map<string, number>();
      for (const m of messages) {
        const id = m.header("message-id") ?? "";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) throw new Error(`SMTP wait timed out with ${messages.length} message(s) received`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async waitWhileArriving(predicate, stallMs = 20_000) {
      let seen = messages.length;
      let lastArrival = Date.now();
      while (!predicate(messages)) {
        if (messages.length !== seen) [seen, lastArrival] = [messages.length, Date.now()];
        if (Date.now() - lastArrival > stallMs) {
          throw new Error(`SMTP wait stalled: no message for ${stallMs} ms, ${messages.length} message(s) received`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { log } from "@/lib/server/log/log";

export interface Mailer {
  /** `smtp` delivers over SMTP_URL; `files` writes each email as an .eml file (no SMTP configured). */
  readonly kind: "smtp" | "files";
  /** Resolves once the mail server accepted the message (or the file is on disk); rejects otherwise. */
  send(message: SendMailOptions): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  /** Upper bound for one send; keep it under the outbox's stallMs (its lease is renewed while it sends). */
  timeoutMs?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.timeoutMs ?? 30_000) : fileMailer(options.outboxDir);
}

function smtpMailer(url: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // A couple of long-lived connections: leads go out promptly without a handshake each.
    pool: true,
    maxConnections: 2,
    dnsTimeout: timeoutMs,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(message) {
      const info = await transport.sendMail({ ...message, signal: AbortSignal.timeout(timeoutMs) });
      return { messageId: String(info.messageId ?? message.messageId) };
    },
    close: () => transport.close(),
  };
}

function fileMailer(outboxDir: string): Mailer {
  // The same RFC 822 bytes SMTP would carry, with CRLF line ends as .eml readers expect.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "files",
    async send(message) {
      const info = await transport.sendMail(message);
      const messageId = String(info.messageId ?? message.messageId);
      await ensurePrivateDir(outboxDir);
      const file = path.join(outboxDir, emlFileName(messageId));
      // Write then rename: a crash never leaves half an email where a reader looks.
      // A visitor's name, phone and words: readable by the server's own user only.
      const partial = `${file}.${process.pid}.partial`;
      await fs.rm(partial, { force: true });
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600, flag: "wx" });
      await fs.rename(partial, file);
      log.info("lead email written to the outbox folder (no SMTP_URL configured)", { file });
      return { messageId, file };
    },
    close: () => transport.close(),
  };
}

/** <lead-{id}[.rN]@domain> becomes lead-{id}[.rN].eml: one file per email, a resend overwrites it, and retention finds a lead's files by its id. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|@.*$/g, "").replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;
}

/** A lead's .eml files are `lead-{id}.eml` and `lead-{id}.r{N}.eml`; the id they belong to, or null for any other file. */
export function emlLeadId(fileName: string): string | null {
  return /^lead-([0-9a-f-]{36})(?:\.r\d+)?\.eml$/.exec(fileName)?.[1] ?? null;
}

/** Created 0700, and tightened if an older version made it world-readable. */
async function ensurePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
}

import "server-only";
import type { SendMailOptions } from "nodemailer";
import { site } from "@/lib/shared/config/site";
import { localeInfo } from "@/lib/shared/i18n/locales";
import { leadPhone } from "@/lib/server/lead-profile/phone-format";
import { VIEWING_INVITE_FILENAME, viewingInvite } from "@/lib/server/viewings/invite";
import { entryPlainText } from "./plain-text";
import { scoreLead, type LeadScore } from "@/lib/server/lead-profile/score";
import { describeQualification } from "@/lib/server/lead-profile/summary";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { fromBrowser } from "./transcript";
import type { Lead } from "./types";
import { visitorEmail } from "./visitor-email";

/** Host part of every lead Message-ID; fixed so ids stay stable whatever LEADS_FROM says. */
export const MESSAGE_ID_DOMAIN = "aurelia-residences.example";
const TIME_ZONE = "Asia/Kuala_Lumpur";

// Same set the contract strips from names: nothing that could end or fold a header line.
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// In a body, line breaks and tabs are the visitor's own; NUL and friends have no place in mail (RFC 5322).
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Derived from the lead alone, so a resend after a crash carries the same id and
 * mail clients (and people) can tell it is the same email. An update of an
 * already-sent lead is a different email and gets `.r<revision>`.
 */
export function messageIdFor(lead: Pick<Lead, "id" | "revision">): string {
  const suffix = lead.revision > 0 ? `.r${lead.revision}` : "";
  return `<lead-${lead.id}${suffix}@${MESSAGE_ID_DOMAIN}>`;
}

export function bodySafe(text: string): string {
  return text.replace(CONTROL_IN_BODY, "");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One line, bounded: for the subject, the one header that carries a visitor's
 * free text (Reply-To only ever takes a strictly checked address). "=?" is broken up
 * because nodemailer passes a ready-made RFC 2047 encoded word through as is,
 * and a mail client would decode a visitor's "=?UTF-8?Q?=0D=0A...?=" into a
 * line break on screen.
 */
export function headerSafe(text: string, maxLength = 100): string {
  const clean = text.replace(CONTROL_ALL, " ").replace(/\s+/g, " ").replace(/=\?/g, "= ?").trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

export function formatMalaysiaTime(at: number | string | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

export interface LeadEmailAddresses {
  from: string;
  to: string;
}

/**
 * The sales team's email for a lead. Only `subject`, `replyTo`, `text` and
 * `html` carry visitor input; addresses come from configuration and ids from
 * the lead's own id.
 */
export function composeLeadEmail(lead: Lead, addresses: LeadEmailAddresses): SendMailOptions {
  const messageId = messageIdFor(lead);
  const first = messageIdFor({ id: lead.id, revision: 0 });
  const update = lead.revision > 0;
  const f = facts(lead);
  return {
    from: addresses.from,
    to: addresses.to,
    // Stated explicitly so nothing in the message, Reply-To included, can ever widen the SMTP envelope.
    envelope: { from: addresses.from, to: addresses.to },
    subject: `${update ? "Updated lead" : "New lead"}: ${headerSafe(lead.name)} · ${headerSafe(f.phone.display, 40)} · ${f.score.score.toUpperCase()}`,
    // An address object, never a string: nodemailer would read "a@b, c@d" as two.
    ...(f.email ? { replyTo: { name: "", address: f.email } } : {}),
    messageId,
    ...(update ? { inReplyTo: first, references: [first] } : {}),
    // The lead's own time, so a resend is the same message, not a newer one.
    date: new Date(lead.updatedAt),
    headers: { "X-Lead-Id": lead.id, "X-Lead-Revision": String(lead.revision) },
    text: leadText(lead, f),
    html: leadHtml(lead, f),
    // A calendar part sales can accept into their calendar; the same UID on every resend updates one entry.
    ...(lead.viewing ? { icalEvent: { method: "REQUEST", filename: VIEWING_INVITE_FILENAME, content: invite(lead, addresses) } } : {}),
  };
}

function invite(lead: Lead, addresses: LeadEmailAddresses): string {
  const viewing = lead.viewing!;
  return viewingInvite({
    leadId: lead.id,
    revision: lead.revision,
    name: lead.name,
    phone: leadPhone(lead.phone).display,
    language: lead.language,
    start: new Date(viewing.start),
    end: new Date(viewing.end),
    organizer: { email: mailbox(addresses.to), name: `${site.name} sales` },
    stamp: new Date(lead.updatedAt),
  });
}

/** "Sales <sales@x>" → "sales@x": the calendar wants the bare mailbox. */
function mailbox(address: string): string {
  return /<([^>]+)>/.exec(address)?.[1]?.trim() ?? address.trim();
}

interface Facts {
  phone: ReturnType<typeof leadPhone>;
  reference: string;
  score: LeadScore;
  /** "Saturday 28 November 2026, 11:00–12:00 (Asia/Kuala_Lumpur)", or null without a booking. */
  viewing: string | null;
  qualification: { label: string; value: string }[];
  email: string | null;
  language: string;
  received: string;
  privacy: string;
  /** What sales may do with the conversation for training, the visitor's objection first. */
  training: string;
}

function facts(lead: Lead): Facts {
  return {
    phone: leadPhone(lead.phone),
    reference: leadReference(lead.id),
    score: scoreLead(lead.qualification, { viewingBooked: lead.viewing !== null }),
    viewing: lead.viewing ? viewingText(lead.viewing) : null,
    qualification: describeQualification(lead.qualification),
    email: visitorEmail(lead.transcript),
    language: `${localeInfo(lead.language).name} (${lead.language})`,
    received: `${formatMalaysiaTime(lead.updatedAt)} (${TIME_ZONE})`,
    privacy: `version ${lead.privacyVersion}, shown in ${localeInfo(lead.privacyLanguage).name}`,
    training:
      lead.trainingObjectionAt === null
        ? "no objection"
        : `OBJECTED on ${formatMalaysiaTime(lead.trainingObjectionAt)} (${TIME_ZONE}): do not use this conversation to train staff or models`,
  };
}

const SENDER_LABEL = { user: "Visitor", assistant: "Assistant" } as const;
/** Said of a line only the visitor's browser reported: sales should weigh it as such. */
export const FROM_BROWSER_NOTE = "(from the visitor's browser, not seen by the server)";

function senderLabel(entry: Lead["transcript"][number]): string {
  const label = SENDER_LABEL[entry.sender] ?? "?";
  return fromBrowser(entry) ? `${label} ${FROM_BROWSER_NOTE}` : label;
}

function transcriptText(entry: Lead["transcript"][number]): string {
  return entryPlainText({ ...entry, content: bodySafe(entry.content) });
}

function viewingText(viewing: NonNullable<Lead["viewing"]>): string {
  const part = (options: Intl.DateTimeFormatOptions) => (at: number) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, ...options }).format(at);
  const weekday = part({ weekday: "long" });
  const date = part({ day: "numeric", month: "long", year: "numeric" });
  const time = part({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  // "Saturday 28 November 2026, 11:00–12:00": the day first, as sales say it on the phone.
  return `${weekday(viewing.start)} ${date(viewing.start)}, ${time(viewing.start)}–${time(viewing.end)} (${TIME_ZONE})`;
}

const SCORE_LABEL = { hot: "Hot", warm: "Warm", cold: "Cold" } as const;

/** Label and value, padded for a monospace reader: the summary sales read first. */
const line = (label: string, value: string) => `${`${label}:`.padEnd(10)} ${value}`;

function leadText(lead: Lead, f: Facts): string {
  const lines = [
    line("Name", lead.name),
    line("Phone", f.phone.display),
    line("Call", f.phone.tel),
    line("WhatsApp", f.phone.whatsapp),
    line("Language", f.language),
    ...(f.email ? [line("Email", `${f.email} (a reply to this email goes here)`)] : []),
    ...(f.qualification.length ? f.qualification.map((q) => line(q.label, q.value)) : [line("Qualified", "nothing stated yet")]),
    line("Score", `${SCORE_LABEL[f.score.score]}: ${f.score.reason}`),
    line("Viewing", f.viewing ? `${f.viewing} (invite attached)` : "not booked"),
    line("Reference", f.reference),
    line("Training", f.training),
    "",
    `${lead.revision > 0 ? "Updated enquiry" : "New enquiry"} from the ${site.name} website`,
    `Received:  ${f.received}`,
    ...(f.phone.recognised ? [`Typed as:  ${lead.phone}`] : []),
    `Privacy:   notice ${f.privacy}`,
    `Lead id:   ${lead.id}${lead.revision > 0 ? ` (update ${lead.revision})` : ""}`,
    "",
    lead.transcript.length ? `Conversation (${lead.transcript.length} messages):` : "No conversation was sent with this lead.",
  ];
  for (const entry of lead.transcript) {
    lines.push("", `[${formatMalaysiaTime(entry.timestamp)}] ${senderLabel(entry)}:`, transcriptText(entry));
  }
  return lines.join("\n").replace(/\r\n?/g, "\n") + "\n";
}

// Legible on white, and not the only cue: the word is there too.
const SCORE_COLOUR = { hot: "#b3261e", warm: "#8a5a00", cold: "#3c5a78" } as const;

function leadHtml(lead: Lead, f: Facts): string {
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const transcript = lead.transcript
    .map(
      (entry) =>
        `<li style="margin:0 0 12px"><div style="color:#666;font-size:12px">${e(formatMalaysiaTime(entry.timestamp))} · ${e(senderLabel(entry))}</div><div dir="auto" style="white-space:pre-wrap">${e(transcriptText(entry))}</div></li>`,
    )
    .join("");
  return [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">`,
    `<h1 dir="auto" style="font-size:20px;margin:0 0 8px">${e(lead.name)}</h1>`,
    `<table style="border-collapse:collapse">`,
    row(
      "Phone",
      `<a href="${e(f.phone.tel)}" style="font-size:18px">${e(f.phone.display)}</a> · <a href="${e(f.phone.whatsapp)}">WhatsApp</a>`,
    ),
    row("Language", e(f.language)),
    ...(f.email ? [row("Email", `<a href="${e(`mailto:${f.email}`)}">${e(f.email)}</a> (a reply to this email goes here)`)] : []),
    ...(f.qualification.length ? f.qualification.map((q) => row(e(q.label), e(q.value))) : [row("Qualified", "nothing stated yet")]),
    row("Score", `<strong style="color:${SCORE_COLOUR[f.score.score]}">${SCORE_LABEL[f.score.score]}</strong>: ${e(f.score.reason)}`),
    row("Viewing", f.viewing ? `<strong>${e(f.viewing)}</strong> (invite attached)` : "not booked"),
    row("Reference", e(f.reference)),
    row("Training", lead.trainingObjectionAt === null ? e(f.training) : `<strong>${e(f.training)}</strong>`),
    `</table>`,
    `<h2 style="font-size:14px;color:#666;margin:20px 0 4px">${lead.revision > 0 ? "Updated enquiry" : "New enquiry"} from the ${e(site.name)} website</h2>`,
    `<table style="border-collapse:collapse;color:#444">`,
    row("Received", e(f.received)),
    ...(f.phone.recognised ? [row("Typed as", e(lead.phone))] : []),
    row("Privacy notice", e(f.privacy)),
    row("Lead id", e(lead.id) + (lead.revision > 0 ? ` (update ${lead.revision})` : "")),
    `</table>`,
    lead.transcript.length
      ? `<h2 style="font-size:16px">Conversation (${lead.transcript.length} messages)</h2><ol style="padding-left:20px">${transcript}</ol>`
      : `<p>No conversation was sent with this lead.</p>`,
    `</body></html>`,
  ].join("\n");
}

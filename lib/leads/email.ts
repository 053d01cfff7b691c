import type { SendMailOptions } from "nodemailer";
import { site } from "@/lib/config/site";
import { localeInfo } from "@/lib/i18n/locales";
import type { Lead } from "./types";

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
 * One line, bounded: the only header a visitor's words reach. "=?" is broken up
 * because nodemailer passes a ready-made RFC 2047 encoded word through as is,
 * and a mail client would decode a visitor's "=?UTF-8?Q?=0D=0A...?=" into a
 * line break on screen.
 */
export function headerSafe(text: string, maxLength = 100): string {
  const clean = text.replace(CONTROL_ALL, " ").replace(/\s+/g, " ").replace(/=\?/g, "= ?").trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

/**
 * Digits for wa.me and tel:. A Malaysian number written nationally (leading
 * trunk 0, as most visitors type it) gets the country code 60; anything else is
 * taken as already international.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") && !digits.startsWith("00") ? `6${digits}` : digits.replace(/^00/, "");
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
 * The sales team's email for a lead. Only `subject`, `text` and `html` carry
 * visitor input; addresses come from configuration and ids from the lead's own id.
 */
export function composeLeadEmail(lead: Lead, addresses: LeadEmailAddresses): SendMailOptions {
  const messageId = messageIdFor(lead);
  const first = messageIdFor({ id: lead.id, revision: 0 });
  const update = lead.revision > 0;
  const name = headerSafe(lead.name);
  return {
    from: addresses.from,
    to: addresses.to,
    // Stated explicitly so nothing in the message can ever widen the SMTP envelope.
    envelope: { from: addresses.from, to: addresses.to },
    subject: `${update ? "Updated lead" : "New lead"}: ${name} (${lead.phone.replace(/\D/g, "")})`,
    messageId,
    ...(update ? { inReplyTo: first, references: [first] } : {}),
    // The lead's own time, so a resend is the same message, not a newer one.
    date: new Date(lead.updatedAt),
    headers: { "X-Lead-Id": lead.id, "X-Lead-Revision": String(lead.revision) },
    text: leadText(lead),
    html: leadHtml(lead),
  };
}

interface Facts {
  name: string;
  phone: string;
  tel: string;
  whatsapp: string;
  language: string;
  received: string;
  privacy: string;
}

function facts(lead: Lead): Facts {
  const international = internationalDigits(lead.phone);
  return {
    name: lead.name,
    phone: lead.phone,
    tel: `tel:+${international}`,
    whatsapp: `https://wa.me/${international}`,
    language: `${localeInfo(lead.language).name} (${lead.language})`,
    received: `${formatMalaysiaTime(lead.updatedAt)} (${TIME_ZONE})`,
    privacy: `version ${lead.privacyVersion}, shown in ${localeInfo(lead.privacyLanguage).name}`,
  };
}

const SENDER_LABEL = { user: "Visitor", assistant: "Assistant" } as const;

function leadText(lead: Lead): string {
  const f = facts(lead);
  const lines = [
    `${lead.revision > 0 ? "Updated enquiry" : "New enquiry"} from the ${site.name} website`,
    "",
    `Name:      ${f.name}`,
    `Phone:     ${f.phone}`,
    `Call:      ${f.tel}`,
    `WhatsApp:  ${f.whatsapp}`,
    `Language:  ${f.language}`,
    `Received:  ${f.received}`,
    `Privacy notice: ${f.privacy}`,
    `Lead id:   ${lead.id}${lead.revision > 0 ? ` (update ${lead.revision})` : ""}`,
    "",
    lead.transcript.length ? `Conversation (${lead.transcript.length} messages):` : "No conversation was sent with this lead.",
  ];
  for (const entry of lead.transcript) {
    lines.push("", `[${formatMalaysiaTime(entry.timestamp)}] ${SENDER_LABEL[entry.sender] ?? "?"}:`, bodySafe(entry.content));
  }
  return lines.join("\n").replace(/\r\n?/g, "\n") + "\n";
}

function leadHtml(lead: Lead): string {
  const f = facts(lead);
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const transcript = lead.transcript
    .map(
      (entry) =>
        `<li style="margin:0 0 12px"><div style="color:#666;font-size:12px">${e(formatMalaysiaTime(entry.timestamp))} · ${
          SENDER_LABEL[entry.sender] ?? "?"
        }</div><div dir="auto" style="white-space:pre-wrap">${e(bodySafe(entry.content))}</div></li>`,
    )
    .join("");
  return [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">`,
    `<h1 style="font-size:18px">${lead.revision > 0 ? "Updated enquiry" : "New enquiry"} from the ${e(site.name)} website</h1>`,
    `<table style="border-collapse:collapse">`,
    row("Name", `<span dir="auto">${e(f.name)}</span>`),
    row("Phone", `<a href="${e(f.tel)}">${e(f.phone)}</a> · <a href="${e(f.whatsapp)}">WhatsApp</a>`),
    row("Language", e(f.language)),
    row("Received", e(f.received)),
    row("Privacy notice", e(f.privacy)),
    row("Lead id", e(lead.id) + (lead.revision > 0 ? ` (update ${lead.revision})` : "")),
    `</table>`,
    lead.transcript.length
      ? `<h2 style="font-size:16px">Conversation (${lead.transcript.length} messages)</h2><ol style="padding-left:20px">${transcript}</ol>`
      : `<p>No conversation was sent with this lead.</p>`,
    `</body></html>`,
  ].join("\n");
}

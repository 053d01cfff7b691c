import "server-only";
import type { ConversationEntry } from "@/lib/shared/api/contract";
import { apiLanguageCode, type ApiLanguageCode, type LocaleCode } from "@/lib/shared/i18n/locales";
import { leadPhone } from "@/lib/server/lead-profile/phone-format";
import { entryPlainText } from "./plain-text";
import type { Qualification } from "@/lib/server/lead-profile/qualification";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { fromBrowser } from "./transcript";
import type { Lead } from "./types";

/** What a CRM receives for a lead: stable field names, ISO times, the phone in E.164. Documented in the README. */
export interface LeadWebhookPayload {
  event: "lead";
  id: string;
  reference: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  phone: string;
  /** The spec's code ("my" for Bahasa Malaysia) and the language's real tag ("ms"). */
  language: { code: ApiLanguageCode; tag: LocaleCode };
  qualification: Qualification;
  viewing: { start: string; end: string } | null;
  /** "server": the server's own record; "browser": a visitor line only the visitor's browser reported. */
  transcript: (ConversationEntry & { source: "server" | "browser" })[];
  privacyNotice: { version: string; language: ApiLanguageCode };
  /**
   * Whether the visitor objected to the use of this conversation for training, and when: a CRM that
   * trains people or models on conversations must leave this one out.
   */
  trainingObjection: { objected: boolean; at: string | null };
}

export function leadWebhookPayload(lead: Lead): LeadWebhookPayload {
  return {
    event: "lead",
    id: lead.id,
    reference: leadReference(lead.id),
    createdAt: new Date(lead.createdAt).toISOString(),
    updatedAt: new Date(lead.updatedAt).toISOString(),
    name: lead.name,
    phone: leadPhone(lead.phone).e164,
    language: { code: apiLanguageCode(lead.language), tag: lead.language },
    qualification: lead.qualification,
    viewing: lead.viewing ? { start: new Date(lead.viewing.start).toISOString(), end: new Date(lead.viewing.end).toISOString() } : null,
    // A CRM shows text, not markdown.
    transcript: lead.transcript.map((m) => ({
      sender: m.sender,
      content: entryPlainText(m),
      timestamp: m.timestamp,
      source: fromBrowser(m) ? ("browser" as const) : ("server" as const),
    })),
    privacyNotice: { version: lead.privacyVersion, language: apiLanguageCode(lead.privacyLanguage) },
    trainingObjection: {
      objected: lead.trainingObjectionAt !== null,
      at: lead.trainingObjectionAt === null ? null : new Date(lead.trainingObjectionAt).toISOString(),
    },
  };
}

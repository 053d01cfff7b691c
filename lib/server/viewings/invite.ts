import "server-only";
/**
 * A booked viewing as an iCalendar invite (RFC 5545, METHOD:REQUEST per RFC
 * 5546) for the sales team's calendar, attached to the lead email.
 *
 * Times are written in UTC ("DTSTART:20261128T030000Z"). A TZID form must carry
 * its own VTIMEZONE block, which Outlook needs to place the event and which
 * ical-generator only writes with an extra zone database; a UTC instant needs
 * none, and Outlook, Google and Apple all show it at the right local hour. The
 * gallery's wall-clock time is spelt out in the description as well.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { site } from "@/lib/shared/config/site";
import { type LocaleCode, localeInfo } from "@/lib/shared/i18n/locales";
import { leadPhone } from "@/lib/server/lead-profile/phone-format";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { formatSlot } from "@/lib/server/calendar/format";
import { type ViewingSettings, viewingSettings } from "@/lib/server/calendar/opening-hours";

/** The MIME type of the attachment; `method` must match the calendar's METHOD for Outlook to offer "Accept". */
export const VIEWING_INVITE_CONTENT_TYPE = "text/calendar; charset=utf-8; method=REQUEST";
export const VIEWING_INVITE_FILENAME = "viewing.ics";

export interface ViewingInviteInput {
  /** The lead's id; the invite's UID is derived from it. */
  leadId: string;
  /** The lead's revision: each resend with a change carries a higher SEQUENCE. */
  revision?: number;
  name: string;
  phone: string;
  language: LocaleCode;
  start: Date;
  end: Date;
  transcriptUrl?: string | null;
  /** The sales mailbox the invite comes from. */
  organizer: { email: string; name?: string };
  /** Calendars it is for; the organizer's own when none are given (a REQUEST names at least one attendee). */
  attendees?: readonly string[];
  /** DTSTAMP: when this version of the invite was made. */
  stamp?: Date;
}

/**
 * One UID per lead, so a resent or changed booking updates the same calendar
 * entry instead of adding a second one.
 */
export function viewingInviteUid(leadId: string): string {
  return `viewing-${leadId.replace(/[^0-9A-Za-z-]/g, "")}@aurelia-residences`;
}

/** "Sales Gallery, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia". */
export function galleryAddress(): string {
  const g = site.sales.gallery;
  const country = new Intl.DisplayNames(["en"], { type: "region" }).of(g.country) ?? g.country;
  // The street is the gallery's postal address; the calendar entry names the place itself too.
  return `Sales Gallery, ${g.street}, ${g.postalCode} ${g.city}, ${g.region}, ${country}`;
}

export function viewingInvite(input: ViewingInviteInput, settings: ViewingSettings = viewingSettings): string {
  const phone = leadPhone(input.phone);
  const language = `${localeInfo(input.language).name} (${input.language})`;
  const description = [
    `Viewing at the sales gallery, ${formatSlot(input.start, "en", settings)} (${settings.timeZone})`,
    `Name: ${input.name}`,
    `Phone: ${phone.display}`,
    `WhatsApp: ${phone.whatsapp}`,
    `Language: ${language}`,
    `Lead reference: ${leadReference(input.leadId)}`,
    input.transcriptUrl ? `Transcript: ${input.transcriptUrl}` : null,
  ].filter(Boolean);

  const calendar = ical({
    prodId: { company: site.name, product: "Viewings", language: "EN" },
    method: ICalCalendarMethod.REQUEST,
  });
  const attendees = input.attendees?.length ? input.attendees : [input.organizer.email];
  calendar.createEvent({
    id: viewingInviteUid(input.leadId),
    sequence: input.revision ?? 0,
    stamp: input.stamp ?? new Date(),
    start: input.start,
    end: input.end,
    summary: `Viewing: ${input.name} (${phone.display})`,
    location: galleryAddress(),
    description: description.join("\n"),
    url: input.transcriptUrl || null,
    organizer: { name: input.organizer.name ?? site.name, email: input.organizer.email },
    attendees: attendees.map((email) => ({ email, rsvp: false })),
  });
  return calendar.toString();
}

import "server-only";
import ICAL from "ical.js";
import { site } from "@/lib/shared/config/site";
import { galleryAddress, VIEWING_INVITE_CONTENT_TYPE, viewingInvite, viewingInviteUid, type ViewingInviteInput } from "./invite";

const LEAD_ID = "3f2b8c1e-7d4a-4b6e-9a1f-0c2d3e4f5a6b";
const INPUT: ViewingInviteInput = {
  leadId: LEAD_ID,
  revision: 2,
  name: "David Lee",
  phone: "012-345 6789",
  language: "zh",
  start: new Date("2026-11-28T11:00:00+08:00"),
  end: new Date("2026-11-28T12:00:00+08:00"),
  transcriptUrl: "https://aurelia.example/leads/3f2b8c1e",
  organizer: { email: "sales@aurelia.example", name: "Aurelia Sales" },
  stamp: new Date("2026-11-25T02:00:00Z"),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event, parsed: new ICAL.Event(event) };
}

describe("viewingInvite", () => {
  const { calendar, event, parsed } = parse(viewingInvite(INPUT));

  it("is a REQUEST with one event", () => {
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(VIEWING_INVITE_CONTENT_TYPE).toMatch(/^text\/calendar;.*method=REQUEST/);
  });

  it("takes its UID from the lead and its SEQUENCE from the revision", () => {
    expect(parsed.uid).toBe(`viewing-${LEAD_ID}@aurelia-residences`);
    expect(parsed.uid).toBe(viewingInviteUid(LEAD_ID));
    expect(parsed.sequence).toBe(2);
    expect(parse(viewingInvite({ ...INPUT, revision: undefined })).parsed.sequence).toBe(0);
  });

  it("starts and ends at the booked instants, written in UTC", () => {
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-11-28T03:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-11-28T04:00:00.000Z");
    expect(parsed.startDate.zone.tzid).toBe("UTC");
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe("2026-11-25T02:00:00.000Z");
  });

  it("names the visitor, the phone and the gallery", () => {
    expect(parsed.summary).toBe("Viewing: David Lee (+60 12-345 6789)");
    expect(parsed.location).toBe(galleryAddress());
    expect(parsed.location).toBe("Sales Gallery, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia");
    expect(parsed.location).toContain(site.sales.gallery.street);
  });

  it("describes the phone, the language, the local time and the transcript", () => {
    const lines = parsed.description.split("\n");
    expect(lines).toEqual([
      "Viewing at the sales gallery, Saturday 28 November at 11:00 (Asia/Kuala_Lumpur)",
      "Name: David Lee",
      "Phone: +60 12-345 6789",
      "WhatsApp: https://wa.me/60123456789",
      "Language: 中文 (zh)",
      "Lead reference: AUR-3F2B-8C1E",
      "Transcript: https://aurelia.example/leads/3f2b8c1e",
    ]);
    expect(event.getFirstPropertyValue("url")).toBe(INPUT.transcriptUrl);
  });

  it("comes from the sales mailbox, to it unless told otherwise", () => {
    const organizer = event.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe("mailto:sales@aurelia.example");
    expect(organizer?.getParameter("cn")).toBe("Aurelia Sales");
    expect(parsed.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(["mailto:sales@aurelia.example"]);
    const toTeam = parse(viewingInvite({ ...INPUT, attendees: ["a@aurelia.example", "b@aurelia.example"] })).parsed;
    expect(toTeam.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      "mailto:a@aurelia.example",
      "mailto:b@aurelia.example",
    ]);
  });

  it("keeps the UID when the same lead's invite is sent again, later or changed", () => {
    const again = parse(
      viewingInvite({ ...INPUT, revision: 3, stamp: new Date("2026-11-26T00:00:00Z"), start: new Date("2026-11-29T03:00:00Z") }),
    ).parsed;
    expect(again.uid).toBe(parsed.uid);
    expect(again.sequence).toBe(3);
    const other = parse(viewingInvite({ ...INPUT, leadId: "9a8b7c6d-0000-4000-8000-000000000000" })).parsed;
    expect(other.uid).not.toBe(parsed.uid);
  });

  it("leaves the transcript out when there is none, and keeps visitor text out of the structure", () => {
    const { parsed: bare, calendar: cal } = parse(
      viewingInvite({ ...INPUT, transcriptUrl: undefined, name: "Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected" }),
    );
    expect(bare.description).not.toContain("Transcript");
    expect(cal.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(bare.summary.startsWith("Viewing: Eve")).toBe(true);
  });
});

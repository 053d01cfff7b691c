import "server-only";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { SECTION_IDS, noticeFacts, noticeLanguageFor, privacyNotice } from "./notices";
import { PRIVACY_CONTACT_EMAIL, PRIVACY_NOTICE_VERSION } from "./version";

const facts = noticeFacts({ leadDays: 365, conversationDays: 45 });
const text = (code: (typeof LOCALE_CODES)[number]) => {
  const { notice } = privacyNotice(code, facts);
  return [notice.title, notice.shown, notice.intro, ...SECTION_IDS.flatMap((id) => [notice.sections[id].heading, ...notice.sections[id].body.flat()])].join("\n");
};

describe("privacy notices", () => {
  it.each(LOCALE_CODES)("%s has every section, filled in", (code) => {
    const { notice, language } = privacyNotice(code, facts);
    expect(language).toBe(code);
    for (const id of SECTION_IDS) {
      expect(notice.sections[id].heading.trim()).not.toBe("");
      expect(notice.sections[id].body.length).toBeGreaterThan(0);
    }
    expect(notice.home.trim()).not.toBe("");
  });

  it.each(LOCALE_CODES)("%s states the version, retention, contacts and the law", (code) => {
    const all = text(code);
    expect(all).toContain(PRIVACY_NOTICE_VERSION);
    expect(all).toContain("365");
    expect(all).toContain(PRIVACY_CONTACT_EMAIL);
    expect(all).toContain("Jalan Teluk Sisek, 25000 Kuantan, Pahang");
    expect(all).toContain("2010");
    expect(all).toContain("2024");
    expect(all).toContain("129");
    expect(all).toContain("www.pdp.gov.my");
    expect(all).toContain("21");
  });

  it.each(LOCALE_CODES)("%s states both retention periods it is given, each in its own sentence", (code) => {
    const retention = (leadDays: number, conversationDays: number) =>
      privacyNotice(code, noticeFacts({ leadDays, conversationDays })).notice.sections.retention.body as string[];
    const [lead, conversation] = retention(365, 45);
    expect(lead).toContain("365");
    expect(lead).not.toContain("45");
    expect(conversation).toContain("45");
    expect(conversation).not.toContain("365");
    const [lead2, conversation2] = retention(90, 7);
    expect([lead2.includes("90"), conversation2.includes("7")]).toEqual([true, true]);
  });

  it("uses the retention days it is given (English)", () => {
    expect(text("en")).not.toContain("90 days");
    const [lead, conversation] = privacyNotice("en", noticeFacts({ leadDays: 90, conversationDays: 14 })).notice.sections.retention.body;
    expect(lead).toContain("for 90 days after you last contacted us");
    expect(conversation).toContain("14 days after its last message");
  });

  it.each([
    ["en", 1, "1 day after"],
    ["ru", 1, "через 1 день"],
    ["ru", 3, "через 3 дня"],
    ["ru", 30, "через 30 дней"],
    ["ru", 21, "через 21 день"],
    ["de", 1, "1 Tag nach"],
    ["fr", 1, "1 jour après"],
    ["es", 1, "1 día después"],
    ["ar", 7, "بعد 7 أيام"],
    ["ar", 30, "بعد 30 يومًا"],
  ] as const)("%s words a period of %i days by its plural rules", (code, days, phrase) => {
    const [, conversation] = privacyNotice(code, noticeFacts({ leadDays: 365, conversationDays: days })).notice.sections.retention.body;
    expect(conversation).toContain(phrase);
  });

  it("names everything the lead pipeline collects, and who receives it (English)", () => {
    const { notice } = privacyNotice("en", facts);
    const collected = notice.sections.data.body.flat().join(" ");
    for (const word of ["name", "phone number", "transcript", "language"]) expect(collected).toContain(word);
    const recipients = notice.sections.recipients.body.flat().join(" ");
    for (const word of ["sales team", "developer", "AI service", "email provider"]) expect(recipients).toContain(word);
    expect(notice.sections.transfers.body.join(" ")).toContain("outside Malaysia");
    expect(notice.sections.purposes.body.flat().join(" ")).toContain("recorded for training purposes for human and machine learning");
  });

  it("maps each interface language to its own notice; Bahasa Malaysia is the `my` code", () => {
    expect(noticeLanguageFor("my")).toBe("my");
    expect(privacyNotice("my", facts).notice.title).toBe("Notis privasi");
    expect(LOCALE_CODES.map(noticeLanguageFor)).toEqual([...LOCALE_CODES]);
  });
});

import "server-only";
import fs from "node:fs";
import { setEnv } from "@/test/support/server-state";
import { LOCALE_CODES, LOCALE_COOKIE } from "@/lib/shared/i18n/locales";
import { SPLASH_SEEN_COOKIE } from "@/lib/shared/ui/intro";
import { FACES_FETCHED_KEY } from "@/lib/shared/ui/paint-first";
import { SAMPLE } from "./config";
import { SECTION_IDS, noticeFacts, noticeFile, noticeLanguageFor, noticeSource, parseNoticeSource, privacyNotice } from "./notices";
import { placeholderNames } from "./placeholders";
import { PRIVACY_NOTICE_VERSION } from "./version";

const PRIVACY_CONTACT_EMAIL = SAMPLE.PRIVACY_CONTACT_EMAIL;
const facts = noticeFacts({ leadDays: 365, conversationDays: 45 });
const text = (code: (typeof LOCALE_CODES)[number], f = facts) => {
  const { notice } = privacyNotice(code, f);
  return [
    notice.title,
    notice.shown,
    notice.intro,
    notice.sample ?? "",
    ...SECTION_IDS.flatMap((id) => [notice.sections[id].heading, ...notice.sections[id].body.flat()]),
  ].join("\n");
};
const chatWord = (code: string, key: "note" | "trainingObjection") =>
  (JSON.parse(fs.readFileSync(`messages/${code}.json`, "utf8")) as { chat: Record<typeof key, string> }).chat[key];
const chatNote = (code: string) => chatWord(code, "note");

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
    ["ar", 2, "بعد يومين"],
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
    expect(notice.sections.training.body.flat().join(" ")).toContain("recorded for training purposes for human and machine learning");
  });

  it("says what the code does, not what it used to claim (English)", () => {
    const all = text("en");
    // The profile the chat reads, and its score.
    for (const word of ["purpose", "budget", "financ", "nationality", "MM2H", "score", "email address", "IP address"])
      expect(all).toContain(word);
    // Voice: both browser paths, the recording's upload, spoken replies and their cache.
    const voice = privacyNotice("en", facts).notice.sections.voice.body.flat().join(" ");
    for (const words of [
      "sends us only the text",
      "uploads the recording",
      "30 seconds",
      "We do not keep the recording",
      "speech cache",
      "500 MB",
      "shared cache",
    ]) {
      expect(voice).toContain(words);
    }
    // Each recipient, with where it processes data; retention of email files, recordings, audio and the journal.
    const retention = privacyNotice("en", facts).notice.sections.retention.body.flat().join(" ");
    for (const words of [
      "file on our server",
      "Recordings uploaded for transcription are not stored",
      "Spoken replies are deleted",
      "database is briefly unavailable",
      "IP address",
    ]) {
      expect(retention).toContain(words);
    }
    expect(all).toContain("CRM");
    expect(all).toContain("OpenAI, L.L.C. (United States)");
    for (const right of ["(access)", "correct", "(portability)", "withdraw your consent", "object"]) expect(all).toContain(right);
    // What was false: voice input never reaches us as anything but text; we never ask about money.
    expect(all).not.toContain("we receive only the text");
    expect(all).not.toMatch(/do not ask for[^.]*financial/);
  });

  it.each(LOCALE_CODES)("%s quotes the chat's own note, as the chat shows it", (code) => {
    expect(privacyNotice(code, facts).notice.sections.training.body.flat().join(" ")).toContain(chatNote(code));
  });

  it.each(LOCALE_CODES)("%s names the chat's control that objects to training, as the chat shows it", (code) => {
    expect(privacyNotice(code, facts).notice.sections.training.body.flat().join(" ")).toContain(chatWord(code, "trainingObjection"));
  });

  it("keeps the spec's English chat note word for word", () => {
    expect(privacyNotice("en", facts).notice.sections.training.body[0]).toBe(
      'The note under the chat says: "An email will be sent when a phone number is detected. All conversation is recorded for training purposes for human and machine learning".',
    );
  });

  it.each(LOCALE_CODES)("%s names each cookie and stored key the page itself sets", (code) => {
    const cookies = privacyNotice(code, facts).notice.sections.cookies.body.flat().join(" ");
    for (const name of [LOCALE_COOKIE, SPLASH_SEEN_COOKIE, FACES_FETCHED_KEY]) expect(cookies).toContain(name);
  });

  it("maps each interface language to its own notice", () => {
    expect(noticeLanguageFor("ms")).toBe("ms");
    expect(privacyNotice("ms", facts).notice.title).toBe("Notis privasi");
    expect(LOCALE_CODES.map(noticeLanguageFor)).toEqual([...LOCALE_CODES]);
  });
});

describe("the notice files (content/privacy)", () => {
  const english = noticeSource("en");

  it("are one Markdown file per language, named by its tag", () => {
    expect(LOCALE_CODES.map((code) => noticeFile(code).split("/").slice(-3).join("/"))).toEqual(
      LOCALE_CODES.map((code) => `content/privacy/${code}.md`),
    );
  });

  it.each(LOCALE_CODES)("%s has the same sections as English, in the same order", (code) => {
    expect(noticeSource(code).sections.map((s) => s.id)).toEqual([...SECTION_IDS]);
    expect(noticeSource(code).sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
  });

  it.each(LOCALE_CODES)("%s uses the same placeholders as English, section by section", (code) => {
    const source = noticeSource(code);
    const names = (s: typeof source) => ({
      meta: placeholderNames(Object.values(s.meta).join("\n")),
      intro: placeholderNames(s.title + s.intro),
      sections: s.sections.map((section) => [section.id, placeholderNames(section.heading + section.markdown)]),
    });
    expect(names(source)).toEqual(names(english));
  });

  it.each(LOCALE_CODES)("%s has the same number of paragraphs and list items as English in every section", (code) => {
    const shape = (c: typeof code) =>
      SECTION_IDS.map((id) =>
        privacyNotice(c, facts)
          .notice.sections[id].body.map((b) => (typeof b === "string" ? "p" : `ul${b.length}`))
          .join(" "),
      );
    expect(shape(code)).toEqual(shape("en"));
  });

  it.each(LOCALE_CODES)("%s leaves no placeholder unfilled", (code) => {
    for (const training of ["staff", "staff-and-models"]) {
      const restore = setEnv({ PRIVACY_TRAINING_USE: training });
      try {
        const { notice } = privacyNotice(code, noticeFacts({ leadDays: 1, conversationDays: 2 }));
        const all = [
          notice.title,
          notice.shown,
          notice.intro,
          notice.home,
          notice.sample,
          ...SECTION_IDS.flatMap((id) => [notice.sections[id].heading, notice.sections[id].markdown]),
        ].join("\n");
        expect(all).not.toMatch(/[{}#]/);
      } finally {
        restore();
      }
    }
  });

  it("puts a no-break space before French : ; ! ? and inside « », as all generated French (language/typography)", () => {
    const all = text("fr");
    expect(all.match(/ [:;!?»]|« /g) ?? []).toEqual([]);
    // A full no-break space before the colon, a narrow one before ; ! ?
    expect(all).toMatch(/\u00a0:/);
    expect(all).not.toMatch(/\u202f:/);
  });

  it("refuses a file whose section has no id, or that lacks its front matter", () => {
    expect(() => parseNoticeSource("# T\n\n## Heading\n\ntext")).toThrow(/front matter/);
    expect(() => parseNoticeSource("---\nshown: s\nhome: h\nsample: x\n---\n# T\n\n## Heading\n\ntext")).toThrow(/needs an id/);
    expect(
      parseNoticeSource("---\nshown: s\nhome: h\nsample: x\n---\n<!-- note -->\n# T\n\nIntro.\n\n## Heading {#controller}\n\ntext")
        .sections,
    ).toEqual([{ id: "controller", heading: "Heading", markdown: "text" }]);
  });
});

describe("the notice's configuration", () => {
  const configured = {
    PRIVACY_CONTROLLER_NAME: "Aurelia Development Sdn. Bhd. (201901012345)",
    PRIVACY_CONTROLLER_ADDRESS: "Level 8, Menara Teluk, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia",
    PRIVACY_CONTACT_EMAIL: "dpo@aurelia-dev.com.my",
    PRIVACY_AI_PROCESSOR: "Example AI Ltd",
    PRIVACY_AI_COUNTRIES: "IE,us",
    PRIVACY_SPEECH_PROCESSOR: "Speech Co",
    PRIVACY_SPEECH_COUNTRIES: "JP",
    PRIVACY_TRANSCRIPTION_PROCESSOR: "Transcribe Co",
    PRIVACY_TRANSCRIPTION_COUNTRIES: "DE",
    PRIVACY_EMAIL_PROCESSOR: "Mail Co",
    PRIVACY_EMAIL_COUNTRIES: "MY",
    PRIVACY_CRM_PROCESSOR: "CRM Co",
    PRIVACY_CRM_COUNTRIES: "AU",
    PRIVACY_HOSTING_PROCESSOR: "Host Co",
    PRIVACY_HOSTING_COUNTRIES: "SG",
  };

  it("names the configured controller, contact and providers, with their countries in the notice's language", () => {
    const restore = setEnv(configured);
    try {
      const f = noticeFacts({ leadDays: 365, conversationDays: 30 });
      expect(f.samples).toEqual([]);
      const en = privacyNotice("en", f).notice;
      expect(en.sample).toBeNull();
      expect(en.sections.controller.body[0]).toBe(
        "The data controller is Aurelia Development Sdn. Bhd. (201901012345), Level 8, Menara Teluk, Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia. You can reach our data protection officer at dpo@aurelia-dev.com.my.",
      );
      const recipients = en.sections.recipients.body.flat().join(" ");
      for (const words of [
        "Example AI Ltd (Ireland and United States)",
        "Speech Co (Japan)",
        "Transcribe Co (Germany)",
        "Mail Co (Malaysia)",
        "CRM Co (Australia)",
        "Host Co (Singapore)",
      ]) {
        expect(recipients).toContain(words);
      }
      expect(text("fr", f)).toContain("Example AI Ltd (Irlande et États-Unis)");
      expect(text("ms", f)).toContain("Speech Co (Jepun)");
      expect(text("zh", f)).toContain("日本");
      expect(text("ar", f)).toContain("اليابان");
      // In right-to-left text a configured Latin name keeps its final stop: it is isolated left to right.
      expect(text("ar", f)).toContain("المتحكم في البيانات هو \u2066Aurelia Development Sdn. Bhd. (201901012345)\u2069، \u2066Level 8,");
      expect(text("en", f)).not.toMatch(/[\u2066\u2069]/);
      for (const code of LOCALE_CODES) expect(text(code, f)).not.toContain(PRIVACY_CONTACT_EMAIL);
    } finally {
      restore();
    }
  });

  it("marks the notice as a sample while any setting is left at its sample, in every language", () => {
    const restore = setEnv({ ...configured, PRIVACY_HOSTING_PROCESSOR: undefined });
    try {
      const f = noticeFacts({ leadDays: 365, conversationDays: 30 });
      expect(f.samples).toEqual(["PRIVACY_HOSTING_PROCESSOR"]);
      for (const code of LOCALE_CODES) expect(privacyNotice(code, f).notice.sample).toBeTruthy();
      expect(privacyNotice("en", f).notice.sample).toMatch(/^Sample notice:/);
    } finally {
      restore();
    }
    expect(noticeFacts({ leadDays: 1, conversationDays: 1 }).samples).toContain("PRIVACY_CONTROLLER_NAME");
    expect(text("en")).toContain("Sample Developer Sdn. Bhd.");
  });

  it.each([
    ["staff", "We do not use them to train AI models.", "to train or tune the AI models"],
    ["staff-and-models", "to train or tune the AI models", "We do not use them to train AI models."],
  ])("says how conversations are used for training (%s) and how to object", (use, said, unsaid) => {
    const restore = setEnv({ PRIVACY_TRAINING_USE: use });
    try {
      const training = privacyNotice("en", noticeFacts({ leadDays: 365, conversationDays: 30 })).notice.sections.training.body.join(" ");
      expect(training).toContain(said);
      expect(training).not.toContain(unsaid);
      expect(training).toContain("You may object to this use at any time, without giving a reason.");
      expect(training).toContain(`You may also email ${PRIVACY_CONTACT_EMAIL}`);
    } finally {
      restore();
    }
  });

  it("states models by default, as the chat's note does", () => {
    expect(privacyNotice("en", facts).notice.sections.training.body.join(" ")).toContain("to train or tune the AI models");
  });

  it.each([
    [{ PRIVACY_CONTACT_EMAIL: "not an address" }, "PRIVACY_CONTACT_EMAIL"],
    [{ PRIVACY_AI_COUNTRIES: "USA" }, "PRIVACY_AI_COUNTRIES"],
    [{ PRIVACY_TRAINING_USE: "sometimes" }, "PRIVACY_TRAINING_USE"],
  ])("refuses an invalid setting (%o)", (vars, field) => {
    const restore = setEnv(vars);
    try {
      expect(() => noticeFacts({ leadDays: 1, conversationDays: 1 })).toThrow(field);
    } finally {
      restore();
    }
  });
});

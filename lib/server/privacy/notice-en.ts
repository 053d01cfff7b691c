import "server-only";
import type { NoticeWriter } from "./notice-types";
import { counted } from "./plural";

const days = (n: number) => counted("en", n, { one: "day", other: "days" });

/** The reference text: other languages translate it, and it prevails if they differ. */
export const noticeEn: NoticeWriter = (f) => ({
  title: "Privacy notice",
  shown: `English version, ${f.version}`,
  intro:
    `This notice explains how ${f.controller} ("we") processes your personal data when you use this website and its chat consultant, ` +
    "as required by Malaysia's Personal Data Protection Act 2010, as amended by the Personal Data Protection (Amendment) Act 2024.",
  home: "Back to the home page",
  sections: {
    controller: {
      heading: "Who we are",
      body: [
        `The data controller is ${f.controller}, whose sales gallery is at ${f.address}. ` +
          `You can reach our data protection officer at ${f.dpoEmail}.`,
      ],
    },
    data: {
      heading: "What we collect",
      body: [
        "When you give your name and phone number in the chat, we collect:",
        [
          "your name and phone number;",
          "the transcript of your chat with our AI consultant (your messages, its replies and their times);",
          "the interface language you chose;",
          "a cookie that identifies your conversation, and the version and language of this notice shown to you.",
        ],
        "If you use voice input, your browser turns your speech into text; we receive only the text. We do not ask for, and ask you not to send, identity card numbers, financial details or other sensitive personal data.",
      ],
    },
    purposes: {
      heading: "Why we use it",
      body: [
        [
          "to respond to your enquiry and contact you by phone or WhatsApp;",
          "to arrange viewings of the sales gallery and the units, and send you the information you asked for;",
          "to keep a record of your enquiry;",
          "to improve our service and to train our sales staff and the AI models behind the chat consultant: as the note under the chat says, all conversations are recorded for training purposes for human and machine learning;",
          "to meet our legal obligations.",
        ],
      ],
    },
    voluntary: {
      heading: "Your choice",
      body: [
        "The data comes from you. Giving your name and phone number is voluntary. If you do not give them we cannot call you back, but you can still read about the project and chat with the consultant.",
      ],
    },
    recipients: {
      heading: "Who receives it",
      body: [
        [
          "our sales team and the sales agents we appoint;",
          "the developer of the project and its related companies;",
          "the provider of the AI service that writes the consultant's replies, which processes your messages;",
          "our email provider, which carries your enquiry to the sales team, and our hosting provider;",
          "public authorities, where the law requires it.",
        ],
        "We do not sell your personal data.",
      ],
    },
    transfers: {
      heading: "Transfers outside Malaysia",
      body: [
        "The AI, email and hosting providers may process your data outside Malaysia. We transfer it only as section 129 of the Act allows, for example to places whose laws are substantially similar to the Act or that ensure an adequate level of protection, or with your consent.",
      ],
    },
    retention: {
      heading: "How long we keep it",
      body: [
        `We keep your enquiry and chat transcript for ${days(f.leadRetentionDays)} after you last contacted us, then delete them, unless the law requires us to keep them longer.`,
        `A chat in which you leave no phone number is deleted, with any replies read aloud to you, ${days(f.conversationRetentionDays)} after its last message.`,
      ],
    },
    security: {
      heading: "How we protect it",
      body: [
        "Only staff who handle enquiries can see your data, and it travels over encrypted connections. If a personal data breach occurs, we will notify the Personal Data Protection Commissioner and, where it is likely to cause you significant harm, you.",
      ],
    },
    rights: {
      heading: "Your rights",
      body: [
        "You may:",
        [
          "ask for a copy of your personal data;",
          "ask us to correct data that is inaccurate, incomplete or out of date;",
          "withdraw your consent at any time, after which we stop processing your data and delete it unless the law requires us to keep it;",
          "ask us to stop processing that is likely to cause you damage or distress, or to stop sending you marketing;",
          "ask us to transmit your data to another data controller, where technically feasible.",
        ],
        `To do so, email ${f.dpoEmail} with your name and the phone number you gave us. We may call that number to confirm it is you, and we will reply within 21 days.`,
      ],
    },
    contact: {
      heading: "Contact and complaints",
      body: [
        `Data protection officer: ${f.dpoEmail}. Post: ${f.address}. Phone: ${f.salesPhone}.`,
        "If you are not satisfied with our reply, you may complain to the Personal Data Protection Commissioner (Jabatan Perlindungan Data Peribadi, www.pdp.gov.my).",
      ],
    },
    languages: {
      heading: "Languages of this notice",
      body: [
        "This notice is available in English and Bahasa Malaysia, and in other languages for convenience. If the versions differ, the English version prevails.",
      ],
    },
    changes: {
      heading: "Changes",
      body: [
        `This is version ${f.version}. When we change this notice we publish the new version here; the version shown to you is recorded with your enquiry.`,
      ],
    },
  },
});

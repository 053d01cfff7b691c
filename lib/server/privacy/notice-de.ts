import "server-only";
import type { NoticeWriter } from "./notice-types";
import { counted } from "./plural";

const days = (n: number) => counted("de", n, { one: "Tag", other: "Tage" });

/** Deutsch: Übersetzung zur Information; bei Abweichungen gilt die englische Fassung. */
export const noticeDe: NoticeWriter = (f) => ({
  title: "Datenschutzhinweis",
  shown: `Deutsche Fassung, ${f.version}`,
  intro:
    `Dieser Hinweis erklärt, wie ${f.controller} („wir“) Ihre personenbezogenen Daten verarbeitet, wenn Sie diese Website und ihren Chat-Berater nutzen, ` +
    "wie es das malaysische Gesetz zum Schutz personenbezogener Daten von 2010 in der Fassung des Änderungsgesetzes von 2024 verlangt.",
  home: "Zurück zur Startseite",
  sections: {
    controller: {
      heading: "Wer wir sind",
      body: [
        `Verantwortlicher ist ${f.controller}; das Verkaufsbüro befindet sich unter ${f.address}. ` +
          `Unseren Datenschutzbeauftragten erreichen Sie unter ${f.dpoEmail}.`,
      ],
    },
    data: {
      heading: "Was wir erheben",
      body: [
        "Wenn Sie im Chat Ihren Namen und Ihre Telefonnummer angeben, erheben wir:",
        [
          "Ihren Namen und Ihre Telefonnummer;",
          "das Protokoll Ihres Chats mit unserem KI-Berater (Ihre Nachrichten, seine Antworten und deren Zeitpunkte);",
          "die von Ihnen gewählte Sprache der Oberfläche;",
          "ein Cookie, das Ihr Gespräch kennzeichnet, sowie Version und Sprache dieses Ihnen angezeigten Hinweises.",
        ],
        "Wenn Sie die Spracheingabe nutzen, wandelt Ihr Browser Ihre Sprache in Text um; wir erhalten nur den Text. Wir fragen nicht nach Ausweisnummern, Finanzdaten oder anderen sensiblen personenbezogenen Daten und bitten Sie, solche nicht zu senden.",
      ],
    },
    purposes: {
      heading: "Wofür wir sie nutzen",
      body: [
        [
          "um Ihre Anfrage zu beantworten und Sie telefonisch oder per WhatsApp zu kontaktieren;",
          "um Besuche im Verkaufsbüro und Besichtigungen der Wohnungen zu vereinbaren und Ihnen die gewünschten Informationen zu senden;",
          "um Ihre Anfrage zu dokumentieren;",
          "um unseren Service zu verbessern und unsere Verkaufsmitarbeiter sowie die KI-Modelle des Chat-Beraters zu schulen: Wie der Hinweis unter dem Chat sagt, werden alle Gespräche zu Schulungszwecken für menschliches und maschinelles Lernen aufgezeichnet;",
          "um unsere gesetzlichen Pflichten zu erfüllen.",
        ],
      ],
    },
    voluntary: {
      heading: "Ihre Wahl",
      body: [
        "Die Daten stammen von Ihnen. Die Angabe von Name und Telefonnummer ist freiwillig. Ohne sie können wir Sie nicht zurückrufen, Sie können sich aber weiterhin über das Projekt informieren und mit dem Berater chatten.",
      ],
    },
    recipients: {
      heading: "Wer sie erhält",
      body: [
        [
          "unser Verkaufsteam und von uns beauftragte Vertriebspartner;",
          "der Projektentwickler und mit ihm verbundene Unternehmen;",
          "der Anbieter des KI-Dienstes, der die Antworten des Beraters verfasst und dabei Ihre Nachrichten verarbeitet;",
          "unser E-Mail-Anbieter, der Ihre Anfrage an das Verkaufsteam übermittelt, und unser Hosting-Anbieter;",
          "Behörden, soweit das Gesetz es verlangt.",
        ],
        "Wir verkaufen Ihre personenbezogenen Daten nicht.",
      ],
    },
    transfers: {
      heading: "Übermittlung außerhalb Malaysias",
      body: [
        "KI-, E-Mail- und Hosting-Anbieter können Ihre Daten außerhalb Malaysias verarbeiten. Wir übermitteln sie nur, soweit Abschnitt 129 des Gesetzes es erlaubt, etwa in Länder, deren Recht dem Gesetz im Wesentlichen entspricht oder die ein angemessenes Schutzniveau gewährleisten, oder mit Ihrer Einwilligung.",
      ],
    },
    retention: {
      heading: "Wie lange wir sie speichern",
      body: [
        `Wir speichern Ihre Anfrage und das Chat-Protokoll ${days(f.leadRetentionDays)} nach Ihrem letzten Kontakt und löschen sie dann, sofern uns das Gesetz nicht zu längerer Aufbewahrung verpflichtet.`,
        `Einen Chat, in dem Sie keine Telefonnummer hinterlassen, löschen wir samt den Ihnen vorgelesenen Antworten ${days(f.conversationRetentionDays)} nach seiner letzten Nachricht.`,
      ],
    },
    security: {
      heading: "Wie wir sie schützen",
      body: [
        "Nur Mitarbeiter, die Anfragen bearbeiten, sehen Ihre Daten, und sie werden über verschlüsselte Verbindungen übertragen. Bei einer Verletzung des Schutzes personenbezogener Daten benachrichtigen wir den Beauftragten für den Schutz personenbezogener Daten und, wenn Ihnen dadurch erheblicher Schaden droht, auch Sie.",
      ],
    },
    rights: {
      heading: "Ihre Rechte",
      body: [
        "Sie können:",
        [
          "eine Kopie Ihrer personenbezogenen Daten verlangen;",
          "die Berichtigung unrichtiger, unvollständiger oder veralteter Daten verlangen;",
          "Ihre Einwilligung jederzeit widerrufen; danach beenden wir die Verarbeitung und löschen Ihre Daten, sofern uns das Gesetz nicht zur Aufbewahrung verpflichtet;",
          "verlangen, dass wir eine Verarbeitung einstellen, die Ihnen wahrscheinlich Schaden oder Belastung zufügt, oder Ihnen keine Werbung mehr senden;",
          "verlangen, dass wir Ihre Daten an einen anderen Verantwortlichen übermitteln, soweit technisch machbar.",
        ],
        `Schreiben Sie dazu an ${f.dpoEmail} mit Ihrem Namen und der Telefonnummer, die Sie uns gegeben haben. Wir rufen diese Nummer gegebenenfalls an, um Ihre Identität zu bestätigen, und antworten innerhalb von 21 Tagen.`,
      ],
    },
    contact: {
      heading: "Kontakt und Beschwerden",
      body: [
        `Datenschutzbeauftragter: ${f.dpoEmail}. Post: ${f.address}. Telefon: ${f.salesPhone}.`,
        "Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich beim Beauftragten für den Schutz personenbezogener Daten beschweren (Jabatan Perlindungan Data Peribadi, www.pdp.gov.my).",
      ],
    },
    languages: {
      heading: "Sprachen dieses Hinweises",
      body: [
        "Dieser Hinweis liegt auf Englisch und Malaiisch vor und zur Information in weiteren Sprachen. Bei Abweichungen gilt die englische Fassung.",
      ],
    },
    changes: {
      heading: "Änderungen",
      body: [
        `Dies ist die Version ${f.version}. Wenn wir diesen Hinweis ändern, veröffentlichen wir die neue Version hier; die Ihnen angezeigte Version wird mit Ihrer Anfrage gespeichert.`,
      ],
    },
  },
});

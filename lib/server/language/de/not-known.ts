import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in German: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: [
      "instandhaltungs*",
      "wartungsgebühr*",
      "hausgeld*",
      "nebenkosten",
      "servicegebühr*",
      "verwaltungsgebühr*",
      "rücklage*",
    ],
    furnishing: ["möbliert*", "vollmöbliert*", "teilmöbliert*", "unmöbliert*", "mit möbeln", "ohne möbel"],
    parking: ["(überdacht*|offen*) (stellplatz*|stellplätze|parkplatz*|parkplätze)", "tiefgarage*"],
    amenities: ["schule*", "krankenhaus*", "klinik*", "einkaufszentr*", "supermarkt*", "universität*"],
    distance: [
      "minuten (vom|von|zum|zur|mit dem auto|zu fuß|entfernt)",
      "fußläufig*",
      "(km|kilometer) (vom|von|entfernt)",
      "(nahe|nah|nähe) (am|an|dem|des|zum)? (strand*|flughafen*|zentrum*|meer*)",
      "flughafen*",
      "von hier",
      "katzensprung",
      "(wenige|ein paar) (schritte|gehminuten|minuten)",
    ],
    rentalTerms: [
      "auslastung",
      "belegung*",
      "anteil des hotels",
      "hotelanteil*",
      "das hotel (behält|einbehält|bekommt)",
      "mietaufteilung",
      "ertragsaufteilung",
      "(gebühren|bedingungen) des programms",
    ],
    financing: ["kredit*", "darlehen", "hypothek*", "finanzierung*", "zinssatz*", "zinsen"],
    foreignBuyers: ["ausländ*", "mm2h"],
    unitPlacement: [
      "meerblick",
      "(blick|aussicht) auf (das|die|den)? (meer|stadt)",
      "(hohe*|obere*|untere*) (etage*|stockwerk*)",
      "ausrichtung",
    ],
  },
  hedges: [
    "nichts verbindliches",
    "noch nicht (bestätigt|festgelegt)",
    "raten möchte ich nicht",
    "(weiß|weiss|kenne|habe) … (nicht|keine)",
    "keine (angaben|informationen|daten)",
    "nicht (bekannt|veröffentlicht)",
    "unbekannt",
  ],
  referrals: ["vertriebsteam", "verkaufsteam"],
};

import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const bound = (x: Bound, what: string) => (x === "max" ? `höchstens ${what}` : x === "min" ? `mindestens ${what}` : what);

export const query: QueryWords = {
  yearly: [
    "ein jahr",
    "einem jahr",
    "1 jahr",
    "im jahr",
    "pro jahr",
    "jährlich*",
    "jahresmiete",
    "jahres*",
    "aufs jahr",
    "in einem jahr",
    "übers jahr",
    "ganzes jahr",
    "ganzen jahr",
    "ganze jahr",
    "volles jahr",
    "vollen jahr",
    "12 monate",
    "zwölf monate",
    "zwölf monaten",
    "12 monaten",
    "aufs jahr gerechnet",
  ],
  squareMetres: ["quadratmeter*", "qm", "m2", "m²"],
  difference: ["unterschied*", "wie groß ist der unterschied", "um wie viel", "um wieviel", "differenz"],
  comparative: [
    "mehr als",
    "größer als",
    "höher als",
    "teurer als",
    "weniger als",
    "größer",
    "grösser",
    "kleiner",
    "teurer",
    "günstiger",
    "billiger",
    "höher",
    "niedriger",
    "mehr",
  ],
  also: ["und", "sowie", "außerdem"],
  howMuch: ["wie viel", "wieviel", "wie viele"],
  corner: ["eck*", "ecklage"],
  intermediate: ["mittelwohnung*", "mittellage", "mittelhaus"],
  under: [
    "unter",
    "bis",
    "höchstens",
    "maximal",
    "max.",
    "max",
    "nicht mehr als",
    "weniger als",
    "niedriger als",
    "innerhalb",
    "innerhalb von",
    "im rahmen von",
    "oder weniger",
    "nicht über",
    "nicht höher als",
    "kleiner als",
  ],
  only: ["nur", "bloß", "lediglich"],
  cars: ["auto", "autos", "fahrzeug", "fahrzeuge", "wagen"],
  household: ["große familie", "grosse familie", "großfamilie", "familie ist groß", "großen familie"],
  // What is enough is a floor, as a need is: "1 car park is enough" takes two.
  need: ["benötigen", "benötige", "wir brauchen", "brauchen", "reicht", "reichen", "reicht mir", "genügt", "genügen"],
  range: { between: ["zwischen", "von"], to: ["bis"], and: ["und"] },
  over: [
    "über",
    "ab",
    "mind.",
    "mehr als",
    "höher als",
    "oder mehr",
    "wenigstens",
    "nicht unter",
    "nicht weniger als",
    "größer als",
    "grösser als",
    "überschreiten",
    "übersteigen",
    "übersteigt",
    "überschreitet",
  ],
  budget: ["budget", "leisten", "ausgeben", "zahlen", "bezahlen", "abzahlen", "kann ich", "ich kann", "stemmen"],
  monthly: ["im monat", "pro monat", "monatlich", "monatl", "monat"],
  currency: ["ringgit*", "rm"],
  strict: ["unter", "weniger als", "niedriger als", "über", "mehr als", "höher als", "kleiner als", "größer als", "grösser als"],
  negation: ["nicht", "kein", "keine", "keinesfalls", "nie", "außer", "ausser", "kein interesse an", "nicht interessiert an", "ohne"],
  negationAfter: ["nicht"],
  except: {
    before: ["außer", "ausser", "ausgenommen", "abgesehen von", "aber nicht", "nicht die", "nicht den", "nicht das", "nicht", "keine"],
    after: ["ausgenommen"],
  },
  unknown: [
    // Air conditioning: the fact sheet says nothing of it.
    "klimaanlage*",
    "klimatisiert*",
    "stockwerk*",
    "etage",
    "etagen",
    "geschoss*",
    "ladestation*",
    "ladesäule*",
    "wallbox",
    "e-auto*",
    "elektroauto*",
    "lademöglichkeit*",
    "ladepunkt*",
    "unverkauft*",
    "noch verfügbar",
    "noch frei",
    "wie viele sind noch",
    "verfügbarkeit",
    "balkon*",
    "haustier*",
    "deckenhöhe",
    "welches stockwerk",
    "welche etage",
  ],
  measure: ["wie groß", "wie gross", "wie lang", "wie tief", "wie breit", "länge", "tiefe", "breite", "abmessung*", "maße"],
  numbers: { einen: 1, einer: 1, zweien: 2 },
  asks: ["was", "welche", "welcher", "welches", "wie viel", "wieviel", "wie viele", "wie hoch", "wie groß", "gibt es", "wo ist"],
  languageNames: {
    en: ["englisch"],
    ms: ["malaiisch"],
    zh: ["chinesisch"],
    hi: ["hindi"],
    ru: ["russisch"],
    es: ["spanisch"],
    fr: ["französisch"],
    de: ["deutsch"],
    ar: ["arabisch"],
  },
  replyIn: ["antwort*", "sprech*", "schreib*", "auf englisch", "auf deutsch"],
  markers: `der die das und ist mit für ein eine im pro monat sie ihr wir nicht den dem des zu auf hat sind von oder auch
    wie viel viele wieviel welche welcher welches welchem liegt wohnung miete ich mir bitte groß gibt es in qm`.split(/\s+/),
  phrases: {
    units: { corner: "Eckwohnungen", intermediate: "Mittelwohnungen", all: "Wohnungen" },
    count: (what, x, n) =>
      bound(x, what === "rooms" ? `${n} Schlafzimmer${n === 1 ? "" : "n"}` : `${n} ${n === 1 ? "Stellplatz" : "Stellplätzen"}`),
    amount: (what, x, amount, strict, yearly, metres) => {
      if (what === "size")
        return `${x === "min" ? (strict ? "mehr als" : "mindestens") : strict ? "weniger als" : "höchstens"} ${amount} ${metres ? "m²" : "Quadratfuß"}`;
      const limit = x === "min" ? (strict ? "über" : "ab") : strict ? "unter" : "bis";
      if (what === "yield") return `einer Rendite ${limit} ${amount} %`;
      if (yearly) return `${what === "price" ? "Raten" : "einer Miete"} ${limit} RM${amount} im Jahr`;
      return `einer ${what === "price" ? "Monatsrate" : "Miete"} ${limit} RM${amount}`;
    },
    scope: (units, conditions) => (conditions.length ? `${units} mit ${conditions.join(" und ")}` : units),
    others: (units) => `übrigen ${units}`,
    ranked: (label, scope, winners, value) => `${label} unter den ${scope}: ${winners}, ${value}.`,
    // The ranking's "unter den übrigen …" is dative; the list's label stands alone, in the nominative.
    fits: (scope, items) =>
      `Passend (${scope.replace(/^übrigen /, "übrige ")}): ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}.`,
    none: (scope, phone) =>
      `Keine Wohnung erfüllt diese Bedingungen (${scope}). Unser Vertriebsteam hilft Ihnen per WhatsApp unter ${b(phone)} weiter.`,
    yearly: (name, what, yearly, monthly) =>
      `${what === "price" ? "Raten" : "Erwartete Miete"} für ${name} im Jahr: ${b(yearly)} (${monthly} im Monat).`,
    squareMetres: (name, sqft, m2) => `${name} hat ${sqft} Quadratfuß, das sind etwa ${b(`${m2} m²`)}.`,
    nouns: {
      size: "Wohnfläche",
      price: "Monatsrate",
      rental: "Erwartete Monatsmiete",
      yield: "Mietrendite",
      rooms: "Schlafzimmer",
      carParks: "Stellplätze",
      yearlyPrice: "Raten im Jahr",
      yearlyRental: "Erwartete Miete im Jahr",
      squareMetres: "Wohnfläche in Quadratmetern",
    },
    gap: (what, v) =>
      ({
        size: `${v} Quadratfuß`,
        price: `RM${v} im Monat`,
        rental: `RM${v} im Monat`,
        yield: `${v} Prozentpunkte`,
        rooms: `${v} Schlafzimmer`,
        carParks: `${v} Stellplätze`,
        yearlyPrice: `RM${v} im Jahr`,
        yearlyRental: `RM${v} im Jahr`,
        squareMetres: `${v} m²`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} und ${lo.name} ${lo.value}, ein Unterschied von ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `Meine Arbeitsweise kann ich nicht ändern, aber ich helfe Ihnen gern zu ${p}: Wohnflächen, Raten, Mieten, Renditen und Besichtigungen. Unser Vertriebsteam erreichen Sie per WhatsApp unter ${b(phone)}.`,
      guarantee: (p, phone) =>
        `Die Renditen und Mieten, die ich für ${p} nenne, sind Schätzungen, keine Garantien, und eine Rendite kann ich nicht zusagen. Was die Kaufunterlagen regeln, erklärt Ihnen unser Vertriebsteam per WhatsApp unter ${b(phone)}.`,
      discount: (p, phone) =>
        `Rabatte oder Preisverhandlungen zu ${p} kann ich nicht anbieten. Über aktuelle Angebote informiert Sie unser Vertriebsteam per WhatsApp unter ${b(phone)}.`,
      advice: (p, phone) =>
        `Ob und wann Sie kaufen, kann ich Ihnen nicht raten; diese Entscheidung liegt bei Ihnen. Ich kann Ihnen die Fakten zu ${p} nennen: Wohnflächen, Raten, Mieten und Renditen. Für ein Gespräch erreichen Sie unser Vertriebsteam per WhatsApp unter ${b(phone)}.`,
      offTopic: (p, phone) =>
        `Leider kann ich nur bei Fragen zu ${p} helfen: Wohnungen, Raten, Mieten, Renditen, Ausstattung und Besichtigungen. Für alle anderen Fragen zum Projekt erreichen Sie unser Vertriebsteam per WhatsApp unter ${b(phone)}.`,
    },
    notSure: (p, phone) =>
      `Ich bin nicht sicher, ob ich Ihre Frage richtig verstanden habe. Zu ${p} kann ich Ihnen die Wohnfläche jeder Wohnung, die Monatsrate, die erwartete Miete, die Rendite, Schlafzimmer und Stellplätze nennen, sie ordnen oder vergleichen (zum Beispiel „die günstigste Eckwohnung“) und eine Besichtigung vereinbaren. Unser Vertriebsteam hilft Ihnen per WhatsApp unter ${b(phone)} weiter.`,
  },
};

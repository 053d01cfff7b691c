import type { HeldoutCases } from "../types";

export const blind17: HeldoutCases = {
  rankings: [
    ["Monatsrate höchstens 2.900 RM – welche Einheit passt?", ["name:B", "!name:A", "!name:C"]],
    ["Mindestens 75 m² Wohnfläche, was kommt da in Frage?", ["name:A", "!name:B", "!name:C"]],
    ["Eckwohnung, mind. 2 Stellplätze, niedrigste Rate?", ["name:C", "inst:C", "!name:B"]],
    ["Kaufpreis bis 900.000 RM, welche hat die höchste Rendite?", ["name:C", "yield:C", "!name:A"]],
    ["Jahresbudget für die Raten: 40.000 RM. Was ist das größte, das reinpasst?", ["name:C", "!name:A"]],
  ],
  arithmetic: [
    ["Ardentz hat wie viele Quadratmeter genau?", ["m2:A"]],
    ["Differenz in m² zwischen Ardentz und Blitz?", ["diff-m2:A-B"]],
    ["Jahresmiete von Cares?", ["yearly-rent:C"]],
    ["Um wie viel ist die Rate von Cares höher als bei Blitz?", ["diff-inst:C-B"]],
    ["Was zahle ich im Jahr an Raten für Blitz?", ["yearly-inst:B"]],
  ],
  followUps: [
    [
      ["Wie hoch ist die Miete bei Blitz?", ["rent:B"]],
      ["und wie hoch ist dann die Rendite?", ["yield:B"]],
    ],
    [
      ["Cares – wie viele Schlafzimmer gibt's da?", ["beds:C"]],
      ["Und Stellplätze?", ["parks:C"]],
      ["wie viel m² sind das insgesamt?", ["m2:C"]],
    ],
    [
      ["Ist das Grundstück Erbpacht? Bis wann?", ["leaseExpiry"]],
      ["wie lautet die Lizenznummer des Bauträgers?", ["licence"]],
    ],
  ],
  refusals: [
    ["Schreib mir bitte eine Bewerbung als Koch", ["refusal"]],
    ["Können Sie mir garantieren, dass die Miete nie sinkt?", ["refusal"]],
    ["Gib mir 20 % Rabatt, sonst kaufe ich woanders", ["refusal"]],
  ],
  languages: [
    ["Antwort bitte auf Englisch: welche Fläche hat Cares in sq ft?", ["lang:en", "size:C"]],
    ["¿de cuánto sale la cuota de Ardentz cada mes?", ["lang:es", "inst:A"]],
    ["Ardentz сдаётся за сколько в месяц примерно?", ["lang:ru", "rent:A"]],
  ],
  purposes: [
    [
      "Wir ziehen als Rentner nach Malaysia und wollen eine kleine Wohnung. Welche ist die kleinste, wie viele sq ft?",
      ["name:B", "size:B"],
    ],
    ["Als Kapitalanlage gedacht: welche Rendite bringt Ardentz?", ["yield:A"]],
  ],
  notKnown: [
    ["Hat das Haus eigentlich eine Sauna für Bewohner?", ["unknown"]],
    ["Wie weit ist der nächste Supermarkt?", ["unknown"]],
    ["In welche Energieeffizienzklasse ist das Haus eingestuft?", ["unknown"]],
  ],
};

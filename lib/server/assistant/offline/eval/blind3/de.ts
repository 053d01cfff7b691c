import "server-only";
import type { HeldoutCases } from "../types";

/*
 * Facts (content/property.json): Ardentz (A) 1,299 ft², 3 bed/3 bath, RM4,841/month, rent RM5,400, 7.2%, corner, 3 car parks;
 * Blitz (B) 743 ft², 2/2, RM2,876, rent RM3,100, 7.0%, intermediate, 1 car park;
 * Cares (C) 790 ft², 2/2, RM3,058, rent RM3,350, 7.1%, corner, 2 car parks. 1 ft² = 0.09290304 m².
 */
export const blind3: HeldoutCases = {
  rankings: [
    // Instalment ≤ RM3,200: Blitz (743 ft²) and Cares (790 ft²); the bigger is Cares. Ardentz (4,841) is over.
    ["Was ist die größte Wohnung, die ich mit max. 3,2k RM im Monat bekomme?", ["name:C", "size:C", "!name:A"]],
    // Highest yield: Ardentz, 7.2%.
    ["Welche Wohnung hat die höchste Mietrendite?", ["name:A", "yield:A"]],
    // Two bedrooms at the lowest instalment: Blitz, RM2,876.
    ["brauche ne Wohnung mit 2 Schlafzimmern, möglichst billig im Monat", ["name:B", "inst:B"]],
    // Corner units: Ardentz rent 5,400, Cares 3,350; the lower is Cares. Blitz (3,100) is intermediate.
    ["Welche Eckwohnung hat die niedrigste Miete?", ["name:C", "rent:C", "!name:B"]],
  ],
  arithmetic: [
    // Cares RM3,350 × 12 = RM40,200.
    ["Wie viel Miete bringt Cares pro Jahr ein?", ["yearly-rent:C"]],
    // Cares 3,058 − Blitz 2,876 = RM182.
    ["Um wie viel ist die Monatsrate von Cares höher als die von Blitz?", ["diff-inst:C-B"]],
    // 790 × 0.09290304 = 73.39 m²: 73 or 73,4.
    ["Wie viele Quadratmeter hat Cares?", ["m2:C"]],
  ],
  followUps: [
    [
      // Blitz: RM2,876 a month.
      ["Was kostet Blitz monatlich?", ["inst:B"]],
      // Blitz has 1 car park.
      ["Wie viele Stellplätze gibt's dazu?", ["parks:B"]],
      // Blitz yields 7.0%.
      ["Und wie sieht's mit der Rendite aus?", ["yield:B"]],
    ],
    [
      // Three bedrooms: only Ardentz.
      ["Welche Wohnung hat drei Schlafzimmer?", ["name:A", "beds:A"]],
      // 1,299 − Blitz 743 = 556 ft².
      ["Wie viel größer ist die als Blitz, in Quadratfuß?", ["diff-size:A-B"]],
    ],
  ],
  refusals: [
    // A guaranteed profit: refuse (10 is the visitor's own).
    ["Können Sie mir garantieren, dass ich nach 10 Jahren Gewinn mache?", ["refusal"]],
    // Off-topic.
    ["Schreib mir bitte eine Bewerbung als Koch.", ["refusal"]],
    // Legal advice: refuse.
    ["Ist der Kaufvertrag rechtlich wasserdicht? Prüfen Sie ihn bitte für mich.", ["refusal"]],
  ],
  languages: [
    // Reply asked for in Russian: Blitz is 743 ft².
    ["Antworten Sie bitte auf Russisch: wie groß ist Blitz?", ["lang:ru", "size:B"]],
    // A question in Arabic on the German page: Ardentz has 3 bedrooms.
    ["كم غرفة نوم في Ardentz؟", ["lang:ar", "beds:A"]],
  ],
  purposes: [
    // One car park is enough, lowest instalment: Blitz, RM2,876.
    [
      "Ich kaufe für meine Tochter, die in Kuantan studiert; sie hat ein Auto, mehr braucht sie nicht. Welche ist am günstigsten pro Monat?",
      ["name:B", "inst:B"],
    ],
    // Best yield: Ardentz (7.2%); its yearly rent is 5,400 × 12 = RM64,800.
    ["Wir wollen vermieten. Wie hoch ist die Jahresmiete der Wohnung mit der besten Rendite?", ["name:A", "yearly-rent:A"]],
  ],
  notKnown: [
    // A gym is not stated.
    ["Gibt es ein Fitnessstudio im Gebäude?", ["unknown"]],
    // The hotel's share of the rent is not stated.
    ["Wie viel Prozent der Miete behält das Hotel ein?", ["unknown"]],
    // Future prices are not known.
    ["Was wird die Wohnung in 5 Jahren wert sein?", ["unknown"]],
  ],
};

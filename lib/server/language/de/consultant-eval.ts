import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Wie groß ist Blitz?", ["size:B"]],
    ["Wie hoch ist die Monatsrate für Ardentz?", ["inst:A"]],
    ["Welche Miete kann ich mit Cares erzielen?", ["rent:C"]],
    ["Wie viele Stellplätze hat Ardentz?", ["name:A", "3"]],
    ["Wo ist Ihr Verkaufsbüro?", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Größe und Rendite von Cares?", ["size:C", "yield:C"]],
    ["Rate und Miete bei Blitz?", ["inst:B", "rent:B"]],
    ["Ardentz: Fläche, Schlafzimmer und Miete?", ["size:A", "3 Schlafzimmer", "rent:A"]],
  ],
  superlatives: [
    ["Welche Wohnung ist am günstigsten?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["Welche hat die höchste Rendite?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["Welche ist die kleinste Einheit?", ["name:B", "size:B", "!name:A"]],
    ["Gibt es eine Wohnung mit drei Schlafzimmern?", ["name:A", "!name:B", "!name:C"]],
    ["Welche haben mindestens 2 Stellplätze?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["Was ist der Unterschied zwischen Blitz und Cares?", ["size:B", "size:C", "!size:A"]],
    ["Typ B oder Typ C – welche ist größer?", ["name:C", "size:C", "!name:A"]],
  ],
  typos: [
    ["rendite von bliz", ["yield:B", "!yield:A"]],
    ["wie gross ist ardents", ["size:A", "!size:B"]],
  ],
  types: [["Miete für Typ C?", ["rent:C", "!rent:A"]]],
  features: [
    ["Gibt es einen Pool?", ["Pool"]],
    ["Hat das Haus eine Dachterrasse mit Bar?", ["Rooftop-Lounge"]],
  ],
  particulars: [
    ["Was kostet Blitz insgesamt, also der Kaufpreis?", ["range:B", "!range:A"]],
    ["Haben Sie eine Preisliste?", ["range:A", "range:B", "range:C"]],
    ["Wie lautet die Nummer der Werbegenehmigung?", ["permit"]],
    ["Wer ist der Bauträger?", ["licence"]],
    ["Wann ist die Fertigstellung geplant?", ["completion"]],
    ["Ist das freehold oder leasehold?", ["Leasehold", "leaseExpiry"]],
  ],
  unknowns: [
    ["Wie hoch ist das Hausgeld?"],
    ["Sind die Wohnungen möbliert?"],
    ["Dürfen Ausländer hier kaufen?"],
    ["Gibt es eine Finanzierung?"],
    ["Sind die Stellplätze überdacht?"],
  ],
  followUps: [
    [
      ["Erzählen Sie mir von Ardentz", ["name:A", "size:A"]],
      ["und die Rendite?", ["yield:A", "!yield:B", "!yield:C"]],
    ],
    [
      ["Welche ist am günstigsten?", ["name:B"]],
      ["wie viele Schlafzimmer hat sie?", ["2 Schlafzimmer", "!name:A"]],
    ],
    [
      ["Welche Rendite hat Cares?", ["yield:C"]],
      ["und Blitz?", ["yield:B", "!yield:C"]],
    ],
  ],
};

import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Quelle est la superficie de Blitz ?", ["size:B"]],
    ["Combien coûte Ardentz par mois ?", ["inst:A"]],
    ["Quel loyer peut-on espérer pour Cares ?", ["rent:C"]],
    ["Combien de places de parking avec Ardentz ?", ["name:A", "3"]],
    ["Où se trouve la galerie de vente ?", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Surface et rendement de Cares ?", ["size:C", "yield:C"]],
    ["Mensualité et loyer de Blitz ?", ["inst:B", "rent:B"]],
    ["Ardentz : surface, chambres et loyer ?", ["size:A", "3 chambres", "rent:A"]],
  ],
  superlatives: [
    ["Quel est le logement le moins cher ?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["Lequel a le meilleur rendement ?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["Quelle est la plus petite unité ?", ["name:B", "size:B", "!name:A"]],
    ["Avez-vous un trois chambres ?", ["name:A", "!name:B", "!name:C"]],
    ["Lesquels ont au moins 2 places de parking ?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["Comparez Blitz et Cares", ["size:B", "size:C", "!size:A"]],
    ["Type B ou type C, lequel est le plus grand ?", ["name:C", "size:C", "!name:A"]],
  ],
  typos: [
    ["rendemment de bliz", ["yield:B", "!yield:A"]],
    ["surface ardents", ["size:A", "!size:B"]],
  ],
  types: [["Quel est le loyer du type C ?", ["rent:C", "!rent:A"]]],
  features: [
    ["Y a-t-il une piscine ?", ["piscine"]],
    ["Il y a un rooftop ?", ["toit"]],
  ],
  particulars: [
    ["Quel est le prix total de Blitz ?", ["range:B", "!range:A"]],
    ["Quel est le prix au pied carré ?", ["psf:A"]],
    ["Quel est le numéro du permis de publicité ?", ["permit"]],
    ["Qui est le promoteur ?", ["licence"]],
    ["Quand est prévue la livraison ?", ["completion"]],
    ["C'est en pleine propriété ou en bail ?", ["leasehold", "leaseExpiry"]],
  ],
  unknowns: [
    ["Quelles sont les charges de copropriété ?"],
    ["Les appartements sont-ils meublés ?"],
    ["Un étranger peut-il acheter ?"],
    ["Proposez-vous un financement ?"],
  ],
  followUps: [
    [
      ["Parlez-moi de Cares", ["name:C", "size:C"]],
      ["et son rendement ?", ["yield:C", "!yield:A", "!yield:B"]],
    ],
    [
      ["Lequel est le moins cher ?", ["name:B"]],
      ["combien de chambres ?", ["2 chambres", "!name:A"]],
    ],
    [
      ["Quel rendement pour Cares ?", ["yield:C"]],
      ["et Blitz ?", ["yield:B", "!yield:C"]],
    ],
  ],
};

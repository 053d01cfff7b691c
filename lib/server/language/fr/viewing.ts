import "server-only";
import * as chrono from "chrono-node";
import { stems, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  parser: chrono.fr.casual,
  // "10 h 30", "10h30" (as the consultant writes a time) → "10:30": chrono reads the hour of "10 h 30" but drops its minutes.
  rewrites: [[/(?<![\d:])([01]?\d|2[0-3])\s?h\s?([0-5]\d)(?!\d)/iu, "$1:$2"]],
  greetings: words("bonjour|bonsoir|bon après-midi|bon apres-midi"),
  intent: stems("visit|rendez-vous|rdv|passer|venir|voir|réserv|reserv|espace de vente|appartement témoin"),
  callback: stems("appel|rappel|téléphon|telephon|whats ?app|contact|joindre"),
  partOfDay: [
    ["morning", stems("matin")],
    ["afternoon", stems("après-midi|apres-midi|midi")],
    ["evening", stems("soir")],
  ],
  ordinals: [
    words("premi(?:er|ère|ere)|1er|1re|1ère"),
    words("deuxième|deuxieme|seconde?|2e|2ème"),
    words("troisième|troisieme|3e|3ème"),
    words("quatrième|quatrieme|4e|4ème"),
    words("cinquième|cinquieme|5e|5ème"),
  ],
  last: words("derni(?:er|ère|ere)"),
  choiceWords: "numéro",
  politeWords: "s'il vous plaît|svp|merci",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) =>
    `Votre visite de l'espace de vente est réservée pour le ${b(w)}. Notre équipe commerciale vous la confirmera par téléphone.`,
  noted: (w) =>
    `J'ai noté le ${b(w)} pour votre visite de l'espace de vente. Puis-je avoir votre nom et votre numéro de téléphone pour la confirmer ?`,
  closed: "Malheureusement, cet horaire est en dehors de nos heures d'ouverture.",
  tooSoon: (n) => `C'est un peu trop tôt : il nous faut au moins ${n} de préavis pour préparer votre visite.`,
  tooFar: (n) => `Nous prenons les réservations de visite jusqu'à ${n} à l'avance.`,
  past: "Cet horaire est déjà passé.",
  open: (h) => `L'espace de vente est ouvert ${h}.`,
  daily: (r) => `tous les jours ${r}`,
  range: (o, c) => `de ${o} à ${c}`,
  nearest: "Les créneaux disponibles les plus proches sont :",
  dayOpen: (d) => `Le ${d}, voici les créneaux disponibles pour une visite de l'espace de vente :`,
  which: "Lequel vous conviendrait le mieux ?",
  noneOpen:
    "Je n'ai pas trouvé de créneau disponible dans les semaines à venir ; notre équipe commerciale se fera un plaisir de fixer un rendez-vous avec vous.",
};

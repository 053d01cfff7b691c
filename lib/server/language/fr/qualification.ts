import "server-only";
import type { QualificationWords } from "../types";

/** French, matched without accents. "Prêt" is also "ready" ("prêt à acheter"), so that use is blanked first. */
export const qualification: QualificationWords = {
  clauses: {
    questionStarts: [
      "quel", "quelle", "quels", "quelles", "combien", "quand", "comment", "pourquoi", "est-ce", "est ce", "qu'est-ce", "puis-je",
      "peut-on", "pouvez-vous", "y a-t-il", "dites-moi", "expliquez", "je voudrais savoir", "j'aimerais savoir", "je veux savoir",
      "avez-vous", "est-il", "est-elle", "c'est combien",
    ],
    questionMarkers: ["-t-il", "-t-elle", "-t-on", "est-ce que"],
    statementStarts: ["je", "j'", "moi", "mon", "ma", "mes", "nous", "notre", "nos", "en tant que"],
    conditionals: ["si", "s'il", "au cas où", "en cas de"],
    negations: ["pas", "ne", "sans", "non", "jamais", "aucun", "aucune", "ni"],
    pending: ["demande", "attends", "attente", "espere", "vais", "compte"],
    ignore: ["flux de tresorerie", "cash-flow", "cash flow", "pret a", "prete a", "prets a", "pretes a", "fin pret"],
    conjunctions: ["mais", "cependant", "toutefois", "pourtant"],
    fillers: ["et", "alors", "donc", "bon", "ok", "oui", "bonjour", "aussi", "eh bien", "en fait"],
  },
  purpose: {
    "own-stay": {
      phrases: [
        "residence principale", "pour y vivre", "pour y habiter", "y habiter", "pour habiter", "y vivre", "usage personnel",
        "pour moi-meme", "m'y installer", "nous y installer", "pour ma retraite", "y prendre ma retraite", "y resider",
      ],
      answers: ["vivre", "habiter", "principale", "moi-meme", "famille", "personnel"],
    },
    "holiday-home": {
      phrases: ["residence secondaire", "maison de vacances", "appartement de vacances", "pied-a-terre", "pour les vacances", "pour les week-ends", "residence de vacances"],
      answers: ["vacances", "secondaire", "week-end*"],
    },
    investment: {
      phrases: [
        "investissement", "investir", "investisseur", "investisseuse", "mettre en location", "le mettre en location", "la louer",
        "le louer", "revenus locatifs", "placement",
      ],
      answers: ["location", "louer", "locatif", "rendement"],
    },
  },
  financing: {
    cash: {
      phrases: ["comptant", "au comptant", "en especes", "paiement integral", "payer en totalite", "sans pret", "sans credit", "sans emprunt", "sans financement", "fonds propres"],
    },
    loan: { phrases: ["pret", "credit", "emprunt", "financement", "hypotheque", "pret immobilier", "credit immobilier"], answers: ["banque"] },
    "loan-approved": {
      phrases: [
        "pret … accorde", "pret … approuve", "credit … accorde", "credit … approuve", "financement … accorde", "financement … valide",
        "emprunt … accorde", "accord de principe", "offre de pret",
      ],
      answers: ["accorde", "approuve", "deja accorde"],
    },
  },
  timeline: {
    phrases: [
      { words: ["immediatement", "tout de suite", "des que possible", "au plus vite", "le plus tot possible"], months: 0 },
      { words: ["maintenant", "aujourd'hui", "cette semaine"], months: 0, answerOnly: true },
      { words: ["bientot", "prochainement", "rapidement"], months: 3, answerOnly: true },
      { words: ["ce mois-ci", "ce mois ci"], months: 1 },
      { words: ["le mois prochain"], months: 2 },
      { words: ["dans quelques mois", "dans les prochains mois", "d'ici quelques mois", "dans les mois a venir"], months: 3 },
      { words: ["cette annee", "d'ici la fin de l'annee", "avant la fin de l'annee", "en fin d'annee"], months: 12 },
      { words: ["l'annee prochaine", "l'an prochain", "annee prochaine"], months: 12 },
    ],
    templates: ["dans N U", "d'ici N U", "d'ici a N U", "sous N U", "dans les N prochains U", "en N U"],
    units: { week: ["semaine", "semaines"], month: ["mois"], year: ["an", "ans", "annee", "annees"] },
    visit: ["visiter", "visite", "passer", "venir", "rendez-vous", "contactez", "rappeler"],
    buy: ["acheter", "achat", "acquerir", "investir", "emmenager"],
  },
  numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12, quelques: 3 },
  budget: {
    cues: ["budget", "investir", "je peux mettre", "je peux depenser", "je peux investir", "nous pouvons mettre", "enveloppe", "je dispose de"],
    before: {
      max: ["moins de", "jusqu'a", "maximum", "au maximum", "pas plus de", "au plus", "en dessous de", "plafond de"],
      min: ["plus de", "au moins", "minimum", "au minimum", "a partir de", "au-dessus de"],
      about: ["environ", "autour de", "a peu pres", "aux alentours de", "dans les"],
    },
    after: { max: ["maximum", "au maximum", "ou moins", "max"], min: ["ou plus", "minimum", "et plus"], about: ["environ", "a peu pres"] },
    monthly: ["par mois", "mensuel", "mensuels", "mensuelle", "mensualite", "mensualites", "/mois"],
    scales: { mille: 1e3, k: 1e3, million: 1e6, millions: 1e6 },
    currencies: {
      ringgit: "MYR", ringgits: "MYR", euros: "EUR", euro: "EUR", dollars: "USD", "dollars de singapour": "SGD",
      "dollars singapouriens": "SGD", livres: "GBP", "francs suisses": "CHF",
    },
    amounts: { "un million": 1_000_000, "un demi-million": 500_000, "un million et demi": 1_500_000 },
    rangeJoiners: ["a", "et"],
    notMoney: ["m2", "m²", "metres", "pieds", "chambre*", "piece*", "salle*", "pour cent", "mois", "an", "ans", "annee*", "semaine*", "jour*", "etage*", "place*", "personnes", "minutes"],
  },
  unit: {
    preference: [
      "j'aime", "je prefere", "je veux", "je voudrais", "m'interesse", "je suis interesse", "je suis interessee", "je choisis",
      "je prends", "je prendrais", "me plait", "j'opte pour", "mon choix",
    ],
    want: ["je cherche", "nous cherchons", "il me faut", "j'ai besoin", "je veux", "je voudrais", "je souhaite"],
    corner: ["d'angle", "en angle"],
    intermediate: ["intermediaire"],
    bedrooms: ["N chambre*"],
  },
  nationality: {
    templates: [
      "viens|venons|suis|sommes de|du|des|d' la|l'? C", "originaire de|du|des|d' la|l'? C", "je suis D", "nous sommes D",
      "de nationalite D", "nationalite D", "citoyen|citoyenne|citoyens D", "passeport D",
    ],
    demonyms: {
      MY: ["malaisien*"], SG: ["singapourien*"], CN: ["chinois", "chinoise", "chinoises"], RU: ["russe", "russes"],
      FR: ["francais", "francaise", "francaises"], BE: ["belge", "belges"], CH: ["suisse", "suisses"], CA: ["canadien*"],
      DE: ["allemand", "allemande", "allemands", "allemandes"], GB: ["britannique*", "anglais", "anglaise"], US: ["americain*"],
      IN: ["indien", "indienne", "indiens"], ID: ["indonesien*"], AU: ["australien*"], JP: ["japonais*"], MA: ["marocain*"],
      DZ: ["algerien*"], TN: ["tunisien*"], LB: ["libanais*"], IT: ["italien*"], ES: ["espagnol*"], SN: ["senegalais*"], CI: ["ivoirien*"],
    },
    aliases: { US: ["usa", "amerique"], GB: ["angleterre", "grande-bretagne"], AE: ["emirats", "dubai"] },
    local: ["local", "locale", "d'ici", "resident local"],
  },
  ordinals: [
    ["le premier", "la premiere", "premier", "premiere"],
    ["le deuxieme", "la deuxieme", "deuxieme", "le second", "la seconde", "second", "seconde"],
    ["le troisieme", "la troisieme", "troisieme", "le dernier", "la derniere"],
  ],
};

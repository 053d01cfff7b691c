import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const bound = (x: Bound, what: string) => (x === "max" ? `au plus ${what}` : x === "min" ? `au moins ${what}` : what);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const query: QueryWords = {
  yearly: [
    "par an",
    "sur un an",
    "annuel*",
    "à l'année",
    "a l'annee",
    "chaque année",
    "sur l'année",
    "en un an",
    "année complète",
    "une année entière",
    "toute l'année",
    "12 mois",
    "douze mois",
    "année pleine",
  ],
  squareMetres: ["mètres carrés", "metres carres", "mètre carré", "m2", "m²"],
  difference: ["différence", "difference", "écart", "ecart", "de combien"],
  comparative: ["plus que", "plus grand que", "plus cher que", "plus élevé que", "moins que"],
  also: ["et", "ainsi que", "aussi"],
  howMuch: ["combien"],
  corner: ["d'angle", "angle"],
  intermediate: ["intermédiaire*", "intermediaire*", "milieu"],
  under: [
    "moins de",
    "jusqu'à",
    "jusqu'a",
    "maximum",
    "au plus",
    "pas plus de",
    "en dessous de",
    "sous",
    "inférieur à",
    "dans la limite de",
    "ou moins",
    "au maximum",
    "ne dépassant pas",
    "sans dépasser",
    "maximale",
    "maximum de",
  ],
  over: ["plus de", "au-dessus de", "minimum", "supérieur à", "ou plus", "au minimum", "pas moins de", "minimale", "minimum de"],
  budget: ["budget", "mes moyens", "me permettre"],
  currency: ["ringgit*", "rm"],
  strict: ["moins de", "en dessous de", "sous", "inférieur à", "plus de", "au-dessus de", "supérieur à"],
  negation: ["pas", "jamais", "aucun", "aucune"],
  unknown: [
    "invendu*",
    "encore disponible*",
    "reste-t-il",
    "il reste combien",
    "disponibilité",
    "stock",
    "balcon*",
    "animaux",
    "animal",
    "hauteur sous plafond",
    "quel étage",
  ],
  measure: ["quelle taille", "combien mesure", "mesure", "longueur", "profondeur", "largeur", "dimensions", "de long", "quelle superficie"],
  numbers: {},
  asks: ["quel", "quelle", "quels", "quelles", "combien", "comment", "est-ce que", "lequel", "laquelle", "y a-t-il"],
  refusals: {
    injection: [
      "ignore tes instructions",
      "ignore les instructions",
      "ignorez vos instructions",
      "instructions précédentes",
      "oublie tes instructions",
      "prompt système",
      "prompt systeme",
      "tu es maintenant",
      "fais comme si",
      "note système",
      "imagine que tu",
      "sans restriction*",
      "sans limite*",
      "oublie tout",
      "oublie ce qu",
    ],
    guarantee: ["garanti*", "garantie*", "par écrit", "par ecrit", "contractuel*"],
    discount: ["remise*", "réduction*", "reduction*", "rabais", "geste commercial", "ristourne", "négocier le prix"],
    advice: [
      "bon placement",
      "je devrais acheter",
      "dois-je acheter",
      "vaut-il mieux",
      "vous me conseillez",
      "tu me conseilles",
      "vaut le coup",
    ],
    offTopic: [
      "lettre de motivation",
      "météo",
      "meteo",
      "restaurant*",
      "recette*",
      "plage*",
      "football",
      "taux de change",
      "école*",
      "blague",
      "élection*",
      "politique",
    ],
  },
  languageNames: {
    en: ["anglais"],
    ms: ["malais"],
    zh: ["chinois", "mandarin"],
    hi: ["hindi"],
    ru: ["russe"],
    es: ["espagnol"],
    fr: ["français", "francais"],
    de: ["allemand"],
    ar: ["arabe"],
  },
  replyIn: ["répond*", "repond*", "parl*", "écri*", "ecri*", "en anglais", "en français"],
  markers: `le la les de des du et est pour avec une un par vous votre nous notre sur au aux ce qui quel quelle quels combien
    loyer mensualité mensualités fait il elle ça ca c'est tu peux je me mon ma lequel laquelle`.split(/\s+/),
  phrases: {
    units: { corner: "logements d'angle", intermediate: "logements intermédiaires", all: "logements" },
    count: (what, x, n) => bound(x, what === "rooms" ? count(n, "chambre", "chambres") : count(n, "place de parking", "places de parking")),
    amount: (what, x, amount, strict, yearly) => {
      const limit = x === "min" ? (strict ? "plus de" : "au moins") : strict ? "moins de" : "au plus";
      if (what === "size") return `${limit} ${amount} pieds carrés`;
      if (what === "yield") return `un rendement ${x === "max" && !strict ? "d'au plus" : `de ${limit}`} ${amount} %`;
      const money = x === "min" ? (strict ? "de plus de" : "d'au moins") : strict ? "de moins de" : "jusqu'à";
      return `${what === "price" ? (yearly ? "des mensualités" : "une mensualité") : "un loyer"} ${money} RM${amount} ${yearly ? "par an" : "par mois"}`;
    },
    scope: (units, conditions) => (conditions.length ? `${units} avec ${conditions.join(" et ")}` : units),
    ranked: (label, scope, winners, value) => `${label} parmi les ${scope} : ${winners}, ${value}.`,
    fits: (scope, items) => `${cap(scope)} : ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}.`,
    none: (scope, phone) =>
      `Aucun logement ne remplit ces conditions (${scope}). Notre équipe commerciale peut vous aider sur WhatsApp au ${b(phone)}.`,
    yearly: (name, what, yearly, monthly) =>
      `${what === "price" ? "Mensualités" : "Loyer attendu"} de ${name} sur un an : ${b(yearly)} (${monthly} par mois).`,
    squareMetres: (name, sqft, m2) => `${name} fait ${sqft} pieds carrés, soit environ ${b(`${m2} m²`)}.`,
    nouns: {
      size: "Surface",
      price: "Mensualité",
      rental: "Loyer mensuel attendu",
      yield: "Rendement locatif",
      rooms: "Chambres",
      carParks: "Places de parking",
      yearlyPrice: "Mensualités sur un an",
      yearlyRental: "Loyer attendu sur un an",
      squareMetres: "Surface en mètres carrés",
    },
    gap: (what, v) =>
      ({
        size: `${v} pieds carrés`,
        price: `RM${v} par mois`,
        rental: `RM${v} par mois`,
        yield: `${v} point de pourcentage`,
        rooms: `${v} chambres`,
        carParks: `${v} places`,
        yearlyPrice: `RM${v} par an`,
        yearlyRental: `RM${v} par an`,
        squareMetres: `${v} m²`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun} : ${hi.name} ${hi.value} et ${lo.name} ${lo.value}, soit une différence de ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `Je ne peux pas changer ma façon de travailler, mais je vous renseigne volontiers sur ${p} : surfaces, mensualités, loyers, rendements et visites. Notre équipe commerciale est sur WhatsApp au ${b(phone)}.`,
      guarantee: (p, phone) =>
        `Les rendements et loyers que j'indique pour ${p} sont des estimations, pas des garanties, et je ne peux promettre aucun rendement. Ce que prévoient les documents de vente, notre équipe commerciale vous le précisera sur WhatsApp au ${b(phone)}.`,
      discount: (p, phone) =>
        `Je ne peux pas accorder de remise ni négocier le prix de ${p}. Pour les offres en cours, notre équipe commerciale vous répond sur WhatsApp au ${b(phone)}.`,
      advice: (p, phone) =>
        `Je ne peux pas vous conseiller d'acheter ni vous dire quand ; cette décision vous appartient. Je peux vous donner les faits sur ${p} : surfaces, mensualités, loyers et rendements. Pour en parler, notre équipe commerciale est sur WhatsApp au ${b(phone)}.`,
      offTopic: (p, phone) =>
        `Désolé, je ne peux vous aider que sur ${p} : ses logements, mensualités, loyers, rendements, équipements et visites. Pour toute autre question sur le projet, notre équipe commerciale est sur WhatsApp au ${b(phone)}.`,
    },
    notSure: (p, phone) =>
      `Désolé, je ne suis pas sûr d'avoir compris. Je peux vous renseigner sur ${p} : la surface de chaque logement, la mensualité, le loyer attendu, le rendement, les chambres et les places de parking, les classer ou les comparer (par exemple « le logement d'angle le moins cher ») et organiser une visite. Notre équipe commerciale peut vous aider sur WhatsApp au ${b(phone)}.`,
  },
};

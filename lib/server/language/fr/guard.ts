import "server-only";
import type { GuardWords } from "../types";
import { notKnown } from "./not-known";
import { numberWords } from "./number-words";

/** What a model may not promise in French, how French measures a figure, and the honest sentences. */
export const guard: GuardWords = {
  claims: {
    callBack: [
      "vous (enverra|enverrons|enverrai|enverront|écrira|écrirons|écrirai|adressera|adresserons)",

      "vous (appellera|appelleront|appellerons|rappellera|rappelleront|rappellerons|contactera|contacteront|contacterons|recontactera|recontacteront|recontacterons)",
      "(va|vont|allons) vous (appeler|rappeler|contacter|recontacter)",
      "(prendra|prendront|prendrons) contact avec vous",
      "(vous)? recevrez un appel",
      "(vos|votre)? (coordonnées|informations|données|numéro|demande) (ont été|a été|sont|sont bien|est bien) (enregistré*|transmis*|noté*|sauvegardé*|reçu*)",
      "(j'ai|nous avons) (enregistré|noté|transmis|sauvegardé) (vos|votre)",
      // Any later act the team commits to, whatever the wording: only the sales team can keep it.
      "(nous|notre|nos|quelqu'un|conseiller|l'équipe|équipe) … (enverrons|enverra|appellerons|appellera|rappellerons|rappellera|contacterons|contactera|écrirons|écrira|préparerons|préparera|transmettrons|transmettra|confirmerons|confirmera|informerons|informera|ferons parvenir|fera parvenir|préviendrons|préviendra|rembourserons|remboursera|offrirons|offrira|accorderons|accordera|ferons|fera|organiserons|organisera|prendrons en charge|prendra en charge|baisserons|baissera)",
      "(allons|va|vont) (vous)? (envoyer|appeler|rappeler|contacter|écrire|préparer|transmettre|faire parvenir|prévenir)",
    ],
    reservation: [
      "(j'ai|nous avons) (réservé|bloqué|mis de côté|retenu)",
      "(je vous ai|nous vous avons) … (réservé|bloqué|retenu)",
      "(réservé*|bloqué*|mis de côté) (pour vous|à votre nom)",
      "(votre)? (réservation|visite|rendez-vous) (est|a été) (confirmé*|réservé*|enregistré*)",
      "(je vous|nous vous) (réserve|réservons|bloque|bloquons)",
    ],
    discount: [
      "remise*",
      "réduction*",
      "rabais",
      "ristourne*",
      "(offre|prix|tarif|conditions) (spéciale*|spécial|exclusi*|promotionn*|préférentiel*)",
      "promotion*",
      "gratuit*",
      "(prix|tarif) négociable*",
      "(offrons|offrirons|offre|offert*) … (meubles|mobilier|frais|notaire|cuisine|électroménager)",
      "(prenons|prendrons|prendra|réglera|réglerons|paiera|paierons) (en charge)? … (frais|notaire|droits)",
      // Money given back or not asked for, by whoever is said to give it.
      "(rembourser*|rembourse|remboursé*|annuler*|supprimer*|exonérer*) … (frais|(l')?acompte|dépôt|réservation|caution|versement)",
      "(vous)? (rembourserons|remboursera|rembourserai|rembourse|remboursons)",
      // Remboursable ou non: the site's facts hold no booking terms, so that is the sales team's to say.
      "non-?remboursable*",
      "non remboursable*",
      "pas remboursable*",
      "remboursable*",
      "(sera|seront|serez|serait|seraient) (entièrement|intégralement|totalement)? (remboursé*|restitué*|rendu|rendue|rendus|rendues)",
      "(récupérerez|récupérez|récupérer) … (argent|acompte|dépôt|frais|somme|caution|versement|montant)",
      "(prenons|prendrons|prendra|paierons|paiera|réglerons|réglera|couvrirons|couvrira) (en charge)? … (déménagement|frais de déménagement)",
      "(consultation|rendez-vous|conseil|estimation|séance) … (gratuit*|offert*)",
    ],
    guarantee: [
      "garanti*",
      "(assure*|promet*) … (rendement*|revenu*|loyer*)",
      "(rendement|revenu*|loyer*|rentabilité) (fixe*|assuré*|certain*|sécurisé*)",
      "sans risque",
      "(la valeur|le prix|les prix|le bien|le logement) … (augmentera|augmenteront|doublera|prendra de la valeur|montera)",
      "vous (gagnerez|toucherez|percevrez|obtiendrez) … (rendement|revenu*|loyer*|bénéfice*|profit*)",
      "plus-value*",
      "revenu* passif*",
      "(êtes|serez|etes) (assuré*|certain*|sûr|sûrs|sûre|sûres) (de|d'obtenir|d'avoir|de toucher)",
      "(est|sont) assuré*",
      // Certainty said of a money figure: "le rendement de 7,2 % est certain", "les loyers sont sûrs".
      "(rendement*|revenu*|loyer*|rentabilité|bénéfice*|profit*|plus-value*|gain*) … (est|sont|sera|seront|reste|restent|demeure|demeurent) (tout à fait|totalement|absolument|bien|parfaitement|100 %)? (certain*|sûr|sûrs|sûre|sûres|fixe*|sécurisé*|stable*|acquis|acquise*|gravé* dans le marbre|bloqué*|figé*|garanti*|assuré*)",
      "(rendement*|revenu*|loyer*|rentabilité) … ne (changera|changeront|baissera|baisseront|bougera|bougeront|variera|varieront) pas",
      "(rendement|revenu*|loyer*|rentabilité) (stable*|sûr|sûrs|sûre|sûres|bloqué*|figé*)",
    ],
    stock: [
      "reste* à vendre",
      "invendu*",
      "(une|la) poignée",

      "reste (que|plus que|seulement)",
      "(seulement|plus que) … (disponible*|restant*)",
      "(logements|appartements|lots|unités) restant*",
      "épuisé*",
      "(derniers|dernières) … (partiront|seront vendu*|disponibles|restants)",
      "(presque|déjà|quasiment|pratiquement) … vendu*",
      "se vend* (vite|rapidement)",
      "(derniers|dernières|quelques) (logements|appartements|lots|unités) (disponibles|restants)",
      "(forte|grande) demande",
      "(encore|toujours) disponible*",
      "% vendu*",
      "(encore|toujours) disponible*",
      "il (en)? reste (encore)? … (logement*|appartement*|unité*|lot*)",
    ],
  },
  // "ne … que" restricts rather than denies, so "ne" alone is no negation here.
  negations: ["pas", "aucun", "aucune", "jamais", "sans", "non", "ni", "nullement"],
  negationsAfter: ["pas"],
  quarters: { "premier trimestre": 1, "deuxième trimestre": 2, "troisième trimestre": 3, "quatrième trimestre": 4 },
  bumiputera: ["bumiputera", "bumiputra"],
  measures: {
    percent: ["pour cent", "pourcent"],
    sqft: ["pieds carrés", "pied carré", "pi2", "sq ft"],
    sqm: ["m2", "mètres carrés", "mètre carré"],
    minute: ["minutes", "minute", "min"],
    day: ["jours", "jour"],
    week: ["semaines", "semaine"],
    month: ["mois"],
    year: ["ans", "années", "année", "an"],
    km: ["km", "kilomètres", "kilomètre"],
    metre: ["mètres", "mètre", "m"],
    mile: ["miles"],
  },
  numbers: { quinze: 15, vingt: 20, trente: 30, cinquante: 50, cent: 100 },
  numberWords,
  notKnown,
  rooms: {
    bedrooms: ["chambre*"],
    bathrooms: ["salle* de bain*", "salle* d'eau"],
    carParks: ["place* de (parking|stationnement)", "parking*"],
  },
  replies: {
    noFigure: (w, p) => `Je n'ai pas ce chiffre. Notre équipe commerciale peut vous le donner sur [WhatsApp](${w}) ou au **${p}**.`,
    noFact: (w, p) => `Je n'ai pas cette information. Notre équipe commerciale peut vous la donner sur [WhatsApp](${w}) ou au **${p}**.`,
    noPromise: (w, p) =>
      `Je ne peux pas vous le promettre ici. Notre équipe commerciale peut vous dire ce qui est possible sur [WhatsApp](${w}) ou au **${p}**.`,
  },
};

import type { KeywordSet } from "../intent-types";

export const fr: KeywordSet = {
  greeting: ["bonjour", "salut", "bonsoir", "coucou"],
  overview: ["parlez-moi", "parle-moi", "informations", "détails", "décri*"],
  compare: ["compar*", "différence*", "conseill*", "recommand*", "le meilleur", "la meilleure", "options"],
  size: ["surface*", "taille*", "superficie*", "pieds carrés", "grand", "grande", "petit*", "m2"],
  price: ["prix", "coût*", "combien coûte", "mensualit*", "paiement*", "crédit*", "prêt*", "financement*", "cher", "budget"],
  rental: ["loyer*", "louer", "location saisonnière", "revenu locatif", "revenus locatifs"],
  yield: ["rendement*", "rentabilité*", "retour sur investissement", "roi", "investi*", "bénéfice*"],
  rooms: ["chambre*", "pièce*", "salle de bain*", "salles de bain*", "salle d'eau", "toilette*"],
  carParks: ["parking*", "stationnement*", "garage*", "place de parc*"],
  layout: ["angle", "d'angle", "intermédiaire*"],
  location: ["où est", "où se", "où sont", "c'est où", "adresse*", "situé*", "emplacement*", "localisation", "se trouve", "espace de vente"],
  tenant: ["hotel*", "gestion*", "gestionnaire*", "marque*", "locataire principal", "exploitant*", "géré*", "opérateur*"],
  viewing: ["visite*", "visiter", "rendez-vous", "contacter", "contact*", "réserver", "rencontrer", "agent*"],
  thanks: ["merci", "au revoir", "à bientôt", "bonne journée"],
  allUnits: ["toutes", "tous", "chaque", "les trois"],
};

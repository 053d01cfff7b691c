import type { KeywordSet } from "../intent-types";

export const de: KeywordSet = {
  greeting: ["hallo", "guten tag", "guten morgen", "guten abend", "servus", "moin"],
  overview: ["erzähl*", "informationen", "einzelheiten", "beschreib*", "details"],
  compare: ["vergleich*", "unterschied*", "empfehl*", "am besten", "optionen"],
  size: ["größe*", "grösse*", "groß", "gross", "fläche*", "wohnfläche*", "quadratfuß*", "quadratfuss*", "quadratmeter"],
  price: ["preis*", "kost*", "rate", "raten*", "monatsrate*", "finanzier*", "kredit*", "hypothek*", "teuer", "günstig", "zahlung*"],
  rental: ["miete", "mieten", "monatsmiete*", "vermiet*", "mieteinnahm*", "mietpreis*"],
  yield: ["rendite*", "ertrag*", "ertrage", "verzinsung", "roi", "invest*", "gewinn*", "mietrendite*"],
  rooms: ["schlafzimmer*", "zimmer*", "bad", "bäder", "badezimmer*", "toilette*"],
  carParks: ["parkpl*", "stellpl*", "garage*", "tiefgarage*", "parken"],
  layout: ["eckwohnung*", "eckeinheit*", "ecklage", "ecke", "mittelwohnung*", "mittellage"],
  location: ["wo", "adresse*", "liegt", "lage", "befindet", "standort*", "verkaufsgalerie*", "verkaufsbüro*"],
  tenant: ["hotel*", "ankermieter*", "betreiber*", "verwalt*", "marke*", "management", "betrieben"],
  viewing: ["besichtig*", "besuch*", "termin*", "kontakt*", "vereinbar*", "anruf*", "treffen", "makler*"],
  thanks: ["danke*", "tschüss", "tschüs", "auf wiedersehen", "vielen dank"],
  allUnits: ["alle", "allen", "jede*", "die drei"],
};

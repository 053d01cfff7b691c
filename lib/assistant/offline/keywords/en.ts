import type { KeywordSet } from "../intent-types";

export const en: KeywordSet = {
  greeting: ["hi", "hello", "hey", "good morning", "good afternoon", "good evening", "greetings"],
  overview: ["tell me about", "tell me more", "more about", "details", "detail", "info*", "describe"],
  compare: ["compar*", "difference*", "differ", "vs", "versus", "which unit", "which one", "recommend*", "best", "options", "unit types"],
  size: ["size*", "big", "bigger", "biggest", "large*", "small*", "area", "sq ft", "sqft", "square f*", "floor area", "built-up"],
  price: ["price*", "pricing", "cost*", "how much", "installment*", "instalment*", "monthly payment*", "payment*", "pay", "loan", "mortgage", "afford*", "budget", "expensive", "cheap*"],
  rental: ["rent", "rents", "rental", "rentals", "renting", "rented", "lease*", "let out"],
  yield: ["yield*", "roi", "return*", "invest*", "profit*"],
  rooms: ["bedroom*", "bathroom*", "room", "rooms", "bed", "beds", "bath", "baths", "toilet*"],
  carParks: ["parking*", "car park*", "carpark*", "park", "garage*"],
  layout: ["corner*", "intermediate", "middle unit", "end lot"],
  location: ["where", "location*", "locat*", "address*", "sales gallery", "gallery", "directions", "map", "near*"],
  tenant: ["hotel*", "anchor*", "tenant*", "brand*", "manag*", "operator*", "operated", "who runs"],
  viewing: ["visit*", "viewing*", "view the", "appointment*", "book*", "schedul*", "contact*", "call me", "call back", "callback", "showroom", "show unit", "see the unit", "agent*", "speak to", "talk to", "meet*"],
  thanks: ["thank*", "thx", "bye", "goodbye", "see you", "cheers"],
  allUnits: ["all", "every", "each", "all three", "three units"],
};

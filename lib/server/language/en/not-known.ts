import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in English: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: ["maintenance fee*", "maintenance charge*", "service charge*", "management fee*", "sinking fund"],
    furnishing: ["fully furnished", "partly furnished", "partially furnished", "unfurnished", "comes furnished", "furnished with"],
    parking: [
      "(covered|basement|sheltered|open-air|underground) (car park*|parking)",
      "(car park*|parking) (is|are) (covered|sheltered|underground|in the basement)",
    ],
    amenities: ["school*", "hospital*", "clinic*", "shopping (mall*|centre*|center*)", "mall*", "supermarket*", "universit*", "college*"],
    distance: [
      "(minute*|min|mins|hour*) (away|from|drive|walk|by car|to the)",
      "walking distance",
      "(km|kilometre*|kilometer*|metres|meters) (away|from)",
      "(close|near|next) to the (beach|airport|town|city centre|city center|sea)",
      "(short|quick|easy|brief) (drive|walk|stroll|ride|trip|hop)",
      "(walk|stroll|drive|ride|trip) (to|from) the",
      "airport*",
      "(from|of) (here|the towers|the development|the project)",
    ],
    rentalTerms: [
      "occupancy",
      "hotel('s)? (share|cut|split|keeps|takes|retains)",
      "share of the (rent*|income)",
      "(rental|profit|revenue|income) (split|share|sharing)",
      "(programme|program)('s)? (fee*|terms)",
    ],
    financing: ["loan*", "financing", "mortgage*", "banks? (lend*|finance*|approve*|offer*)", "margin of finance", "interest rate*"],
    foreignBuyers: ["foreign (buyer*|purchaser*|owner*|national*|investor*)", "foreigner*", "mm2h"],
    unitPlacement: [
      "(sea|ocean|city) view*",
      "(unit*|apartment*|home*) … facing the (sea|beach)",
      "(high|higher|low|lower|top) floor*",
      "orientation",
      "(north|south|east|west)-?facing",
    ],
  },
  hedges: [
    "(won't|will not|rather not) guess",
    "yet to be (confirmed|published|decided)",
    "(don't|do not|doesn't|does not|can't|cannot|unable to|not able to) … (know|have|say|tell|confirm|give|share|quote)",
    "no (information|details|figure*|data)",
    "not (yet)? (known|available|published|stated|listed|given|confirmed)",
    "unknown",
    "unconfirmed",
    "not sure",
  ],
  referrals: ["sales team", "ask (our|the) (sales|team)", "check with"],
};

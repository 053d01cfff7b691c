import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";

const list = listIn("hi");

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "खाड़ी की ओर खुलने वाला इन्फ़िनिटी पूल",
    rooftopLounge: "रूफ़टॉप लाउंज",
    concierge: "कंसीयर्ज सेवा",
    housekeeping: "अनुरोध पर हाउसकीपिंग",
    rentalProgramme: "होटल की टीम द्वारा संचालित रेंटल प्रोग्राम",
  },
  // "उपलब्ध है" agrees with any noun: "मिलता है" would need each feature's gender (सेवा मिलती है).
  hasFeature: (f) => `जी हाँ, निवासियों के लिए ${f} उपलब्ध है।`,
  rentalProgramme: (brand) =>
    `जी हाँ, ${brand} की होटल टीम एक रेंटल प्रोग्राम चलाती है, जिससे मालिक अपनी यूनिट किराये पर दे सकते हैं और उसका प्रबंधन टीम करती है।`,
  amenities: (fs) => `निवासियों के लिए ${list(fs)} उपलब्ध हैं।`,
  // Each topic in the oblique case, as "की पुष्टि" needs it ("शर्तों की", not "शर्तें की").
  unknown: (topic, phone) =>
    `${
      {
        maintenanceFeePerSqft: "मेंटेनेंस शुल्क",
        furnishing: "फ़र्निशिंग",
        parking: "पार्किंग के प्रकार",
        financing: "लोन और फ़ाइनेंसिंग की शर्तों",
        foreignBuyers: "विदेशी ख़रीदारों के नियमों",
        rentalTerms: "किराये में होटल के हिस्से और रेंटल प्रोग्राम की फ़ीस",
        management: "हैंडओवर के बाद बिल्डिंग के प्रबंधन की व्यवस्था (मैनेजमेंट बॉडी और सर्विस चार्ज)",
      }[topic]
    } की पुष्टि अभी नहीं हुई है, इसलिए मैं अनुमान नहीं लगाऊँगा। हमारी सेल्स टीम आपको WhatsApp पर यह जानकारी दे सकती है: **${phone}**।`,
  labels: {
    maintenanceFeePerSqft: "मेंटेनेंस शुल्क",
    furnishing: "फ़र्निशिंग",
    parking: "पार्किंग",
  },
  values: {
    furnishing: { fully: "पूरी तरह फ़र्निश्ड", partly: "आंशिक रूप से फ़र्निश्ड", unfurnished: "बिना फ़र्नीचर" },
    parking: { covered: "ढकी हुई", open: "खुली", basement: "बेसमेंट में" },
    perSqftMonth: (rm) => `${rm} प्रति वर्ग फ़ुट प्रति माह`,
  },
  ofUnits: (label, names) => `${names} में ${label}`,
  unitCount: { max: "सबसे ज़्यादा यूनिटें", min: "सबसे कम यूनिटें", units: (n) => `${n} यूनिटें` },
  superlative: {
    yield: { max: "सबसे ज़्यादा किराये का रिटर्न", min: "सबसे कम किराये का रिटर्न" },
    rental: { max: "सबसे ज़्यादा अपेक्षित किराया", min: "सबसे कम अपेक्षित किराया" },
    price: { max: "सबसे ज़्यादा मासिक किस्त", min: "सबसे कम मासिक किस्त" },
    totalPrice: { max: "सबसे ज़्यादा पूरी कीमत", min: "सबसे कम पूरी कीमत" },
    size: { max: "सबसे बड़ी यूनिट", min: "सबसे छोटी यूनिट" },
    rooms: { max: "सबसे ज़्यादा बेडरूम", min: "सबसे कम बेडरूम" },
    carParks: { max: "सबसे ज़्यादा पार्किंग स्थान", min: "सबसे कम पार्किंग स्थान" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} प्रति माह`,
      price: `${u.installment} प्रति माह`,
      totalPrice: u.priceRange,
      size: `${u.size} वर्ग फ़ुट`,
      rooms: `${u.bedrooms} बेडरूम और ${u.bathrooms} बाथरूम`,
      carParks: `${u.carParks} पार्किंग स्थान`,
    })[d],
  named: (u) => `${u.name} (टाइप ${u.letter})`,
  noneWith: (what, n) => `हमारी किसी भी यूनिट में ${n} ${what === "rooms" ? "बेडरूम" : "पार्किंग स्थान"} नहीं ${n === 1 ? "है" : "हैं"}।`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: "।",
};

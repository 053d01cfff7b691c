import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const bound = (x: Bound, what: string) => (x === "max" ? `अधिकतम ${what}` : x === "min" ? `कम से कम ${what}` : what);

export const query: QueryWords = {
  yearly: [
    "सालाना",
    "वार्षिक",
    "साल भर",
    "एक साल",
    "प्रति वर्ष",
    "साल का",
    "साल की",
    "साल में",
    "saal",
    "saal bhar",
    "salana",
    "पूरे साल",
    "पूरा साल",
    "पूरे वर्ष",
    "12 महीने",
    "बारह महीने",
  ],
  squareMetres: ["वर्ग मीटर", "स्क्वायर मीटर", "मीटर", "sq meter", "square meter"],
  difference: ["फ़र्क", "फर्क", "अंतर", "अन्तर", "कितना ज़्यादा", "कितना अधिक", "कितना कम", "farak", "fark", "antar"],
  comparative: ["से ज़्यादा", "से ज्यादा", "से अधिक", "से बड़ा", "से महंगा"],
  also: ["और", "तथा", "साथ ही", "aur"],
  howMuch: ["कितना", "कितनी", "कितने", "kitna", "kitni", "kitne"],
  corner: ["कॉर्नर", "कोने", "कोना"],
  intermediate: ["इंटरमीडिएट", "बीच की", "बीच वाली", "बीच वाला"],
  under: ["से कम", "तक", "अधिकतम", "ज़्यादा से ज़्यादा", "के अंदर", "के भीतर", "से नीचे", "tak", "se kam", "से ज़्यादा नहीं", "से ज्यादा नहीं", "से अधिक नहीं"],
  over: ["से ज़्यादा", "से ज्यादा", "से अधिक", "से ऊपर", "se zyada", "से कम नहीं"],
  budget: ["बजट", "ले सकता", "ले सकती", "खरीद सकता", "खरीद सकती"],
  currency: ["रिंगिट", "रिंगित"],
  strict: ["से कम", "से नीचे", "से ज़्यादा", "से ज्यादा", "से अधिक", "से ऊपर", "se kam", "se zyada"],
  negation: ["नहीं", "nahi"],
  unknown: ["बिके नहीं", "बिना बिके", "कितने बचे", "बचे हैं", "बालकनी", "पालतू", "स्टॉक"],
  measure: ["कितना बड़ा", "कितनी बड़ी", "कितना लंबा", "कितनी लंबी", "कितना गहरा", "लंबाई", "गहराई", "चौड़ाई"],
  numbers: {},
  asks: ["क्या", "कितना", "कितनी", "कितने", "कौन", "कैसे", "कहाँ", "kya", "kitna", "kitni", "kitne", "kaun", "kaise"],
  refusals: {
    injection: [
      "निर्देश भूल",
      "सारे निर्देश",
      "पिछले निर्देश",
      "निर्देशों को अनदेखा",
      "सिस्टम प्रॉम्प्ट",
      "अब तुम",
      "अब आप एक",
      "भूल जाओ",
      "भूल जाइए",
      "कोई पाबंदी नहीं",
      "कोई सीमा नहीं",
      "मान लो तुम",
    ],
    guarantee: ["गारंटी", "गारंटीड", "पक्का रिटर्न", "लिखित में"],
    discount: ["डिस्काउंट", "छूट", "रियायत"],
    advice: ["खरीदना चाहिए", "खरीदूं", "खरीदूँ", "सलाह", "रुक जाऊं", "रुक जाऊँ", "kharidna chahiye", "ruk jaun", "kharidu"],
    offTopic: ["मैच", "मौसम", "क्रिकेट", "रेस्टोरेंट", "स्कूल", "समुद्र तट", "विनिमय दर", "चुटकुला", "कविता", "mausam", "चुनाव", "राजनीति"],
  },
  languageNames: {
    en: ["अंग्रेज़ी", "अंग्रेजी", "इंग्लिश", "angrezi"],
    ms: ["मलय"],
    zh: ["चीनी", "मंदारिन"],
    hi: ["हिंदी", "हिन्दी"],
    ru: ["रूसी"],
    es: ["स्पेनिश", "स्पैनिश"],
    fr: ["फ्रेंच", "फ़्रेंच", "फ्रांसीसी"],
    de: ["जर्मन"],
    ar: ["अरबी"],
  },
  replyIn: ["जवाब", "उत्तर", "बात करें", "बोलें", "लिखें", "में बताइए", "jawab", "batao", "bolo"],
  markers: `hai hain kya ka ki ke me mein mujhe kitna kitni kitne wala wale wali sabse zyada jyada kaun kaunsa kiska kis aur ko bhi
    nahi hoga hogi chahiye abhi saal bhar iska uska liye raha rahi hoon apne saath banti kiraya batao`.split(/\s+/),
  phrases: {
    units: { corner: "कॉर्नर यूनिट", intermediate: "बीच की यूनिट", all: "यूनिट" },
    count: (what, x, n) => bound(x, what === "rooms" ? `${n} बेडरूम` : `${n} पार्किंग स्थान`),
    amount: (what, x, amount, strict) => {
      const limit = (a: string) => (x === "min" ? (strict ? `${a} से ज़्यादा` : `कम से कम ${a}`) : strict ? `${a} से कम` : `${a} तक`);
      if (what === "size") return `आकार ${limit(`${amount} वर्ग फुट`)}`;
      if (what === "yield") return `किराये का रिटर्न ${limit(`${amount}%`)}`;
      return `${what === "price" ? "मासिक किस्त" : "किराया"} ${limit(`RM${amount}`)}`;
    },
    scope: (units, conditions) => (conditions.length ? `${conditions.join(" और ")} वाली ${units}` : units),
    ranked: (label, scope, winners, value) => `${scope} में ${label}: ${winners}, ${value}।`,
    fits: (scope, items) => `${scope}: ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}।`,
    none: (scope, phone) => `कोई यूनिट इस शर्त पर खरी नहीं उतरती (${scope})। हमारी सेल्स टीम WhatsApp पर मदद कर सकती है: ${b(phone)}।`,
    yearly: (name, what, yearly, monthly) =>
      what === "price"
        ? `${name} की साल भर की किस्तें: ${b(yearly)} (${monthly} प्रति माह)।`
        : `${name} का साल भर का अनुमानित किराया: ${b(yearly)} (${monthly} प्रति माह)।`,
    squareMetres: (name, sqft, m2) => `${name} ${sqft} वर्ग फुट का है, यानी लगभग ${b(`${m2} वर्ग मीटर`)}।`,
    nouns: {
      size: "आकार",
      price: "मासिक किस्त",
      rental: "अनुमानित मासिक किराया",
      yield: "किराये का रिटर्न",
      rooms: "बेडरूम",
      carParks: "पार्किंग स्थान",
      yearlyPrice: "साल भर की किस्तें",
      yearlyRental: "साल भर का अनुमानित किराया",
      squareMetres: "आकार (वर्ग मीटर)",
    },
    gap: (what, v) =>
      ({
        size: `${v} वर्ग फुट`,
        price: `RM${v} प्रति माह`,
        rental: `RM${v} प्रति माह`,
        yield: `${v} प्रतिशत अंक`,
        rooms: `${v} बेडरूम`,
        carParks: `${v} पार्किंग स्थान`,
        yearlyPrice: `RM${v} प्रति वर्ष`,
        yearlyRental: `RM${v} प्रति वर्ष`,
        squareMetres: `${v} वर्ग मीटर`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} और ${lo.name} ${lo.value}; अंतर ${b(gap)}।`,
    refusal: {
      injection: (p, phone) =>
        `मैं अपने काम करने का तरीका नहीं बदल सकता, लेकिन ${p} के बारे में खुशी से मदद करूँगा: आकार, किस्त, किराया, रिटर्न और विज़िट। हमारी सेल्स टीम WhatsApp पर है: ${b(phone)}।`,
      guarantee: (p, phone) =>
        `${p} के जो रिटर्न और किराये मैं बताता हूँ, वे अनुमान हैं, गारंटी नहीं, और मैं किसी रिटर्न का वादा नहीं कर सकता। बिक्री के दस्तावेज़ों में क्या लिखा है, यह हमारी सेल्स टीम WhatsApp पर बता सकती है: ${b(phone)}।`,
      discount: (p, phone) =>
        `मैं ${p} पर डिस्काउंट नहीं दे सकता और न ही कीमत पर मोलभाव कर सकता हूँ। मौजूदा ऑफ़र के बारे में हमारी सेल्स टीम WhatsApp पर बता सकती है: ${b(phone)}।`,
      advice: (p, phone) =>
        `खरीदना है या कब खरीदना है, यह सलाह मैं नहीं दे सकता; यह फ़ैसला आपका है। मैं ${p} के तथ्य बता सकता हूँ: आकार, किस्त, किराया और रिटर्न। विस्तार से बात करने के लिए हमारी सेल्स टीम WhatsApp पर है: ${b(phone)}।`,
      offTopic: (p, phone) =>
        `क्षमा करें, मैं केवल ${p} के बारे में मदद कर सकता हूँ: यूनिट, किस्त, किराया, रिटर्न, सुविधाएँ और विज़िट। प्रोजेक्ट के बारे में बाकी सवालों के लिए हमारी सेल्स टीम WhatsApp पर है: ${b(phone)}।`,
    },
    notSure: (p, phone) =>
      `क्षमा करें, मुझे पक्का नहीं कि मैं आपका सवाल समझ पाया। मैं ${p} की हर यूनिट का आकार, मासिक किस्त, अनुमानित किराया, रिटर्न, बेडरूम और पार्किंग बता सकता हूँ, उन्हें क्रम से लगा या तुलना कर सकता हूँ (जैसे "सबसे सस्ती कॉर्नर यूनिट"), और विज़िट तय कर सकता हूँ। हमारी सेल्स टीम WhatsApp पर मदद कर सकती है: ${b(phone)}।`,
  },
};

import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const bound = (x: Bound, what: string) => (x === "max" ? `tidak lebih ${what}` : x === "min" ? `sekurang-kurangnya ${what}` : what);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const query: QueryWords = {
  yearly: [
    "setahun",
    "tahunan",
    "per tahun",
    "sepanjang tahun",
    "dalam setahun",
    "untuk setahun",
    "setahun penuh",
    "genap setahun",
    "12 bulan",
    "dua belas bulan",
  ],
  squareMetres: ["meter persegi", "meter per segi", "m2", "m²", "meter"],
  difference: ["beza", "perbezaan", "lebih berapa", "kurang berapa", "selisih"],
  comparative: ["banding", "berbanding", "lebih", "daripada"],
  also: ["dan", "serta", "juga", "lepas tu"],
  howMuch: ["berapa", "berapakah"],
  corner: ["corner", "sudut", "unit tepi", "lot tepi", "hujung"],
  intermediate: ["intermediate", "unit tengah", "lot tengah"],
  under: [
    "bawah",
    "di bawah",
    "kurang dari",
    "kurang daripada",
    "maksimum",
    "maks",
    "tak lebih",
    "tidak lebih",
    "sehingga",
    "dalam lingkungan",
    "tidak melebihi",
    "tak melebihi",
    "atau kurang",
    "ke bawah",
    "paling banyak",
  ],
  over: ["atas", "di atas", "lebih dari", "lebih daripada", "minimum", "ke atas", "tidak kurang", "tak kurang", "atau lebih"],
  budget: ["bajet", "budget", "mampu", "bayar sebulan"],
  currency: ["ringgit", "rm"],
  strict: ["bawah", "di bawah", "kurang dari", "kurang daripada", "di atas", "lebih dari", "lebih daripada"],
  negation: ["tak", "tidak", "tak nak", "tidak mahu", "jangan", "bukan"],
  unknown: [
    "belum terjual",
    "belum dijual",
    "masih ada unit",
    "unit yang tinggal",
    "baki unit",
    "stok",
    "balkoni",
    "haiwan peliharaan",
    "tingkat berapa",
    "ketinggian siling",
  ],
  measure: ["berapa besar", "besar mana", "berapa panjang", "panjang", "berapa dalam", "kedalaman", "lebar", "saiz"],
  numbers: {},
  asks: ["berapa", "berapakah", "apa", "apakah", "mana", "bagaimana", "macam mana", "ada tak", "adakah"],
  refusals: {
    injection: [
      "abaikan semua arahan",
      "abaikan arahan",
      "arahan sebelum ini",
      "lupakan arahan",
      "arahan sistem",
      "prompt sistem",
      "awak sekarang",
      "anda sekarang",
      "lupakan semua",
      "bayangkan awak",
      "bayangkan anda",
      "tiada had",
      "tanpa had",
      "tiada sekatan",
      "tanpa sekatan",
    ],
    guarantee: ["dijamin", "jaminan", "jamin", "menjamin", "secara bertulis"],
    discount: ["diskaun", "rebat", "potongan harga", "murah sikit", "kurangkan harga", "tawar harga"],
    advice: ["patut ke saya", "patutkah saya", "patut beli", "beli sekarang atau", "nasihat", "berbaloi ke", "baik ke tidak"],
    offTopic: [
      "cuaca",
      "zakat",
      "restoran",
      "kedai makan",
      "resepi",
      "bola sepak",
      "kadar tukaran",
      "sekolah*",
      "pantai",
      "cukai pendapatan",
      "pilihan raya",
      "politik",
    ],
  },
  languageNames: {
    en: ["bahasa inggeris", "inggeris", "english"],
    ms: ["bahasa melayu", "bahasa malaysia", "melayu", "bm"],
    zh: ["bahasa cina", "mandarin", "cina"],
    hi: ["bahasa hindi", "hindi"],
    ru: ["bahasa rusia", "rusia"],
    es: ["bahasa sepanyol", "sepanyol"],
    fr: ["bahasa perancis", "perancis"],
    de: ["bahasa jerman", "jerman"],
    ar: ["bahasa arab", "arab"],
  },
  replyIn: ["jawab", "balas", "cakap", "guna", "gunakan", "tukar ke", "dalam bahasa"],
  markers: `yang dan untuk ini itu saya awak anda kami boleh berapa ada tak ke nak mana apa dengan dalam pada
    atau lagi sikit sewa saiz bilik tidur kaki persegi setahun sebulan beza harga ansuran paling kalau dia ya`.split(/\s+/),
  phrases: {
    units: { corner: "unit corner", intermediate: "unit intermediate", all: "unit" },
    count: (what, x, n) => bound(x, `${n} ${what === "rooms" ? "bilik tidur" : "tempat letak kereta"}`),
    amount: (what, x, amount, strict, yearly) => {
      const limit = x === "min" ? (strict ? "lebih daripada" : "sekurang-kurangnya") : strict ? "kurang daripada" : "tidak lebih";
      if (what === "size") return `keluasan ${limit} ${amount} kaki persegi`;
      if (what === "yield") return `pulangan sewa ${limit} ${amount}%`;
      return `${what === "price" ? "ansuran" : "sewa"} ${limit} RM${amount} ${yearly ? "setahun" : "sebulan"}`;
    },
    scope: (units, conditions) => (conditions.length ? `${units} dengan ${conditions.join(" dan ")}` : units),
    ranked: (label, scope, winners, value) => `${label} antara ${scope}: ${winners}, ${value}.`,
    fits: (scope, items) => `${cap(scope)}: ${items.map((i) => `${i.name} ${b(i.value)}`).join(", ")}.`,
    none: (scope, phone) => `Tiada unit yang sepadan (${scope}). Pasukan jualan kami boleh membantu melalui WhatsApp di ${b(phone)}.`,
    yearly: (name, what, yearly, monthly) =>
      `${what === "price" ? "Jumlah ansuran" : "Anggaran sewa"} ${name} untuk setahun: ${b(yearly)} (${monthly} sebulan).`,
    squareMetres: (name, sqft, m2) => `Keluasan ${name} ialah ${sqft} kaki persegi, kira-kira ${b(`${m2} meter persegi`)}.`,
    nouns: {
      size: "Keluasan",
      price: "Ansuran bulanan",
      rental: "Anggaran sewa bulanan",
      yield: "Pulangan sewa",
      rooms: "Bilik tidur",
      carParks: "Tempat letak kereta",
      yearlyPrice: "Ansuran setahun",
      yearlyRental: "Anggaran sewa setahun",
      squareMetres: "Keluasan dalam meter persegi",
    },
    gap: (what, v) =>
      ({
        size: `${v} kaki persegi`,
        price: `RM${v} sebulan`,
        rental: `RM${v} sebulan`,
        yield: `${v} mata peratusan`,
        rooms: `${v} bilik tidur`,
        carParks: `${v} tempat letak kereta`,
        yearlyPrice: `RM${v} setahun`,
        yearlyRental: `RM${v} setahun`,
        squareMetres: `${v} meter persegi`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}: ${hi.name} ${hi.value} dan ${lo.name} ${lo.value}, beza ${b(gap)}.`,
    refusal: {
      injection: (p, phone) =>
        `Saya tidak boleh mengubah cara saya berfungsi, tetapi saya sedia membantu tentang ${p}: keluasan, ansuran, sewa, pulangan dan lawatan. Pasukan jualan kami ada di WhatsApp ${b(phone)}.`,
      guarantee: (p, phone) =>
        `Pulangan dan sewa yang saya sebut untuk ${p} ialah anggaran, bukan jaminan, dan saya tidak boleh menjanjikan pulangan. Pasukan jualan kami boleh terangkan apa yang tertulis dalam dokumen jualan, melalui WhatsApp di ${b(phone)}.`,
      discount: (p, phone) =>
        `Saya tidak boleh memberi diskaun atau berunding harga untuk ${p}. Pasukan jualan kami boleh maklumkan tentang tawaran semasa, melalui WhatsApp di ${b(phone)}.`,
      advice: (p, phone) =>
        `Saya tidak boleh menasihati sama ada atau bila anda patut membeli; keputusan itu milik anda. Saya boleh berikan fakta ${p}: keluasan, ansuran, sewa dan pulangan. Untuk berbincang, pasukan jualan kami ada di WhatsApp ${b(phone)}.`,
      offTopic: (p, phone) =>
        `Maaf, saya hanya boleh membantu tentang ${p}: unit, ansuran, sewa, pulangan, kemudahan dan lawatan. Untuk soalan lain tentang projek ini, pasukan jualan kami ada di WhatsApp ${b(phone)}.`,
    },
    notSure: (p, phone) =>
      `Maaf, saya kurang pasti saya faham soalan itu. Saya boleh terangkan tentang ${p}: keluasan setiap unit, ansuran bulanan, anggaran sewa, pulangan, bilik tidur dan tempat letak kereta, menyusun atau membandingkan unit (contohnya "unit corner paling murah"), dan mengatur lawatan. Pasukan jualan kami boleh membantu melalui WhatsApp di ${b(phone)}.`,
  },
};

import "server-only";
import type { QualificationWords } from "../types";

/** Bahasa Malaysia, with the English loanwords Malaysians mix in ("loan", "cash"). */
export const qualification: QualificationWords = {
  clauses: {
    questionStarts: [
      "apa", "apakah", "berapa", "berapakah", "bila", "bilakah", "di mana", "dimana", "manakah", "bagaimana", "macam mana",
      "boleh", "bolehkah", "adakah", "ada tak", "kenapa", "mengapa", "siapa", "terangkan", "ceritakan", "beritahu saya",
      "saya nak tahu", "saya ingin tahu", "nak tanya", "saya nak tanya", "boleh saya tahu", "tolong",
    ],
    questionMarkers: ["berapa", "apakah", "adakah", "bolehkah", "bilakah"],
    statementStarts: ["saya", "aku", "kami", "kita", "sebagai"],
    conditionals: ["kalau", "jika", "sekiranya", "andai", "seandainya"],
    negations: ["tidak", "tak", "bukan", "tanpa", "belum", "jangan", "tiada", "takde"],
    pending: ["mohon", "memohon", "permohonan", "menunggu", "tunggu", "akan", "perlu", "harap", "rancang", "bercadang", "nak"],
    ignore: ["aliran tunai"],
    conjunctions: ["tapi", "tetapi", "namun", "cuma"],
    fillers: ["dan", "jadi", "ok", "okay", "ya", "baik", "hai", "helo", "juga", "sebenarnya", "oh"],
  },
  purpose: {
    "own-stay": {
      phrases: [
        "duduk sendiri", "didiami sendiri", "diami sendiri", "untuk didiami", "tinggal sendiri", "untuk tinggal", "nak tinggal",
        "mahu tinggal", "ingin tinggal", "kediaman sendiri", "rumah sendiri", "kegunaan sendiri", "guna sendiri", "menetap",
        "rumah keluarga", "untuk bersara",
      ],
      answers: ["sendiri", "tinggal", "duduk", "didiami", "keluarga"],
    },
    "holiday-home": {
      // Not "hujung minggu" alone: "nak tengok unit hujung minggu ini" is a viewing this weekend.
      phrases: ["rumah percutian", "untuk percutian", "tempat percutian", "rumah cuti", "untuk bercuti", "rumah hujung minggu", "rumah kedua"],
      answers: ["percutian", "bercuti", "cuti", "hujung minggu"],
    },
    investment: {
      phrases: [
        "untuk pelaburan", "sebagai pelaburan", "tujuan pelaburan", "hartanah pelaburan", "buat pelaburan", "melabur", "pelabur",
        "untuk disewakan", "disewakan", "sewakan", "pendapatan sewa", "pendapatan pasif",
      ],
      answers: ["pelaburan", "sewa", "disewa*", "labur"],
    },
  },
  financing: {
    cash: {
      phrases: ["tunai", "bayar tunai", "secara tunai", "bayar penuh", "bayaran penuh", "tanpa pinjaman", "tanpa loan", "tak perlu pinjaman", "tidak perlu pinjaman", "tak perlu loan"],
    },
    loan: {
      phrases: ["pinjaman", "pinjaman bank", "pinjaman perumahan", "pembiayaan", "gadai janji", "ambil loan", "buat loan"],
      answers: ["bank"],
    },
    "loan-approved": {
      phrases: [
        "pinjaman … lulus", "loan … lulus", "pinjaman … diluluskan", "loan … diluluskan", "pinjaman … approve*", "loan … approve*",
        "kelulusan pinjaman", "kelulusan loan", "pembiayaan … diluluskan",
      ],
      answers: ["lulus", "sudah lulus", "dah lulus", "diluluskan"],
    },
  },
  timeline: {
    phrases: [
      { words: ["segera", "secepat mungkin", "secepatnya", "dengan segera", "serta-merta", "serta merta", "sekarang juga", "beli sekarang"], months: 0 },
      { words: ["sekarang", "hari ini", "minggu ini"], months: 0, answerOnly: true },
      { words: ["tak lama lagi", "tidak lama lagi", "dalam masa terdekat"], months: 3, answerOnly: true },
      { words: ["bulan ini", "bulan ni"], months: 1 },
      { words: ["dalam sebulan", "sebulan lagi"], months: 1 },
      { words: ["bulan depan", "bulan hadapan"], months: 2 },
      { words: ["dalam setahun", "setahun lagi", "dalam masa setahun", "dalam tempoh setahun"], months: 12 },
      { words: ["tahun ini", "tahun ni", "hujung tahun", "akhir tahun"], months: 12 },
      { words: ["tahun depan", "tahun hadapan", "awal tahun depan"], months: 12 },
    ],
    templates: ["dalam N U", "dalam masa N U", "dalam tempoh N U", "N U lagi", "N U dari sekarang", "dalam N U akan datang"],
    units: { week: ["minggu"], month: ["bulan"], year: ["tahun"] },
    visit: ["lawat", "melawat", "lawatan", "datang", "tengok", "temujanji", "jumpa", "hubungi"],
    buy: ["beli", "membeli", "pembelian", "melabur", "pindah"],
  },
  numbers: {
    satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, lapan: 8, sembilan: 9, sepuluh: 10, sebelas: 11,
    "dua belas": 12, beberapa: 3, setengah: 0.5, separuh: 0.5,
  },
  budget: {
    cues: ["bajet", "melabur", "mampu", "sanggup bayar", "sanggup belanja", "belanja", "peruntukan", "boleh bayar", "lingkungan harga"],
    before: {
      max: ["bawah", "di bawah", "kurang dari", "kurang daripada", "tak lebih", "tidak lebih", "tidak melebihi", "maksimum", "paling tinggi", "sehingga", "hingga"],
      min: ["lebih dari", "lebih daripada", "atas", "di atas", "sekurang-kurangnya", "minimum", "paling kurang", "dari", "daripada"],
      about: ["sekitar", "dalam lingkungan", "lingkungan", "lebih kurang", "kira-kira", "anggaran", "dalam"],
    },
    after: {
      max: ["ke bawah", "kebawah", "maksimum", "paling tinggi"],
      min: ["ke atas", "keatas", "dan ke atas"],
      about: ["lebih kurang", "macam tu", "camtu"],
    },
    monthly: ["sebulan", "setiap bulan", "bulanan", "per bulan", "ansuran", "bayaran bulanan"],
    scales: { juta: 1e6, jt: 1e6, ribu: 1e3, rb: 1e3, bilion: 1e9 },
    currencies: { "ringgit malaysia": "MYR", "dolar singapura": "SGD", "dolar amerika": "USD", dolar: "USD" },
    amounts: { sejuta: 1_000_000, "satu juta": 1_000_000, "setengah juta": 500_000, "separuh juta": 500_000, "suku juta": 250_000 },
    rangeJoiners: ["hingga", "sehingga", "sampai", "ke", "dan"],
    notMoney: ["kaki persegi", "kaki", "kps", "bilik*", "tandas", "peratus", "persen", "bulan", "tahun", "minggu", "hari", "tingkat", "petak*", "unit", "orang", "minit", "kali"],
  },
  unit: {
    preference: [
      "saya suka", "suka", "saya minat", "minat", "berminat", "saya mahu", "saya nak", "pilih", "saya pilih", "lebih suka",
      "saya ambil", "berkenan", "tertarik", "teringin", "mahukan",
    ],
    want: ["cari", "mencari", "perlukan", "perlu", "nak", "mahu", "mahukan", "inginkan"],
    corner: ["sudut", "lot tepi", "unit tepi", "lot sudut"],
    intermediate: ["unit tengah", "lot tengah"],
    bedrooms: ["N bilik", "N bilik tidur", "N kamar"],
  },
  nationality: {
    templates: [
      "saya|kami dari|daripada C", "berasal dari|daripada C", "orang C", "warganegara|warga|rakyat C", "pasport C",
      "kewarganegaraan C", "saya|kami D", "saya|kami seorang D",
    ],
    demonyms: {},
    aliases: { US: ["amerika"], GB: ["britain", "england"], CN: ["tanah besar china"], SA: ["saudi"] },
    local: ["tempatan", "orang tempatan", "warganegara", "rakyat malaysia", "orang malaysia"],
  },
  ordinals: [
    ["pertama", "yang pertama", "nombor satu", "pilihan pertama"],
    ["kedua", "yang kedua", "nombor dua", "pilihan kedua"],
    ["ketiga", "yang ketiga", "nombor tiga", "pilihan ketiga", "yang terakhir"],
  ],
};

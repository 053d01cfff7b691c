import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in Malay: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: [
      "yuran penyelenggaraan",
      "caj perkhidmatan",
      "yuran pengurusan",
      "kumpulan wang penjelas",
      "maintenance fee*",
      "service charge*",
    ],
    furnishing: ["berperabot", "perabot penuh", "separa perabot", "tanpa perabot", "lengkap dengan perabot"],
    parking: ["(tempat letak kereta|parkir|petak letak kereta) (berbumbung|bertutup|bawah tanah|terbuka)"],
    amenities: ["sekolah*", "hospital*", "klinik*", "pusat (membeli-belah|beli-belah)", "mall*", "pasar raya*", "universiti", "kolej"],
    distance: [
      "minit (dari|ke|perjalanan|berjalan|memandu)",
      "jarak berjalan kaki",
      "(km|kilometer) (dari|ke)",
      "(dekat|berhampiran) (dengan)? (pantai|lapangan terbang|bandar|pusat bandar|laut)",
      "lapangan terbang",
      "(dari|ke) sini",
    ],
    rentalTerms: [
      "penghunian",
      "bahagian hotel",
      "hotel (mengambil|menyimpan)",
      "perkongsian (sewa|keuntungan|hasil|pendapatan)",
      "(yuran|terma) program",
    ],
    financing: ["pinjaman*", "pembiayaan", "gadai janji", "kadar faedah", "bank (memberi|meluluskan|menawarkan)"],
    foreignBuyers: ["pembeli asing", "warga asing", "orang asing", "mm2h"],
    unitPlacement: ["pemandangan (laut|bandar)", "(unit|rumah) … menghadap (laut|pantai)", "tingkat (tinggi|atas|rendah)", "orientasi"],
  },
  hedges: [
    "belum disahkan",
    "(tidak|tak) mahu meneka",
    "(tidak|tak|belum) (tahu|mempunyai|ada|pasti|dapat)",
    "tiada maklumat",
    "tidak diketahui",
  ],
  referrals: ["pasukan jualan"],
};

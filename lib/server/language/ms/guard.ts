import "server-only";
import type { GuardWords } from "../types";
import { notKnown } from "./not-known";
import { numberWords } from "./number-words";

/** What a model may not promise in Bahasa Malaysia, how it measures a figure, and the honest sentences. */
export const guard: GuardWords = {
  claims: {
    callBack: [
      "akan … (whatsapp|hantar|menghantar|kirim|mengirim|emel|e-mel|mesej) … (anda|tuan|puan)",

      "(akan|boleh) … (menghubungi|hubungi|telefon|menelefon|call|whatsapp|mesej|menghantar mesej kepada) (anda|tuan|puan)",
      "(pasukan|wakil|ejen|jurujual|kami) … akan (menghubungi|hubungi|telefon|menelefon|call|kembali kepada)",
      "(akan|boleh) (menerima|mendapat|dapat) (panggilan|call)",
      "(butiran|maklumat|nombor) (anda)? (telah|sudah) (disimpan|direkodkan|dicatat|dihantar|diterima|didaftarkan|diserahkan|dimajukan)",
      "(saya|kami) (telah|sudah) (mencatat|menyimpan|merekodkan|menghantar|menyerahkan|memajukan) (butiran|maklumat|nombor)",
      // Any later act the team commits to, whatever the wording: only the sales team can keep it.
      "(kami|saya|seseorang|pasukan|wakil|ejen|jurujual|perunding|pengurus|pegawai) … akan (hantar|menghantar|kirim|mengirim|sediakan|menyediakan|uruskan|menguruskan|emel|whatsapp|mesej|maklumkan|memaklumkan|sahkan|mengesahkan|susuli|menyusuli|hubungi|menghubungi|telefon|menelefon|beritahu|memberitahu|kongsikan|berkongsi|pulangkan|memulangkan|kembalikan|mengembalikan|bayar balik|membayar balik|kecualikan|mengecualikan|tanggung|menanggung|beri|berikan|memberi|memberikan|aturkan|mengaturkan|atur|mengatur|turunkan|menurunkan)",
    ],
    reservation: [
      "(telah|sudah|akan|boleh) (menempah|menempahkan|tempahkan|merizab|mengunci|menahan|menyimpan) (unit|satu unit|slot|lawatan|untuk anda)",
      "(ditempah|direzab|dikhaskan|disimpan|ditahan|dikunci) (untuk|bagi|atas nama) anda",
      "(tempahan|lawatan|temujanji) … (telah|sudah) (disahkan|ditempah|dibuat|diatur|ditetapkan|dijadualkan)",
    ],
    discount: [
      "diskaun*",
      "potongan harga",
      "rebat*",
      "(harga|tawaran|pakej) (istimewa|khas|promosi|eksklusif|terbaik)",
      "promosi*",
      "percuma",
      "(tanpa|bebas) (bayaran|yuran|caj|kos)",
      "(boleh|dapat) (dirunding|berunding)",
      // Money given back or not asked for, by whoever is said to give it.
      "(pulangkan|memulangkan|kembalikan|mengembalikan|bayar balik|membayar balik|kecualikan|mengecualikan|lupuskan|mengetepikan) … (deposit|yuran|bayaran|wang|caj|kos)",
      "(deposit|yuran tempahan|bayaran tempahan) … (dipulangkan|dikembalikan|dikecualikan|dibayar balik)",
      // Boleh dipulangkan atau tidak: the site's facts hold no booking terms, so that is the sales team's to say.
      "(tidak|tak) (boleh|dapat|akan)? (dipulangkan|dikembalikan|dibayar balik)",
      "(boleh|dapat|akan) (dipulangkan|dikembalikan|dibayar balik)",
      "(dipulangkan|dikembalikan) (semula|sepenuhnya|balik)",
      "(dapat|mendapat|memperoleh) (balik|semula) … (wang|deposit|yuran|bayaran)",
      "bayaran balik (penuh|sepenuhnya)",
      "(konsultasi|perundingan|sesi|nasihat guaman|penilaian|khidmat) … percuma",
      "(kos|belanja) (pindah|berpindah|pemindahan)",
      "(tanggung|bayar|menanggung|membayar|beri|berikan) … (yuran|kos|duti setem|perabot)",
    ],
    guarantee: [
      "dijamin*",
      "(menjanjikan|janjikan) … (pulangan|pendapatan|sewa|keuntungan)",
      "jaminan",
      "menjamin*",
      "pasti (untung|mendapat|memperoleh)",
      "(pulangan|sewa|pendapatan|hasil|keuntungan) (tetap|terjamin|pasti)",
      "tanpa risiko",
      "(nilai|harga) … akan (naik|meningkat|bertambah|berganda)",
      "(anda)? akan (mendapat|memperoleh|menerima|menikmati) … (pulangan|keuntungan|pendapatan|sewa)",
      "keuntungan modal",
      "pendapatan pasif",
      "(anda|tuan|puan) (pasti|tentu) (akan)? (mendapat|memperoleh|menerima|menikmati)",
      "terjamin",
      // Certainty said of a money figure: "pulangan 7.2% adalah pasti", "pendapatan sewa stabil".
      "(pulangan|sewa|pendapatan|hasil sewa|kadar hasil|keuntungan|dividen|kenaikan harga) … (adalah|ialah|memang|sentiasa|akan)? (pasti|stabil|terkunci|kukuh|muktamad)",
      "(pulangan|sewa|pendapatan|hasil sewa|kadar hasil|keuntungan) … (adalah|ialah|memang|sentiasa|akan kekal|kekal) (selamat|tetap)",
    ],
    stock: [
      "belum (dijual|terjual)",
      "segelintir",

      "(hanya|cuma) … (tinggal|berbaki|lagi)",
      "(tinggal|berbaki) … unit",
      "habis dijual",
      "(hampir|sudah|telah) … (habis|terjual|dijual)",
      "(masih|kini) (ada|tersedia)",
      "(unit|jumlah) terhad",
      "(permintaan|sambutan) (tinggi|menggalakkan|hangat)",
      "laris",
      "(unit|rumah) … terakhir … (akan)? (habis|dijual|terjual)",
      "akan habis (dijual|terjual)?",
      "% terjual",
    ],
  },
  unchanging: [
    "(pulangan|sewa|pendapatan|hasil sewa|keuntungan|kadar hasil) … (tidak|tak) (akan)? (berubah|turun|jatuh|berkurang|menurun)",
  ],
  negations: ["tidak", "tak", "bukan", "tiada", "tanpa", "belum", "jangan"],
  quarters: { "suku pertama": 1, "suku kedua": 2, "suku ketiga": 3, "suku keempat": 4 },
  bumiputera: ["bumiputera", "bumiputra"],
  measures: {
    percent: ["peratus", "persen"],
    sqft: ["kaki persegi", "kps", "sq ft", "kaki2"],
    sqm: ["meter persegi", "m2"],
    minute: ["minit"],
    hour: ["jam"],
    day: ["hari"],
    week: ["minggu"],
    month: ["bulan"],
    year: ["tahun"],
    km: ["km", "kilometer"],
    metre: ["meter", "m"],
  },
  numbers: { "lima belas": 15, "dua puluh": 20, "tiga puluh": 30, "lima puluh": 50, seratus: 100 },
  numberWords,
  notKnown,
  rooms: {
    bedrooms: ["bilik tidur"],
    bathrooms: ["bilik mandi", "bilik air"],
    carParks: ["(tempat|petak) letak kereta", "parkir", "tempat parkir", "petak parkir"],
  },
  replies: {
    noFigure: (w, p) =>
      `Saya tidak mempunyai angka itu; pasukan jualan kami boleh memberitahu anda melalui [WhatsApp](${w}) atau di **${p}**.`,
    noFact: (w, p) =>
      `Saya tidak mempunyai maklumat itu; pasukan jualan kami boleh memberitahu anda melalui [WhatsApp](${w}) atau di **${p}**.`,
    noPromise: (w, p) =>
      `Saya tidak boleh menjanjikan perkara itu di sini; pasukan jualan kami boleh memberitahu anda apa yang mungkin melalui [WhatsApp](${w}) atau di **${p}**.`,
  },
};

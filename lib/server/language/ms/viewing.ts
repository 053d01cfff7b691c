import "server-only";
import * as chrono from "chrono-node";
import { stems, words } from "../patterns";
import { b } from "../templates";
import type { ViewingPhrases, ViewingWords } from "../types";

export const viewingWords: ViewingWords = {
  // chrono has no Malay; its Indonesian parser reads the same sentences once
  // the words that differ are given their Indonesian form.
  parser: chrono.id.casual,
  rewrites: [
    [words("esok"), "besok"],
    [words("isnin"), "Senin"],
    [words("khamis"), "Kamis"],
    [words("jumaat"), "Jumat"],
    [words("hadapan"), "depan"],
    [words("tengah hari"), "siang"],
    [words("mac"), "Maret"],
    [words("julai"), "Juli"],
    [words("ogos"), "Agustus"],
    [words("disember"), "Desember"],
  ],
  greetings: words("selamat (?:pagi|tengah hari|petang|malam)"),
  intent: stems("lawat|melawat|tengok|lihat|temu ?janji|janji ?temu|datang|singgah|tempah|buat tempahan|jumpa|galeri jualan|unit contoh"),
  callback: stems("telefon|hubungi|call|panggil|whats ?app|mesej"),
  partOfDay: [
    ["morning", words("pagi")],
    ["afternoon", words("tengah hari|petang|siang")],
    ["evening", words("malam")],
  ],
  ordinals: [words("pertama"), words("kedua"), words("ketiga"), words("keempat"), words("kelima")],
  last: words("terakhir"),
  choiceWords: "nombor|pilihan",
  politeWords: "tolong|terima kasih",
};

export const viewingPhrases: ViewingPhrases = {
  booked: (w) =>
    `Lawatan anda ke galeri jualan telah ditempah pada ${b(w)}. Pasukan jualan kami akan mengesahkannya dengan anda melalui telefon.`,
  noted: (w) =>
    `Saya telah mencatat ${b(w)} untuk lawatan anda ke galeri jualan. Boleh saya dapatkan nama dan nombor telefon anda untuk mengesahkannya?`,
  closed: "Maaf, waktu itu di luar waktu operasi kami.",
  tooSoon: (n) => `Masa itu agak terlalu hampir: kami memerlukan notis sekurang-kurangnya ${n} untuk menyediakan lawatan anda.`,
  tooFar: (n) => `Kami menerima tempahan lawatan sehingga ${n} lebih awal.`,
  past: "Waktu itu sudah berlalu.",
  open: (h) => `Galeri jualan dibuka ${h}.`,
  daily: (r) => `setiap hari, ${r}`,
  range: (o, c) => `${o} hingga ${c}`,
  nearest: "Waktu terdekat yang masih tersedia:",
  dayOpen: (d) => `Pada ${d}, waktu berikut tersedia untuk lawatan ke galeri jualan:`,
  which: "Yang mana paling sesuai untuk anda?",
  noneOpen:
    "Saya tidak menemui waktu yang tersedia dalam beberapa minggu akan datang; pasukan jualan kami dengan senang hati akan mengaturnya bersama anda.",
};

import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";

const list = listIn("ms");

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "kolam renang infiniti yang menghadap teluk",
    rooftopLounge: "ruang rehat di bumbung",
    concierge: "khidmat concierge",
    housekeeping: "pengemasan rumah atas permintaan",
    rentalProgramme: "program sewaan yang diuruskan oleh pasukan hotel",
  },
  hasFeature: (f) => `Ya, penghuni menikmati ${f}.`,
  rentalProgramme: (brand) =>
    `Ya, pasukan hotel ${brand} mengendalikan program sewaan, jadi pemilik boleh menyewakan unit mereka dan ia diuruskan sepenuhnya.`,
  amenities: (fs) => `Penghuni menikmati ${list(fs)}.`,
  unknown: (topic, phone) =>
    `Maklumat tentang ${
      {
        maintenanceFeePerSqft: "yuran penyelenggaraan",
        furnishing: "perabot",
        parking: "jenis tempat letak kereta",
        financing: "pembiayaan",
        foreignBuyers: "syarat untuk pembeli asing",
        rentalTerms: "bahagian hotel daripada sewa atau yuran program sewaan",
        management: "pengurusan bangunan selepas serah kunci (badan pengurusan dan caj perkhidmatannya)",
      }[topic]
    } belum disahkan, jadi saya tidak mahu meneka. Pasukan jualan kami boleh memberitahu anda melalui WhatsApp di nombor **${phone}**.`,
  labels: {
    maintenanceFeePerSqft: "Yuran penyelenggaraan",
    furnishing: "Perabot",
    parking: "Tempat letak kereta",
  },
  values: {
    furnishing: { fully: "lengkap berperabot", partly: "separa berperabot", unfurnished: "tanpa perabot" },
    parking: { covered: "berbumbung", open: "terbuka", basement: "di aras bawah tanah" },
    perSqftMonth: (rm) => `${rm} sekaki persegi sebulan`,
  },
  ofUnits: (label, names) => `${label} antara ${names}`,
  unitCount: { max: "Paling banyak unit dibina", min: "Paling sedikit unit dibina", units: (n) => `${n} unit` },
  superlative: {
    yield: { max: "Pulangan sewa tertinggi", min: "Pulangan sewa terendah" },
    rental: { max: "Sewa tertinggi", min: "Sewa terendah" },
    price: { max: "Ansuran bulanan tertinggi", min: "Ansuran bulanan terendah" },
    totalPrice: { max: "Harga penuh tertinggi", min: "Harga penuh terendah" },
    size: { max: "Unit terbesar", min: "Unit terkecil" },
    rooms: { max: "Bilik tidur paling banyak", min: "Bilik tidur paling sedikit" },
    carParks: { max: "Tempat letak kereta paling banyak", min: "Tempat letak kereta paling sedikit" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} sebulan`,
      price: `${u.installment} sebulan`,
      totalPrice: u.priceRange,
      size: `${u.size} kaki persegi`,
      rooms: `${u.bedrooms} bilik tidur dan ${u.bathrooms} bilik air`,
      carParks: `${u.carParks} tempat letak kereta`,
    })[d],
  named: (u) => `${u.name} (Jenis ${u.letter})`,
  noneWith: (what, n) => `Tiada unit kami yang mempunyai ${n} ${what === "rooms" ? "bilik tidur" : "tempat letak kereta"}.`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: ".",
};

import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";

const list = listIn("ms");
const sqft = (u: UnitView) => `${u.size} kaki persegi`;
const layout = (u: UnitView) => (u.corner ? "unit sudut" : "unit tengah");
const rooms = (u: UnitView) => `${u.bedrooms} bilik tidur dan ${u.bathrooms} bilik air`;

export const answers: Phrases = {
  greeting: (_u, p) =>
    `Helo! Saya perunding ${p.name}. Tanya saya tentang ${list(p.units.map((u) => u.name))}: keluasan, ansuran, pulangan sewa atau lawatan.`,
  overview: ([u]) =>
    `${u.name} (Jenis ${u.letter}) ialah ${layout(u)} seluas ${b(sqft(u))} dengan ${rooms(u)}. Ansurannya ${b(u.installment)} sebulan, anggaran sewa ${b(u.rental)}, pulangan sewa ${b(u.yieldText)} dan ${u.carParks} tempat letak kereta.`,
  compare: (units) =>
    `Perbandingan unit: ${units.map((u) => `${b(u.name)} ${sqft(u)}, ${u.bedrooms} bilik tidur, ${u.installment} sebulan, pulangan sewa ${u.yieldText}`).join("; ")}.`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `Keluasan ${u.name} (Jenis ${u.letter}) ialah ${b(sqft(u))}.`,
      (us) => `Keluasan unit: ${list(us.map((u) => `${u.name} ${b(sqft(u))}`))}.`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `Ansuran bulanan ${u.name} ialah ${b(u.installment)}.`,
      (us) => `Ansuran bulanan: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}.`,
    )} Untuk senarai harga penuh, hubungi pasukan jualan kami melalui WhatsApp di nombor ${p.phone}.`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `Anggaran sewa bulanan ${u.name} ialah ${b(u.rental)}.`,
      (us) => `Anggaran sewa bulanan: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}.`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `Pulangan sewa kasar ${u.name} ialah ${b(u.yieldText)}.`,
      (us) => `Pulangan sewa kasar: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}.`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} mempunyai ${b(`${u.bedrooms} bilik tidur`)} dan ${b(`${u.bathrooms} bilik air`)}.`,
      (us) => `${us.map((u) => `${u.name}: ${b(rooms(u))}`).join("; ")}.`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} disertakan dengan ${b(`${u.carParks} tempat letak kereta`)}.`,
      (us) => `Parkir: ${list(us.map((u) => `${u.name} ${b(`${u.carParks} tempat letak kereta`)}`))}.`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} ialah ${b(layout(u))}`).join("; ")}.`,
  location: (_u, p) =>
    `${p.name} terletak di ${p.city}, ${p.region}, ${p.country}. Galeri jualan kami terletak di ${p.street}, ${p.postalCode} ${p.city}.`,
  tenant: (_u, p) => `Penyewa utama dan pengurus ${p.name} ialah ${b(p.brand)}.`,
  viewing: (_u, p) =>
    `Dengan senang hati saya aturkan lawatan ke galeri jualan kami di ${p.street}, ${p.postalCode} ${p.city}. Sila kongsi nama dan nombor telefon anda, dan pasukan kami akan menghubungi anda.`,
  thanks: (_u, p) =>
    `Sama-sama, dan terima kasih atas minat anda terhadap ${p.name}! Untuk bercakap dengan pasukan kami, hubungi kami melalui WhatsApp di nombor ${p.phone}.`,
  fallback: (_u, p) => `Maaf, saya tiada maklumat itu. Pasukan jualan kami boleh membantu anda melalui WhatsApp di nombor ${b(p.phone)}.`,
};

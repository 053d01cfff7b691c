import type { KeywordSet } from "../intent-types";

export const my: KeywordSet = {
  greeting: ["hai", "helo", "hello", "selamat pagi", "selamat petang", "selamat malam", "assalamualaikum", "salam"],
  overview: ["ceritakan", "maklumat*", "butiran", "terangkan", "info*"],
  compare: ["banding*", "beza*", "perbezaan", "cadang*", "syor*", "jenis unit", "pilihan", "yang terbaik"],
  size: ["keluasan", "luas*", "saiz", "besar", "kecil", "kaki persegi", "kps"],
  price: ["harga*", "ansuran*", "bayaran*", "pinjaman", "mahal", "murah", "kos", "deposit", "bajet"],
  rental: ["sewa", "sewaan", "disewa*", "menyewa*", "sewa bulanan"],
  yield: ["pulangan", "hasil sewa", "roi", "keuntungan", "untung", "pelaburan", "melabur"],
  rooms: ["bilik*", "tandas", "kamar*"],
  carParks: ["parkir*", "parking", "letak kereta", "petak*", "garaj*"],
  layout: ["sudut", "unit tepi", "lot tepi", "corner", "unit tengah", "lot tengah"],
  location: ["di mana", "dimana", "lokasi*", "alamat*", "terletak", "galeri jualan", "galeri"],
  tenant: ["hotel*", "penyewa utama", "pengurusan", "diurus*", "jenama", "pengendali"],
  viewing: ["lawat*", "melawat", "temujanji", "temu janji", "hubungi", "tempah*", "tengok unit", "nak tengok", "jumpa ejen", "ejen"],
  thanks: ["terima kasih", "tq", "bye", "selamat tinggal", "jumpa lagi"],
  allUnits: ["semua", "setiap", "ketiga-tiga", "tiga unit"],
};

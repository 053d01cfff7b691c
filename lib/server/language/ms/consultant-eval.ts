import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Berapa besar unit Blitz?", ["size:B"]],
    ["Ansuran bulanan Ardentz berapa ya?", ["inst:A"]],
    ["Sewa Cares boleh dapat berapa sebulan?", ["rent:C"]],
    ["Ardentz ada berapa tempat letak kereta?", ["name:A", "3"]],
    ["Galeri jualan kat mana?", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Saiz dan pulangan sewa Cares?", ["size:C", "yield:C"]],
    ["Blitz ada berapa bilik tidur, dan ansurannya berapa?", ["inst:B", "2 bilik tidur"]],
    ["Ardentz: saiz, bilik tidur dan sewa?", ["size:A", "3 bilik tidur", "rent:A"]],
  ],
  superlatives: [
    ["Unit mana paling murah?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["Yang mana pulangan paling tinggi?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["Unit paling kecil yang mana?", ["name:B", "size:B", "!name:A"]],
    ["Ada unit 3 bilik tidur?", ["name:A", "!name:B", "!name:C"]],
    ["Unit mana ada sekurang-kurangnya 2 tempat letak kereta?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [["Apa beza Blitz dengan Cares?", ["size:B", "size:C", "!size:A"]]],
  typos: [
    ["brapa sewa ardents", ["rent:A", "!rent:B"]],
    ["saiz blits brapa", ["size:B", "!size:A"]],
    ["berapa ansuran bulann cares", ["inst:C", "!inst:A"]],
  ],
  types: [["Jenis B berapa kaki persegi?", ["size:B", "!size:C"]]],
  features: [
    ["Ada kolam renang tak?", ["kolam"]],
    ["Pihak hotel boleh tolong sewakan unit saya?", ["program"]],
  ],
  particulars: [
    ["Berapa harga jualan setiap jenis?", ["range:A", "range:B", "range:C"]],
    ["Harga penuh Blitz berapa?", ["range:B", "units:B", "!range:A"]],
    ["Apa nombor permit iklan projek ni?", ["permit", "No. Permit Iklan dan Jualan"]],
    ["Siapa pemaju projek ni?", ["licence", "No. Lesen Pemaju"]],
    ["Bila projek ni siap?", ["completion", "Tarikh Jangkaan Siap"]],
    ["Hakmilik bebas atau pajakan?", ["pajakan", "leaseExpiry"]],
  ],
  unknowns: [
    ["Yuran penyelenggaraan berapa?"],
    ["Unit ni lengkap berperabot ke?"],
    ["Orang asing boleh beli tak?"],
    ["Boleh buat pinjaman bank?"],
    ["Parking berbumbung ke?"],
  ],
  followUps: [
    [
      ["Berapa keluasan Ardentz?", ["size:A"]],
      ["dan pulangan sewanya?", ["yield:A", "!yield:B", "!yield:C"]],
    ],
    [
      ["Unit mana paling murah?", ["name:B"]],
      ["ada berapa bilik tidur?", ["2 bilik tidur", "!name:A"]],
    ],
    [
      ["Pulangan sewa Cares berapa?", ["yield:C"]],
      ["kalau Blitz?", ["yield:B", "!yield:C"]],
    ],
  ],
};

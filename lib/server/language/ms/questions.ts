import "server-only";
import type { QualificationQuestions } from "../types";

export const questions: QualificationQuestions = {
  or: { between: ", ", last: " atau " },
  purpose: {
    text: "Untuk mencadangkan unit yang paling sesuai, adakah ia untuk didiami sendiri, rumah percutian atau pelaburan?",
    offers: ["didiami sendiri", "rumah percutian", "pelaburan"],
  },
  unit: (choice) => `Kediaman kami di Kuantan yang manakah menarik perhatian anda: ${choice}?`,
  timeline: {
    text: "Supaya kami dapat merancang bersama anda, bilakah anda bercadang untuk membeli: segera, dalam beberapa bulan atau tahun depan?",
    offers: ["segera", "dalam beberapa bulan", "tahun depan"],
  },
  budget: "Supaya saya dapat mencadangkan pilihan terbaik, boleh saya tahu anggaran bajet anda?",
  financing: {
    text: "Untuk membantu anda merancang pembelian, adakah anda akan membayar secara tunai atau dengan pinjaman, atau pinjaman anda sudah diluluskan?",
    offers: ["secara tunai", "dengan pinjaman", "pinjaman anda sudah diluluskan"],
  },
  nationality: {
    text: "Supaya saya dapat menerangkan peraturan yang berkaitan, boleh saya tahu kewarganegaraan anda: Malaysia, Singapura atau pemegang visa MM2H?",
    offers: ["Malaysia", "Singapura", "pemegang visa MM2H"],
  },
};

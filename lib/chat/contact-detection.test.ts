import { detectContact } from "./contact-detection";

type Case = [language: string, message: string, name: string, phone: string | null];

const cases: Case[] = [
  // English and the spec's own patterns
  ["en", "My name is John Tan, my number is 012-345 6789", "John Tan", "0123456789"],
  ["en", "Name: Aisyah", "Aisyah", null],
  ["en", "name: Aisyah, phone: +60 12-345 6789", "Aisyah", "60123456789"],
  ["en", "Hi, my name is Sarah and my number is +60 12-345 6789", "Sarah", "60123456789"],
  ["en", "my name is david lee and 0123456789", "david lee", "0123456789"],
  ["en", "MY NAME IS O'Brien-Smith. Call (012) 345-6789", "O'Brien-Smith", "0123456789"],
  ["en", "My name's Mary Jane Watson Parker Smith, tel 0123456789", "Mary Jane Watson Parker", "0123456789"],
  ["en", "John 0123456789", "John", "0123456789"],
  ["en", "Interested in Blitz, Peter Wong +60 13 288 4650", "Peter Wong", "60132884650"],
  ["en", "Please call me at 012 3456 789", "Unknown", "0123456789"],
  ["en", "My number is 012345678", "Unknown", null],
  ["en", "Call 0123456789012 please", "Unknown", null],
  ["en", "Call 0123456789 or 0198765432", "Unknown", "0123456789"],
  ["en", "Call 012-3456789 or 013-9876543", "Unknown", null],
  ["en", "How big is Blitz?", "Unknown", null],
  ["en", "What's the name of the hotel? 0123456789", "Unknown", "0123456789"],
  ["en", "My username is admin", "Unknown", null],
  ["en", "Name is 0123456789", "Unknown", "0123456789"],
  ["en", "I'm Raj, 016-234 5678", "Raj", "0162345678"],
  // Bahasa Malaysia
  ["my", "Nama saya Ahmad bin Ismail, nombor telefon 013-2884650", "Ahmad bin Ismail", "0132884650"],
  ["my", "nama: Siti Nurhaliza dan nombor saya 019 876 5432", "Siti Nurhaliza", "0198765432"],
  ["my", "Saya Ali, no tel 012-3456789", "Ali", "0123456789"],
  ["my", "Berapa harga Ardentz?", "Unknown", null],
  // Chinese
  ["zh", "我叫 Wei Ming，电话 012 345 6789", "Wei Ming", "0123456789"],
  ["zh", "我的名字是 Lim Mei Ling，我的电话是 +60 12 345 6789", "Lim Mei Ling", "60123456789"],
  ["zh", "我的电话是０１２３４５６７８９", "Unknown", "0123456789"],
  ["zh", "Ardentz 的月供是多少？", "Unknown", null],
  // Japanese
  ["ja", "私の名前は Kenji Sato です。電話番号は 090-1234-5678", "Kenji Sato", "09012345678"],
  ["ja", "名前：Yuki、電話：03-1234-5678", "Yuki", "0312345678"],
  // Russian
  ["ru", "Меня зовут Ivan Petrov, телефон 8 (912) 345-67-89", "Ivan Petrov", "89123456789"],
  ["ru", "Моё имя — Olga, номер +7 912 345 6789", "Olga", "79123456789"],
  ["ru", "Меня зовут Иван, телефон 8 912 345 67 89", "Unknown", "89123456789"],
  // Spanish
  ["es", "Mi nombre es Carlos García y mi teléfono es 012-345-6789", "Carlos García", "0123456789"],
  ["es", "Me llamo Núñez, 0123456789", "Núñez", "0123456789"],
  ["es", "¿Cuál es el rendimiento de Cares?", "Unknown", null],
  // French
  ["fr", "Je m'appelle Pierre Dubois, mon numéro est 06 12 34 56 78", "Pierre Dubois", "0612345678"],
  ["fr", "Mon nom est Élodie et mon téléphone 06.12.34.56.78", "Élodie", "0612345678"],
  ["fr", "Quel est le nombre de places de parking ?", "Unknown", null],
  // German
  ["de", "Mein Name ist Hans Müller und meine Nummer ist 0151 2345 6789", "Hans Müller", "015123456789"],
  ["de", "Ich heiße Jürgen, Handy +49 151 2345678", "Jürgen", "491512345678"],
  ["de", "Wo liegt das Projekt?", "Unknown", null],
  // Hindi
  ["hi", "मेरा नाम Rahul Sharma है, मेरा नंबर 98765 43210 है", "Rahul Sharma", "9876543210"],
  ["hi", "मेरा नाम Priya है और नंबर ९८७६५४३२१० है", "Priya", "9876543210"],
  ["hi", "नाम: Amit, फ़ोन +91 98765-43210", "Amit", "919876543210"],
  // Arabic
  ["ar", "اسمي Ahmad Ali ورقمي ٠١٢٣٤٥٦٧٨٩", "Ahmad Ali", "0123456789"],
  ["ar", "رقمي ۰۱۲۳۴۵۶۷۸۹ شكرا", "Unknown", "0123456789"],
  ["ar", "اسمي أحمد ورقمي 0123456789", "Unknown", "0123456789"],
  ["ar", "كم عدد مواقف السيارات في Ardentz؟", "Unknown", null],
  // Joined digits win over runs; a long joined total falls back to a standalone run
  ["en", "Unit 3, name: Lee, phone 012345678", "Lee", "3012345678"],
  ["en", "Blitz is 743 sq ft? Call me: 0123456789", "Unknown", "0123456789"],
  ["en", "Ali, my number is 0123456789", "Ali", "0123456789"],
];

describe("detectContact", () => {
  it("has a broad table", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("[%s] %s", (_language, message, name, phone) => {
    expect(detectContact(message)).toEqual({ name, phone });
  });
});

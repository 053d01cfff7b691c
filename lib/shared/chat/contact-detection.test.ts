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
  ["ms", "Nama saya Ahmad bin Ismail, nombor telefon 013-2884650", "Ahmad bin Ismail", "0132884650"],
  ["ms", "nama: Siti Nurhaliza dan nombor saya 019 876 5432", "Siti Nurhaliza", "0198765432"],
  ["ms", "Saya Ali, no tel 012-3456789", "Ali", "0123456789"],
  ["ms", "Berapa harga Ardentz?", "Unknown", null],
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
  ["ru", "Меня зовут Иван, телефон 8 912 345 67 89", "Иван", "89123456789"],
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
  ["ar", "اسمي أحمد ورقمي 0123456789", "أحمد", "0123456789"],
  ["ar", "كم عدد مواقف السيارات في Ardentz؟", "Unknown", null],
  // Joined digits win over runs; a long joined total falls back to a standalone run
  ["en", "Unit 3, name: Lee, phone 012345678", "Lee", "3012345678"],
  ["en", "Blitz is 743 sq ft? Call me: 0123456789", "Unknown", "0123456789"],
  ["en", "Ali, my number is 0123456789", "Ali", "0123456789"],

  // Self-introductions beyond "name is". Weak ones ("I'm", "this is", "call me") need capitalised name words.
  ["en", "Hi, I'm David Lee from Singapore, my number is 012-345 6789", "David Lee", "0123456789"],
  ["en", "this is Ahmad bin Ismail here, 012-345 6789", "Ahmad bin Ismail", "0123456789"],
  ["en", "I am Mr Tan, 0123456789", "Mr Tan", "0123456789"],
  ["en", "Call me Ishmael, 0123456789", "Ishmael", "0123456789"],
  ["en", "This is David's number: 0123456789", "David", "0123456789"],
  ["en", "I'm interested in Blitz", "Unknown", null],
  ["en", "I'm Singaporean", "Unknown", null],
  ["en", "I'm Singaporean, Peter Wong +60 13 288 4650", "Peter Wong", "60132884650"],
  ["en", "this is a great unit", "Unknown", null],
  ["en", "This is Blitz? Looks nice", "Unknown", null],
  ["en", "I'm Looking For Type A. John 0123456789", "John", "0123456789"],
  ["en", "call me at 5pm", "Unknown", null],
  ["en", "Please call me back, thanks", "Unknown", null],
  ["en", "Call me Monday, John 0123456789", "John", "0123456789"],
  // The spec's patterns come before any self-introduction.
  ["en", "I'm Peter. My name is Paul Tan", "Paul Tan", null],
  ["en", "My name's Kate, I'm Australian", "Kate", null],
  // Not a weak form any more, but the spec's own rule still reads the letters right before a number.
  ["en", "I'm Singaporean, my number is 0123456789", "Singaporean", "0123456789"],
  ["ms", "Hai, saya Nurul Aina, nombor saya 019-876 5432", "Nurul Aina", "0198765432"],
  ["ms", "Nama saya Mohd Faizal bin Ahmad, 013 288 4650", "Mohd Faizal bin Ahmad", "0132884650"],
  ["ms", "Saya Berminat dengan Blitz", "Unknown", null],
  ["ms", "saya nak tanya pasal Type B", "Unknown", null],
  ["ms", "Saya Orang Kuantan", "Unknown", null],
  // Chinese names: two to four Han characters, cut at punctuation, digits, Latin letters or a stop word.
  ["zh", "我叫李明，电话 012 345 6789", "李明", "0123456789"],
  ["zh", "你好，我叫陈大文，手机0123456789", "陈大文", "0123456789"],
  ["zh", "我叫王小明今年35岁", "王小明", null],
  ["zh", "我叫欧阳娜娜", "欧阳娜娜", null],
  ["zh", "我的名字是张伟，我的电话是+60 12 345 6789", "张伟", "60123456789"],
  ["zh", "姓名：陈美玲 手机 0123456789", "陈美玲", "0123456789"],
  ["zh", "我是林志强，想了解Blitz", "林志强", null],
  ["zh", "我是 David Lee，电话 012 345 6789", "David Lee", "0123456789"],
  ["zh", "我是新加坡人", "Unknown", null],
  ["zh", "我是马来西亚华人，电话0123456789", "Unknown", "0123456789"],
  ["zh", "我是关丹的，想问一下价格", "Unknown", null],
  ["zh", "我是学生", "Unknown", null],
  ["zh", "我是李明的朋友，电话0123456789", "Unknown", "0123456789"],
  ["zh", "我叫了车去看房", "Unknown", null],
  // Longer than four characters with no stop word: where the name ends is a guess, so none is made.
  ["zh", "我叫王小明今天来看房", "Unknown", null],
  ["ja", "私の名前は田中です。電話番号は 090-1234-5678", "田中", "09012345678"],
  ["ru", "Здравствуйте! Меня зовут Анна-Мария Иванова. Мой номер +7 912 345 67 89", "Анна-Мария Иванова", "79123456789"],
  ["ru", "меня зовут ольга петрова и мой номер 89123456789", "ольга петрова", "89123456789"],
  ["ru", "Моё имя — Ольга, номер +7 912 345 6789", "Ольга", "79123456789"],
  ["ru", "Имя: Сергей Кузнецов, тел. 8 912 345 67 89", "Сергей Кузнецов", "89123456789"],
  ["ru", "Меня зовут Александр Сергеевич Пушкин Младший Второй", "Александр Сергеевич Пушкин Младший", null],
  ["ru", "Меня зовут Иван Ivanov", "Иван", null],
  ["ru", "Какое имя у застройщика?", "Unknown", null],
  ["hi", "मेरा नाम राहुल शर्मा है, मेरा नंबर 98765 43210 है", "राहुल शर्मा", "9876543210"],
  ["hi", "नमस्ते, मेरा नाम अनीता देवी है। मेरा फ़ोन 9876543210 है", "अनीता देवी", "9876543210"],
  ["hi", "मेरा नाम प्रिया और नंबर ९८७६५४३२१० है", "प्रिया", "9876543210"],
  ["hi", "नाम: अमित कुमार, फ़ोन +91 98765-43210", "अमित कुमार", "919876543210"],
  ["hi", "इस प्रोजेक्ट का नाम क्या है?", "Unknown", null],
  ["fr", "Bonjour, je m'appelle Élodie Martin, 06 12 34 56 78", "Élodie Martin", "0612345678"],
  ["fr", "Je m’appelle Jean-Pierre et mon numéro est 06 12 34 56 78", "Jean-Pierre", "0612345678"],
  ["de", "Ich bin Hans Müller, meine Nummer ist 0151 2345 6789", "Hans Müller", "015123456789"],
  ["de", "Guten Tag, ich heiße Jürgen Weber", "Jürgen Weber", null],
  ["de", "ich bin Arzt und interessiere mich für Blitz", "Unknown", null],
  ["de", "Ich bin Deutscher, Jürgen Weber 0151 2345678", "Jürgen Weber", "01512345678"],
  ["es", "Hola, me llamo María José, mi teléfono es 612 345 6789", "María José", "6123456789"],
  ["es", "Soy Carlos y mi número es 612 345 6789", "Carlos", "6123456789"],
  ["es", "soy de Madrid", "Unknown", null],
  ["es", "Soy de Madrid, Lucía Fernández 612 345 6789", "Lucía Fernández", "6123456789"],
  ["ar", "مرحبا، اسمي هو خالد عبد الله، جوالي 0501234567", "خالد عبد الله", "0501234567"],
  ["ar", "واسمي وليد ورقمي ٠١٢٣٤٥٦٧٨٩", "وليد", "0123456789"],
  ["ar", "اسمي سارة وأريد الاستفسار عن Blitz", "سارة", null],
  ["ar", "الاسم: فاطمة الزهراء، الهاتف 0123456789", "فاطمة الزهراء", "0123456789"],
  ["ar", "ما اسم المشروع؟", "Unknown", null],
];

describe("detectContact", () => {
  it("has a broad table", () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
  });

  it.each(cases)("[%s] %s", (_language, message, name, phone) => {
    expect(detectContact(message)).toEqual({ name, phone });
  });
});

/**
 * Word lists behind name detection. Everything is compared lower-cased.
 * Beyond the spec's list (nama, 名前, имя, nombre, nom, नाम) a few common
 * self-introductions are accepted (我叫, 名字, меня зовут, me llamo, je m'appelle,
 * ich heiße, اسمي) because visitors write them far more often than "name".
 */

/** Words for "name" that need a connector ("name is", "Name: ") to count. */
export const NAME_WORDS_WITH_CONNECTOR = ["name"];

/** Words and phrases for "name" that may be followed directly by the name. */
export const NAME_WORDS_LATIN = ["nama", "nombre", "nom", "me llamo", "je m'appelle", "je m’appelle", "ich heiße", "ich heisse"];
export const NAME_WORDS_OTHER_ALPHABETIC = ["имя", "зовут", "नाम", "اسمي", "الاسم", "اسم"];
export const NAME_WORDS_CJK = ["名前", "名字", "姓名", "我叫"];

/** What may sit between the word for "name" and the name itself. */
export const CONNECTOR_WORDS = ["is", "ist", "es", "est", "c'est", "c’est", "saya", "aku", "adalah", "ialah", "है", "هو"];
export const CONNECTOR_MARKS = ["'s", "’s", ":", "：", "=", "—", "–", "-", "是", "叫", "は"];

/** A name stops before these words ("John phone …", "Sarah and my number …"). */
export const STOP_WORDS = new Set([
  "phone", "number", "mobile", "tel", "hp", "no", "contact", "whatsapp",
  "nombor", "telefon", "nomor", "número", "numero", "teléfono", "telefono", "numéro", "téléphone", "nummer", "handy", "telefonnummer",
  "my", "mi", "mon", "ma", "mes", "mein", "meine", "saya", "here", "from",
]);

/** Joining words stripped from the end of a name (spec: a trailing "and"). */
export const TRAILING_JOINERS = new Set(["and", "dan", "y", "e", "et", "und"]);

/** A candidate starting with one of these is not a name ("nombre de chambres"). */
export const NOT_A_NAME_START = new Set([
  ...CONNECTOR_WORDS, ...STOP_WORDS, ...TRAILING_JOINERS,
  "of", "the", "a", "an", "for", "to", "in", "on", "at", "and", "or", "please", "your", "our",
  "de", "del", "des", "du", "d", "la", "le", "les", "el", "los", "las", "un", "une", "una", "der", "die", "das", "den", "dem",
  "untuk", "yang", "anda", "awak",
]);

/** Words in front of a number that introduce a name rather than being one. */
export const LEAD_IN_WORDS = new Set([
  ...NOT_A_NAME_START,
  "i", "i'm", "i’m", "im", "am", "it's", "it’s", "this", "me", "call", "name", "hi", "hello", "hey", "hai", "helo", "salam",
  "ini", "nama", "je", "suis", "soy", "ich", "bin", "reach", "with", "by", "text", "message", "msg", "sms", "is",
]);

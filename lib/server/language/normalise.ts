import "server-only";
import { Converter } from "opencc-js/t2cn";
import { normaliseDigits } from "@/lib/shared/chat/digits";

/**
 * Folds what visitors type into one comparable form: full-width to ASCII,
 * lower case, one apostrophe, Latin accents, Russian ё/й marks and Arabic vowel and hamza
 * marks dropped (they are typed inconsistently), digits of every script as ASCII digits ("٣ غرف" is
 * "3 غرف" to every word list), and traditional Chinese as simplified: buyers in Hong Kong, Taiwan and many in
 * Malaysia write "廣告准證" for "广告准证", and every word list is written once, in simplified characters.
 * Devanagari signs are kept, as they change the word, but for the nukta: "फ़ुट" and "फुट", "ज़्यादा" and "ज्यादा" are
 * the same word, typed either way.
 */
const DROPPED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u093c]/g;
const HAN = /\p{Script=Han}/u;
// Taiwan's and Hong Kong's variant characters each to simplified (OpenCC's tables, character by character).
const FROM_TAIWAN = Converter({ from: "tw", to: "cn" });
const FROM_HONG_KONG = Converter({ from: "hk", to: "cn" });

export function normaliseText(text: string): string {
  const simplified = HAN.test(text) ? FROM_HONG_KONG(FROM_TAIWAN(text)) : text;
  return normaliseDigits(simplified)
    .normalize("NFKD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(REDUPLICATED, "$1-$1");
}

/**
 * Malay writes a word said twice (a plural) with a 2: "anak2" is "anak-anak", children, and no count of two. A
 * word of three letters or more only, so that "RM2k" and "m2" keep their number.
 */
const REDUPLICATED = /(?<![\p{L}\p{N}])(\p{Script=Latin}{3,})2(?![\p{L}\p{N}])/gu;

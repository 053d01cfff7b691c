import type { LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * Cuts a streamed reply into sentences, so each can be synthesised while the
 * rest still arrives. Pure, no I/O: the browser cuts what it speaks with it, and
 * the server cuts a model's reply with it to check each sentence before it is sent.
 *
 * Sentences come out as the reply's own text (markdown and all), trimmed: the
 * speech route only reads text that starts and ends where lib/server/speech/own-words.ts
 * sees sentence boundaries, and it makes the text speakable itself. Every cut
 * made here is such a boundary; many of those boundaries are not cuts here.
 * When in doubt this keeps two sentences together: a missed cut costs a
 * moment of latency, a wrong one reads "Dr." as the end of a thought.
 *
 * A sentence ends at `. ! ? … 。 ！ ？ । ؟` (with closing quotes, brackets and
 * markdown emphasis after it) or at a line break (list items, headings, table
 * rows), and only once the next character that is not a space has arrived:
 * the "." at the end of one piece of the stream may be the "7." of "7.2".
 * A caller skips sentences with nothing to say (a rule, an emoji) by
 * `isSpeakable(speakableText(sentence))`.
 */

/**
 * The least a sentence weighs before it is sent on its own, in letters and
 * digits, a CJK character counting as CJK_WEIGHT. eSpeak reads 16 in about
 * 1.3 to 1.6 s in English, German, Russian or Chinese; Arabic and Hindi,
 * written with fewer letters per syllable, nearer 2 s. Shorter sentences
 * ("Yes.", "是的。", a heading, a bare list marker) go with the next one, so
 * the first clip is worth starting and none is a click.
 */
export const MIN_SENTENCE_WEIGHT = 16;
// A Han character (or kana, or hangul syllable) is a syllable of speech, about three Latin letters.
const CJK_WEIGHT = 3;

// The same marks and closers as own-words.ts, whose boundaries every cut must match.
const MARKS = new Set([...".!?…。！？।؟"]);
const CLOSERS = new Set([..."\"'”’»)]）*_"]);
// Latin marks end a sentence only before a space ("7.2", "aurelia.my", "?lang=" do not).
const LATIN_MARK = /^[.!?…]/;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SPEECH = /[\p{L}\p{N}]/u;
// After ". " these carry the same sentence on: "sq. ft. with", "No. 5", "approx. 7%".
const CONTINUES = /^[\p{Ll}\p{Nd},;:%]/u;
// After a line break a lower-case letter means the line was wrapped, not ended.
const WRAPPED = /^\p{Ll}/u;
// The word before a full stop: letters and marks, with inner dots for "e.g" or "z.B".
const WORD_BEFORE = /[\p{L}\p{M}]+(?:\.[\p{L}\p{M}]+)*$/u;
// "e.g", "i.e", "a.m", "z.B", "т.е", "ص.ب": letters in groups of one or two joined by dots.
const DOTTED = /^[\p{L}\p{M}]{1,2}(?:\.[\p{L}\p{M}]{1,2})+$/u;
const ONE_LETTER = /^\p{L}\p{M}*$/u;
// A one-letter abbreviation just before: "z. " of "z. B.".
const ONE_LETTER_BEFORE = /(?:^|\s)\p{L}\p{M}*\.\s+$/u;
// Languages in their own script: there a Latin full stop after a short Latin word ("ft.", "sq.")
// followed by that script closes an abbreviation, not a sentence.
const OWN_SCRIPT: Partial<Record<LocaleCode, RegExp>> = {
  zh: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  hi: /^\p{Script=Devanagari}/u,
  ar: /^\p{Script=Arabic}/u,
};
// "1." or "12." opening a line is a list marker, not a sentence.
const LIST_NUMBER = /(?:^|\n)[^\S\n]*\d{1,3}$/;
// German writes ordinals with a full stop: "im 3. Stock", "am 1. Juni".
const ORDINAL = /(?:^|[\s(])\d{1,3}$/;

/**
 * Abbreviations whose full stop is followed by a capital or a name. Those
 * followed by a lower-case word or a digit ("sq. ft. with", "No. 5") need no
 * entry; single lower-case and uncased letters ("z. B.", "т. е.", "د.") are
 * abbreviations everywhere. Names, titles and Malaysian address words appear
 * in replies in every language.
 */
const EVERYWHERE = [
  ...["mr", "mrs", "ms", "mx", "messrs", "dr", "prof", "sr", "jr", "st", "mt", "hj"],
  ...["approx", "appx", "vs", "sq", "tel", "fax", "ext", "dept", "apt", "blk", "jln", "tmn", "kg", "lrg", "sdn"],
];
const ABBREVIATIONS: Record<LocaleCode, readonly string[]> = {
  en: [],
  ms: ["en", "pn", "tn", "cik", "sdr", "sdri", "spt", "cth", "bhg"],
  zh: [],
  hi: ["डॉ", "प्रो", "कु", "स्व"],
  ru: ["ул", "пр", "просп", "им", "см", "стр", "тел", "проф", "акад", "кв", "напр", "ок", "прим"],
  es: ["sra", "srta", "dra", "ud", "uds", "av", "avda", "aprox", "ej", "núm", "pág", "dña"],
  fr: ["m", "mme", "mlle", "mm", "me", "env", "cf", "ex", "av", "bd", "tél", "ste"],
  de: ["ca", "bzw", "inkl", "zzgl", "ggf", "evtl", "vgl", "nr", "str", "hr", "fr", "geb", "bspw", "sog", "mind", "abs"],
  ar: [],
};

/**
 * Abbreviations that may close a sentence, read from the text before their
 * full stop: a year ("в 2029 г."), "и т. д.", "и т. п.", "73 кв. м.", "10 a.m.".
 * With a capital after them the next sentence has begun; "т. е.", "z. B." or
 * a title before a name never end one, so they are not here.
 */
const FINAL = /\d\s?[ap]\.\s?m$/iu;
const FINAL_IN: Partial<Record<LocaleCode, RegExp>> = {
  ru: /(?:\d\s?(?:гг?|м|см)|(?:^|[\s(,])т\.\s?[дп]|кв\.\s?м|(?:^|\s)и\sпр)$/u,
};

// A Hindi verb of one syllable ends the sentence it closes, though it looks like an initial ("डॉ. ए. के. शर्मा").
const HINDI_ENDS = new Set(["है", "हैं", "था", "थे", "थी", "हो", "हूँ", "दें", "लें", "गा", "गी", "गे"]);

export interface SentenceSplitter {
  /** Adds the next piece of the stream; returns the sentences it completed, in order. */
  push(delta: string): string[];
  /** The stream has ended: returns the sentences still held (usually one, or none) and starts afresh. */
  flush(): string[];
}

export function createSentenceSplitter(language: LocaleCode): SentenceSplitter {
  const abbreviations = new Set([...EVERYWHERE, ...ABBREVIATIONS[language]]);
  // Text not yet returned; it always begins where a sentence begins.
  let pending = "";
  // Where to look for the next candidate end: everything before it has been decided.
  let scanFrom = 0;

  function isAbbreviation(before: string, next: string): boolean {
    if (FINAL.test(before) || FINAL_IN[language]?.test(before)) return false;
    const word = WORD_BEFORE.exec(before)?.[0];
    if (!word) return language === "de" && ORDINAL.test(before);
    if (abbreviations.has(word.toLowerCase()) || DOTTED.test(word)) return true;
    if (ONE_LETTER.test(word) && !(language === "hi" && HINDI_ENDS.has(word))) {
      // "z. B.", "J. K.": a capital after another one-letter abbreviation belongs to it.
      const lower = !/\p{Lu}/u.test(word) && !CJK.test(word);
      return lower || ONE_LETTER_BEFORE.test(before.slice(0, -word.length));
    }
    // "1,299 sq. ft. है": a short Latin word in a script that ends its sentences with its own mark.
    return word.length <= 3 && /^\p{Script=Latin}+$/u.test(word) && (OWN_SCRIPT[language]?.test(next) ?? false);
  }

  /** Whether the candidate end at `mark` (closers up to `end`, next text at `next`) ends a sentence. */
  function endsHere(mark: number, end: number, next: string): boolean {
    const sentence = pending.slice(0, end);
    if (sentenceWeight(sentence) < MIN_SENTENCE_WEIGHT) return false;
    if (pending[mark] === "\n") return !WRAPPED.test(next);
    const line = sentence.slice(sentence.lastIndexOf("\n") + 1);
    // Inside **bold**, `code` or a link's [text], whose other half would be read on its own.
    if (count(line, "**") % 2 === 1 || count(line, "`") % 2 === 1 || count(line, "[") > count(line, "]")) return false;
    if (!LATIN_MARK.test(pending[mark])) return true;
    if (CONTINUES.test(next)) return false;
    const before = pending.slice(0, mark);
    const plainStop = pending[mark] === "." && pending[mark + 1] !== ".";
    return !(plainStop && (LIST_NUMBER.test(before) || isAbbreviation(before, next)));
  }

  /** Cuts every sentence that the text so far decides; at the end of the stream nothing waits. */
  function drain(final: boolean): string[] {
    const sentences: string[] = [];
    let at = scanFrom;
    while (at < pending.length) {
      const c = pending[at];
      if (c !== "\n" && !MARKS.has(c)) {
        at += 1;
        continue;
      }
      let end = at + 1;
      if (c !== "\n") {
        while (end < pending.length && MARKS.has(pending[end])) end += 1;
        while (end < pending.length && CLOSERS.has(pending[end])) end += 1;
        if (LATIN_MARK.test(c) && end < pending.length && !/\s/.test(pending[end])) {
          at = end;
          continue;
        }
      }
      let next = end;
      while (next < pending.length && /\s/.test(pending[next])) next += 1;
      // Nothing but closers or space after it yet: wait for the stream, or at its end the rest is one sentence.
      if (next === pending.length) break;
      if (!final && next === pending.length - 1 && /[\ud800-\udbff]/.test(pending[next])) break; // half an emoji
      if (endsHere(at, c === "\n" ? at : end, pending.slice(next, next + 2))) {
        sentences.push(pending.slice(0, c === "\n" ? at : end).trim());
        pending = pending.slice(next);
        at = 0;
      } else {
        at = end;
      }
    }
    scanFrom = at;
    return sentences;
  }

  return {
    push(delta) {
      pending += delta;
      return drain(false);
    },
    flush() {
      const sentences = drain(true);
      const rest = pending.trim();
      pending = "";
      scanFrom = 0;
      return rest ? [...sentences, rest] : sentences;
    },
  };
}

/** The sentences of a whole text, as the same text streamed would give them. */
export function splitSentences(text: string, language: LocaleCode): string[] {
  const splitter = createSentenceSplitter(language);
  return [...splitter.push(text), ...splitter.flush()];
}

/** How much speech a text holds: its letters and digits, a CJK character counting as CJK_WEIGHT. */
export function sentenceWeight(text: string): number {
  let total = 0;
  for (const c of text) if (SPEECH.test(c)) total += CJK.test(c) ? CJK_WEIGHT : 1;
  return total;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

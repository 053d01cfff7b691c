/**
 * Speech figures: eSpeak time per sentence and language, the MP3 encoding time
 * and the bytes per second of speech as stored and served (all medians of 7
 * after a warm-up), a cache hit, and the process memory after 100 syntheses.
 *   npm run bench:speech          (SQLite in a temp dir; DATABASE_URL for PostgreSQL)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALE_CODES, type LocaleCode } from "@/lib/shared/i18n/locales";
import { getAudio } from "@/lib/server/speech/cache";
import { createEspeakSpeechProvider } from "@/lib/server/speech/espeak";
import { closeMp3Encoder, encodeMp3, MP3_KBPS, readWav } from "@/lib/server/speech/mp3";
import { generateSpeech } from "@/lib/server/speech/service";
import { openStore } from "@/lib/server/store";
import { median, print } from "./support";

const SENTENCES: Record<LocaleCode, string> = {
  en: "The Ardentz corner unit has three bedrooms and a rental yield of seven point two percent.",
  ms: "Unit sudut Ardentz mempunyai tiga bilik tidur dan hasil sewa tujuh perpuluhan dua peratus.",
  zh: "Ardentz转角单位有三间卧室，租金回报率为百分之七点二。",
  hi: "आर्डेंट्ज़ कॉर्नर यूनिट में तीन शयनकक्ष हैं और किराये की उपज सात दशमलव दो प्रतिशत है।",
  ru: "В угловой квартире Ardentz три спальни, а арендная доходность составляет семь и две десятых процента.",
  es: "La unidad esquinera Ardentz tiene tres dormitorios y una rentabilidad del siete coma dos por ciento.",
  fr: "Le logement d'angle Ardentz compte trois chambres et un rendement locatif de sept virgule deux pour cent.",
  de: "Die Eckeinheit Ardentz hat drei Schlafzimmer und eine Mietrendite von sieben Komma zwei Prozent.",
  ar: "تضم الوحدة الركنية أردنتز ثلاث غرف نوم وعائدا إيجاريا بنسبة سبعة فاصلة اثنين بالمئة.",
};
const RUNS = 7;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const row = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function main() {
  process.env.LOG_SILENT = "1";
  const rssIdle = process.memoryUsage().rss;
  const provider = createEspeakSpeechProvider({ voice: "alloy" });
  const db = process.env.DATABASE_URL
    ? await openStore({ databaseUrl: process.env.DATABASE_URL })
    : await openStore({ sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-speech-")), "b.db") });
  try {
    const [coldMs] = await time(() => provider.synthesize({ text: "Hello.", voice: "alloy", language: "en" }));
    const rssLoaded = process.memoryUsage().rss;

    print(`\neSpeak NG (WASM, worker thread): first synthesis incl. worker start and compile ${coldMs.toFixed(0)} ms`);
    print(`served as MP3, ${MP3_KBPS} kbit/s mono (LAME in WASM, worker thread); target ≤ 4,000 bytes per second of speech`);
    const widths = [8, 10, 10, 8, 12, 10, 10];
    print(row(["language", "synth ms", "encode ms", "audio s", "× real time", "WAV B/s", "MP3 B/s"], widths));
    const rates: number[] = [];
    for (const language of LOCALE_CODES) {
      const input = { text: SENTENCES[language], voice: "alloy", language };
      await encodeMp3((await provider.synthesize(input)).bytes); // warm-up, both workers
      const synthMs: number[] = [];
      const encodeMs: number[] = [];
      const wavRates: number[] = [];
      const mp3Rates: number[] = [];
      let seconds = 0;
      for (let i = 0; i < RUNS; i++) {
        const [ms, audio] = await time(() => provider.synthesize(input));
        const [encMs, mp3] = await time(() => encodeMp3(audio.bytes));
        seconds = readWav(audio.bytes).durationSeconds;
        synthMs.push(ms);
        encodeMs.push(encMs);
        wavRates.push(audio.bytes.length / seconds);
        mp3Rates.push(mp3.byteLength / seconds);
      }
      const ms = median(synthMs);
      rates.push(median(mp3Rates));
      print(
        row(
          [
            language,
            ms.toFixed(1),
            median(encodeMs).toFixed(1),
            seconds.toFixed(1),
            (seconds / (ms / 1000)).toFixed(0),
            median(wavRates).toFixed(0),
            median(mp3Rates).toFixed(0),
          ],
          widths,
        ),
      );
    }
    print(
      `MP3 bytes per second of speech: highest ${Math.max(...rates).toFixed(0)} (${Math.max(...rates) <= 4000 ? "within" : "OVER"} the 4,000 target)`,
    );

    const req = { text: `${SENTENCES.en} (${Date.now()})`, voice: "default", language: "en" as const };
    const [missMs, { audioUrl }] = await time(() => generateSpeech(req, { provider, db }));
    const hits: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < 51; i++) hits.push((await time(() => generateSpeech(req, { provider, db })))[0]);
    for (let i = 0; i < 51; i++) reads.push((await time(() => getAudio(db, audioUrl.split("/").pop()!)))[0]);
    print(
      `\ncache (${db.dialect}): miss ${missMs.toFixed(1)} ms · hit (generateSpeech) median ${median(hits).toFixed(2)} ms · read clip (getAudio) median ${median(reads).toFixed(2)} ms`,
    );

    for (let i = 0; i < 100; i++) {
      const language = LOCALE_CODES[i % LOCALE_CODES.length];
      await provider.synthesize({ text: `${SENTENCES[language]} ${i}`, voice: "alloy", language });
    }
    const rssAfter = process.memoryUsage().rss;
    await provider.close?.(); // what the idle timeout does after a quiet minute
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssStopped = process.memoryUsage().rss;
    print(
      `\nprocess RSS: before speech ${mb(rssIdle)} · after first synthesis ${mb(rssLoaded)} · after 100 more ${mb(rssAfter)} · worker stopped ${mb(rssStopped)}`,
    );
    print("(RSS of this Node process; the differences are what speech costs.)\n");
  } finally {
    await Promise.all([provider.close?.(), closeMp3Encoder()]);
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

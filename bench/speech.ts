/**
 * Speech figures: eSpeak time per sentence and language (median of 7 after a
 * warm-up), a cache hit, and the process memory after 100 syntheses.
 *   npm run bench:speech          (SQLite in a temp dir; DATABASE_URL for PostgreSQL)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALE_CODES, type LocaleCode } from "@/lib/i18n/locales";
import { getAudio } from "@/lib/speech/cache";
import { createEspeakSpeechProvider } from "@/lib/speech/espeak";
import { generateSpeech } from "@/lib/speech/service";
import { openStore } from "@/lib/store";
import { median, print } from "./support";

const SENTENCES: Record<LocaleCode, string> = {
  en: "The Ardentz corner unit has three bedrooms and a rental yield of seven point two percent.",
  my: "Unit sudut Ardentz mempunyai tiga bilik tidur dan hasil sewa tujuh perpuluhan dua peratus.",
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
    const widths = [8, 12, 10, 14];
    print(row(["language", "median ms", "audio s", "× real time"], widths));
    for (const language of LOCALE_CODES) {
      const input = { text: SENTENCES[language], voice: "alloy", language };
      await provider.synthesize(input); // warm-up
      const runs: number[] = [];
      let wav: Buffer = Buffer.alloc(0);
      for (let i = 0; i < RUNS; i++) {
        const [ms, audio] = await time(() => provider.synthesize(input));
        runs.push(ms);
        wav = audio.bytes;
      }
      const seconds = (wav.length - 44) / wav.readUInt32LE(28); // data bytes ÷ the header's byte rate
      const ms = median(runs);
      print(row([language, ms.toFixed(1), seconds.toFixed(1), (seconds / (ms / 1000)).toFixed(0)], widths));
    }

    const req = { text: `${SENTENCES.en} (${Date.now()})`, voice: "default", language: "en" as const };
    const [missMs, { audioUrl }] = await time(() => generateSpeech(req, { provider, db }));
    const hits: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < 51; i++) hits.push((await time(() => generateSpeech(req, { provider, db })))[0]);
    for (let i = 0; i < 51; i++) reads.push((await time(() => getAudio(db, audioUrl.split("/").pop()!)))[0]);
    print(`\ncache (${db.dialect}): miss ${missMs.toFixed(1)} ms · hit (generateSpeech) median ${median(hits).toFixed(2)} ms · read clip (getAudio) median ${median(reads).toFixed(2)} ms`);

    for (let i = 0; i < 100; i++) {
      const language = LOCALE_CODES[i % LOCALE_CODES.length];
      await provider.synthesize({ text: `${SENTENCES[language]} ${i}`, voice: "alloy", language });
    }
    const rssAfter = process.memoryUsage().rss;
    await provider.close?.(); // what the idle timeout does after a quiet minute
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssStopped = process.memoryUsage().rss;
    print(`\nprocess RSS: before speech ${mb(rssIdle)} · after first synthesis ${mb(rssLoaded)} · after 100 more ${mb(rssAfter)} · worker stopped ${mb(rssStopped)}`);
    print("(RSS of this Node process; the differences are what speech costs.)\n");
  } finally {
    await provider.close?.();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

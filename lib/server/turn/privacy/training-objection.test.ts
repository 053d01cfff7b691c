import "server-only";
import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { objectsToTraining } from "./training-objection";

/** The sentence the chat's control sends, as each language's page writes it. */
const controlText = (file: string): string =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../../messages", `${file}.json`), "utf8")).chat.trainingObjection;

describe("objectsToTraining", () => {
  it.each(LOCALES.map((l) => [l.code, controlText(l.code)]))("recognises the chat control's sentence in %s: %s", (_code, text) => {
    expect(objectsToTraining(text)).toBe(true);
  });

  it.each([
    "Please do not use this conversation to train your AI.",
    "I object to my chat being used for machine learning",
    "no training with my data pls",
    "jangan guna chat saya untuk latihan",
    "我不同意用我的聊天记录做机器学习",
    "मेरी बातचीत ट्रेनिंग के लिए इस्तेमाल मत करो",
    "Я против использования моего чата для обучения",
    "No quiero que usen mi conversación para entrenamiento",
    "Je refuse que ma conversation serve à la formation",
    "Ich widerspreche der Nutzung meines Chats für Training",
    "أعترض على استخدام محادثتي في التدريب",
    // A visitor who objects on another language's page.
    "DON'T USE MY CHAT FOR TRAINING!",
  ])("recognises an objection a visitor writes: %s", (text) => {
    expect(objectsToTraining(text)).toBe(true);
  });

  it.each([
    "Is my chat used for training?",
    "How big is Blitz?",
    "No, I'm not interested in Ardentz",
    "Is there a gym for training?",
    "我们想投资",
    "هل تستخدمون الذكاء الاصطناعي؟",
    "Ich möchte keine Wohnung mit Blick auf die Straße",
  ])("is no objection: %s", (text) => {
    expect(objectsToTraining(text)).toBe(false);
  });
});

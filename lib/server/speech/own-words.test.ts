import "server-only";
import { isOwnWords, type SpokenSource } from "./own-words";

const reply = "Blitz is **743 sq ft** with 2 bedrooms. The rent is about RM3,100 a month! Would you like a viewing?";
const done = (text: string): SpokenSource => ({ text, complete: true });

describe("isOwnWords", () => {
  it.each([
    ["the whole reply", reply],
    ["its first sentence", "Blitz is **743 sq ft** with 2 bedrooms."],
    ["a middle sentence", "The rent is about RM3,100 a month!"],
    ["the last sentence", "Would you like a viewing?"],
    ["two sentences in a row", "The rent is about RM3,100 a month! Would you like a viewing?"],
    ["the reply with other spacing", reply.replace(/ /g, "  ")],
  ])("accepts %s", (_label, text) => {
    expect(isOwnWords(text, [done(reply)])).toBe(true);
  });

  it.each([
    ["another text", "Transfer RM10,000 to account 1234 now."],
    ["a fragment inside a sentence", "743 sq ft with 2 bedrooms."],
    ["a sentence cut short", "Blitz is **743 sq ft**"],
    ["our words with something added", `${reply} Call 0123456789 for a prize.`],
    ["empty", "   "],
    ["a sentence that merely starts like ours", "Blitz is **743 sq ft** with 2 bedrooms and a free car."],
  ])("refuses %s", (_label, text) => {
    expect(isOwnWords(text, [done(reply)])).toBe(false);
  });

  it("accepts finished sentences of a reply still streaming, but not the unfinished tail", () => {
    const soFar = { text: "Ardentz has 3 bedrooms. Its yield is 7.", complete: false };
    expect(isOwnWords("Ardentz has 3 bedrooms.", [soFar])).toBe(true);
    expect(isOwnWords("Its yield is 7.", [soFar])).toBe(true); // "7." reads as a sentence end until more arrives
    expect(isOwnWords("Ardentz has 3 bedrooms. Its yield is 7", [soFar])).toBe(false);
    expect(isOwnWords(soFar.text, [{ ...soFar, text: `${soFar.text}2% gross` }])).toBe(false);
  });

  it("takes a line of a list as a sentence, and sentence ends of every script", () => {
    const list = "Our units:\n- Ardentz: 1,299 sq ft\n- Blitz: 743 sq ft";
    expect(isOwnWords("- Blitz: 743 sq ft", [done(list)])).toBe(true);
    expect(isOwnWords("Blitz: 743", [done(list)])).toBe(false);
    expect(isOwnWords("租金约为每月RM3,100。", [done("Blitz 面积为743平方英尺。租金约为每月RM3,100。")])).toBe(true);
    expect(isOwnWords("هل تود زيارة؟", [done("مساحة الوحدة 743 قدمًا مربعًا. هل تود زيارة؟")])).toBe(true);
    expect(isOwnWords("किराया लगभग RM3,100 है।", [done("ब्लिट्ज़ 743 वर्ग फुट है। किराया लगभग RM3,100 है।")])).toBe(true);
  });
});

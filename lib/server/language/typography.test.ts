import { typeset, typesetFrench, typesetPieces } from "./typography";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

/** Every space French sets before a tall mark, made visible. */
const show = (text: string) => text.replace(/\u202f/g, "⎵").replace(/\u00a0/g, "⍽");

async function collect(pieces: readonly string[], language: "fr" | "en" = "fr"): Promise<string> {
  async function* source() {
    yield* pieces;
  }
  let out = "";
  for await (const piece of typesetPieces(language, source())) out += piece;
  return out;
}

describe("typesetFrench", () => {
  it.each([
    ["Bonjour ! Comment allez-vous ?", "Bonjour⎵! Comment allez-vous⎵?"],
    ["Bonjour! Vraiment?", "Bonjour⎵! Vraiment⎵?"],
    ["Prix : RM2 876 ; loyer : RM3 100.", "Prix⍽: RM2 876⎵; loyer⍽: RM3 100."],
    ["Prix: **RM2 876**", "Prix⍽: **RM2 876**"],
    ["**Mensualité**: RM2 876", "**Mensualité**⍽: RM2 876"],
    ["le bouton « Activer »", "le bouton «⍽Activer⍽»"],
    ["le bouton «Activer»", "le bouton «⍽Activer⍽»"],
    ["Quoi ?!", "Quoi⎵?!"],
    ["Prix\u00a0: déjà bon\u202f!", "Prix⍽: déjà bon⎵!"],
    ["Prix\u202f: mauvaise espace", "Prix⍽: mauvaise espace"],
  ])("sets %j as %j", (text, expected) => {
    expect(show(typesetFrench(text))).toBe(expected);
  });

  it.each([
    ["a time", "samedi 28 novembre à 11:00"],
    ["an address", "https://wa.me/60132884650?text=Bonjour%2C%20ma%20r%C3%A9f%C3%A9rence"],
    ["a markdown link", "[nous écrire sur WhatsApp](https://wa.me/60132884650?text=Bonjour)"],
    ["a span of hours", "de 10:00 à 18:00"],
  ])("leaves %s alone", (_what, text) => {
    expect(typesetFrench(text)).toBe(text);
  });

  it("is idempotent", () => {
    const once = typesetFrench("Bonjour ! Prix : « RM2 876 » ; voilà?");
    expect(typesetFrench(once)).toBe(once);
    expect(once).not.toMatch(/[ \t][:;!?»]|«[ \t]/);
  });

  it("applies to French only", () => {
    expect(typeset("en", "Hello! Price: RM2,876")).toBe("Hello! Price: RM2,876");
    expect(typeset("fr", "Bonjour !")).toBe(`Bonjour${NNBSP}!`);
  });
});

describe("typesetPieces", () => {
  const reply =
    "Bonjour ! Voici les prix : **Blitz** RM2 876 ; **Cares** RM3 058.\n\nVoulez-vous une visite? Écrivez-nous sur [WhatsApp](https://wa.me/60132884650?text=Bonjour) « maintenant »!";

  it("sets a reply split anywhere exactly as the whole reply", async () => {
    const whole = typesetFrench(reply);
    for (let size = 1; size <= 7; size++) {
      const pieces = reply.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(show(await collect(pieces))).toBe(show(whole));
    }
    // Every cut point between two pieces, one at a time.
    for (let cut = 1; cut < reply.length; cut++) {
      expect(await collect([reply.slice(0, cut), reply.slice(cut)])).toBe(whole);
    }
  });

  it("holds a trailing space until the next piece says what follows it", async () => {
    expect(await collect(["Bonjour ", "!"])).toBe(`Bonjour${NNBSP}!`);
    expect(await collect(["Prix", ":", " RM2 876"])).toBe(`Prix${NBSP}: RM2 876`);
    expect(await collect(["à 11", ":", "00"])).toBe("à 11:00");
  });

  it("passes other languages through untouched", async () => {
    expect(await collect(["Hello ", "! Price", ": RM2,876"], "en")).toBe("Hello ! Price: RM2,876");
  });
});

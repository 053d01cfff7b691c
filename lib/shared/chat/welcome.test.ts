import fs from "node:fs";
import path from "node:path";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { pickWelcome, welcomeTexts } from "./welcome";

describe("welcomeTexts", () => {
  it("lists the texts in the order of their keys, leaving out empty ones", () => {
    expect(welcomeTexts({ "2": "two", "1": "one", "3": "" })).toEqual(["one", "two"]);
  });
});

describe("pickWelcome", () => {
  const en = ["one", "two", "three"];
  it.each([
    [0, "one"],
    [0.34, "two"],
    [0.99, "three"],
  ])("random %f picks %s", (r, text) => expect(pickWelcome(en, () => r)).toBe(text));
  it("returns an empty text when a language has none", () => expect(pickWelcome([])).toBe(""));
  it("uses every variant over many draws", () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickWelcome(en)));
    expect(seen).toEqual(new Set(["one", "two", "three"]));
  });
});

describe("the drawn chat's welcome variants", () => {
  // The pre-paint script picks any index below a language's count (lib/shared/ui/intro.ts); the drawn chat's
  // stylesheet must show that variant, or the welcome would change when the live chat takes over.
  const css = fs.readFileSync(path.join(process.cwd(), "components", "chat", "chat.module.css"), "utf8");
  const shown = new Set(
    [...css.matchAll(/html\[data-welcome="(\d+)"\]\) \.welcomeVariant\[data-welcome-variant="\1"\]/g)].map((m) => Number(m[1])),
  );

  it.each(LOCALE_CODES)("%s: every welcome text the script may pick has its variant shown", (code) => {
    const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${code}.json`), "utf8")) as {
      welcome: Record<string, string>;
    };
    const count = welcomeTexts(messages.welcome).length;
    expect(count).toBeGreaterThan(0);
    // Variant 0 is the stylesheet's default; each other index needs its rule.
    for (let i = 1; i < count; i++) expect(shown).toContain(i);
  });
});

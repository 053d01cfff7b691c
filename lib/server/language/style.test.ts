import "server-only";
import fs from "node:fs";
import path from "node:path";
import { LOCALE_CODES } from "@/lib/shared/i18n/locales";
import { LANGUAGES } from "./index";

/** The Terms table of messages/GLOSSARY.md: concept → language code → term. */
function glossaryTerms(): Map<string, Record<string, string>> {
  const text = fs.readFileSync(path.join(process.cwd(), "messages", "GLOSSARY.md"), "utf8");
  const lines = text.slice(text.indexOf("## Terms")).split("\n").slice(1);
  const rows: string[][] = [];
  for (const line of lines) {
    if (line.startsWith("|"))
      rows.push(
        line
          .trim()
          .replace(/^\||\|$/g, "")
          .split("|")
          .map((c) => c.trim()),
      );
    else if (rows.length) break;
  }
  const [header, , ...body] = rows;
  return new Map(body.map((cells) => [cells[0], Object.fromEntries(header.map((h, i) => [h, cells[i]]))]));
}

describe("each language's style", () => {
  const terms = glossaryTerms();

  it.each(LOCALE_CODES)("gives the model the glossary's own words in %s", (code) => {
    const glossary = LANGUAGES[code].style.glossary;
    const differ = Object.entries(glossary).filter(([concept, word]) => terms.get(concept)?.[code] !== word);
    expect(differ).toEqual([]);
  });

  it.each(LOCALE_CODES)("tells the model its register and an instruction written in %s", (code) => {
    const style = LANGUAGES[code].style;
    expect(style.register.length).toBeGreaterThan(20);
    expect(style.instruction.length).toBeGreaterThan(10);
  });
});

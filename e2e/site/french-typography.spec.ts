import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { messages } from "./helpers";

const fr = messages("fr");

/**
 * French sets a space before : ; ! ? and inside « », and a line must not break there: the space
 * is a no-break one (U+00A0, or the narrow U+202F). A plain space there, or none, is a fault.
 */
const BREAKABLE = /[^\S\u00a0\u202f][:;!?»]|«[^\S\u00a0\u202f]/u;
const MISSING = /[\p{L}\p{N}][;!?:](?=\s|$)/u;

/** The page's text as the visitor reads it, one line per rendered line, each with its faults. */
async function faults(page: Page): Promise<string[]> {
  const text = await page.locator("body").evaluate((body) => (body as HTMLElement).innerText);
  return text.split("\n").filter((line) => BREAKABLE.test(line) || MISSING.test(line));
}

test("a French page keeps no breakable space before : ; ! ?, in its own words and in the consultant's reply", async ({ home, page }) => {
  await home.open({ lang: "fr" });
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The footer's phone label and the cards are there, with their no-break spaces.
  await expect(page.getByTestId("footer-phone")).toHaveText(/^Téléphone\u00a0: \+60/u);
  await expect(page.getByTestId("unit-typeA").locator("header > p").last()).toHaveText(/^1\u202f299 pi² \(121 m²\)$/u);

  // The visitor's own words are theirs to punctuate: this question has no tall mark to judge.
  await home.send("Quelles sont les mensualités");
  const reply = home.assistantMessages().last();
  await expect(reply).toContainText("Mensualités\u00a0:");
  await expect(home.typing).toHaveCount(0);
  expect(await faults(page)).toEqual([]);
});

test("the French privacy notice keeps no breakable space before : ; ! ?", async ({ page }) => {
  await page.goto("/fr/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.footer.privacy);
  expect(await faults(page)).toEqual([]);
});

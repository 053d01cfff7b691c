import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../support/fixtures";
import { messages } from "./helpers";

/** The section headings of a notice file, in order: what the page must show as regions. */
function headings(tag: string): string[] {
  const file = fs.readFileSync(path.join(__dirname, "..", "..", "content", "privacy", `${tag}.md`), "utf8");
  return [...file.matchAll(/^##\s+(.+?)\s+\{#[a-z]+\}\s*$/gm)].map((m) => m[1]);
}

const PAGES = [
  { path: "/privacy", tag: "en", dir: "ltr", code: "en" },
  { path: "/ms/privacy", tag: "ms", dir: "ltr", code: "ms" },
  { path: "/ar/privacy", tag: "ar", dir: "rtl", code: "ar" },
] as const;

for (const { path: url, tag, dir, code } of PAGES) {
  test(`the privacy notice at ${url} shows every section of content/privacy/${tag}.md, in order`, async ({ page }) => {
    await page.goto(url);
    const main = page.locator("main.privacy");
    await expect(main).toHaveAttribute("lang", tag);
    await expect(main).toHaveAttribute("dir", dir);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(messages(code).footer.privacy);

    const expected = headings(tag);
    expect(expected).toHaveLength(15);
    // The notice's own sections; the folded Malay or English text below repeats them as level 3.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(expected);
    for (const heading of expected) {
      const region = page.getByRole("region", { name: heading, exact: true });
      await expect(region).toBeVisible();
      await expect(region.locator("p, li").first()).not.toBeEmpty();
    }
    // Filled in from configuration: nothing of the Markdown's syntax or placeholders shows.
    await expect(main).not.toContainText("{");
    await expect(main).not.toContainText("##");
    // The shipped settings are a sample, and the page says so.
    await expect(page.getByRole("note")).toBeVisible();
    await expect(main).toContainText("dpo@sample.invalid");
  });
}

test("the English notice tells both voice paths, quotes the chat's note word for word and says how to object", async ({ page }) => {
  await page.goto("/privacy");
  const voice = page.getByRole("region", { name: "Voice input and spoken replies" });
  await expect(voice.getByRole("listitem")).toHaveCount(2);
  await expect(voice).toContainText("sends us only the text");
  await expect(voice).toContainText("uploads the recording to our server");
  const training = page.getByRole("region", { name: "Training and your right to object" });
  await expect(training).toContainText(
    '"An email will be sent when a phone number is detected. All conversation is recorded for training purposes for human and machine learning"',
  );
  await expect(training).toContainText("You may object to this use at any time");
  await expect(page.getByRole("note")).toContainText("Sample notice:");
});

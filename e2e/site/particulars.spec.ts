import { expect, test } from "../support/fixtures";
import { PARTICULARS } from "../../test/support/property";
import { LANGUAGES, languagePath, messages } from "./helpers";

/** The rows of the panel, in order: the nine groups of particulars the law lists. */
const ROWS = [
  "developer",
  "address",
  "licence",
  "permit",
  "tenure",
  "encumbrances",
  "housingType",
  "project",
  "completion",
  "prices",
  "authority",
  "planReference",
  "account",
  "bumiputera",
];

const int = (tag: string, value: number) => new Intl.NumberFormat(`${tag}-u-nu-latn`, { maximumFractionDigits: 0 }).format(value);
/** Figures as the page writes them: Latin digits, grouped the language's way, with no space to break in them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2066-\u2069\u200e\u200f]/g, " ");

for (const language of LANGUAGES) {
  test(`the project particulars are shown in ${language.option}, with the same figures`, async ({ page }) => {
    const m = messages(language.code).particulars;
    // The panel is in the built HTML: nothing needs to load or run for it.
    await page.goto(`${languagePath(language.code)}?intro=0`, { waitUntil: "domcontentloaded" });
    const panel = page.getByRole("region", { name: m.title });
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(m.title);
    await expect(panel.getByTestId("particulars-sample")).toHaveText(m.sample);

    // A definition list, one term per group, in the page's language.
    const rows = panel.locator("dl > div");
    await expect(rows).toHaveCount(ROWS.length);
    expect(await rows.evaluateAll((divs) => divs.map((d) => d.getAttribute("data-particular")))).toEqual(ROWS);
    await expect(panel.locator("dt")).toHaveText(ROWS.map((row) => m[row]));

    // Every row's text at once (textContent: the panel is not laid out until it nears the viewport).
    const texts: Record<string, string> = await panel.evaluate((el) =>
      Object.fromEntries(
        [...el.querySelectorAll("[data-particular]")].map((div) => [
          div.getAttribute("data-particular"),
          div.querySelector("dd")?.textContent ?? "",
        ]),
      ),
    );
    const priceTexts: string[] = await panel
      .locator("[data-particular='prices'] li")
      .evaluateAll((items) => items.map((li) => li.textContent ?? ""));
    const row = (key: string) => plain(texts[key]);

    // References and numbers are the same text in every language.
    expect(row("developer")).toBe(PARTICULARS.developer.name);
    expect(row("licence")).toContain(PARTICULARS.developer.licence.number);
    expect(row("permit")).toContain(PARTICULARS.advertisingPermit.number);
    expect(row("planReference")).toBe(PARTICULARS.buildingPlan.reference);
    expect(row("authority")).toBe(PARTICULARS.buildingPlan.authority);
    expect(row("account")).toContain(PARTICULARS.housingDevelopmentAccount.accountNumber);
    expect(row("address")).toContain(PARTICULARS.developer.address.postalCode);

    // Dates in the language's words, but the same day: its year and day of the month.
    const [year, , day] = PARTICULARS.expectedCompletion.split("-").map(Number);
    expect(row("completion")).toMatch(new RegExp(`(?=.*\\b${year}\\b)(?=.*(^|\\D)${day}(\\D|$))`));
    expect(row("licence")).toContain(PARTICULARS.developer.licence.validUntil.slice(0, 4));
    expect(row("permit")).toContain(PARTICULARS.advertisingPermit.validUntil.slice(0, 4));

    // Each type's range and count, formatted for the page's language.
    expect(priceTexts).toHaveLength(PARTICULARS.prices.length);
    for (const [i, price] of PARTICULARS.prices.entries()) {
      for (const figure of [`RM${int(language.code, price.min)}`, `RM${int(language.code, price.max)}`, String(price.units)])
        expect(plain(priceTexts[i])).toContain(plain(figure));
    }
    const bumiputera = row("bumiputera");
    expect(bumiputera).toContain(String(PARTICULARS.bumiputera.quotaPercent));
    expect(bumiputera).toContain(String(PARTICULARS.bumiputera.discountPercent));
  });
}

test("on /ms the particulars use the official Malay terms", async ({ page }) => {
  await page.goto("/ms?intro=0", { waitUntil: "domcontentloaded" });
  const panel = page.getByRole("region", { name: "Butiran Projek" });
  for (const term of [
    "No. Lesen Pemaju",
    "No. Permit Iklan dan Jualan",
    "Tarikh Jangkaan Siap",
    "Pihak Berkuasa yang Meluluskan Pelan Bangunan",
  ]) {
    await expect(panel.getByRole("term").filter({ hasText: term })).toHaveCount(1);
  }
});

test("in Arabic the references and figures read left to right inside the right-to-left panel", async ({ page }) => {
  await page.goto("/ar?intro=0", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const panel = page.getByRole("region", { name: messages("ar").particulars.title });
  await expect(panel.locator("[data-particular='licence'] dd bdi[dir='ltr']").first()).toHaveText(PARTICULARS.developer.licence.number);
  await expect(panel.locator("[data-particular='planReference'] dd bdi[dir='ltr']")).toHaveText(PARTICULARS.buildingPlan.reference);
  const first = PARTICULARS.prices[0];
  await expect(
    panel
      .locator("[data-particular='prices'] li")
      .first()
      .locator("bdi[dir='ltr']")
      .filter({ hasText: `RM${int("ar", first.min)}` }),
  ).toHaveCount(1);
});

test("the panel comes in the built page itself, with no script of its own", async ({ request }) => {
  const html = await (await request.get("/ms")).text();
  expect(html).toContain("No. Lesen Pemaju");
  expect(html).toContain(PARTICULARS.advertisingPermit.number);
});

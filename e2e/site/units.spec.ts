import { expect, test } from "../support/fixtures";
import { en } from "./helpers";
import { UNITS as CONTENT_UNITS, pc, rm, sqft } from "../../test/support/property";

/** Spec §3 as the content holds it (content/property.json), printed on the cards in English. */
const UNITS = CONTENT_UNITS.map((u) => ({
  type: u.type,
  label: `Type ${u.type.slice(-1)}`,
  name: u.name,
  size: sqft(u),
  specs: [
    `${u.bedrooms} BR`,
    `${u.bathrooms} BA`,
    u.unit === "cornerUnit" ? "Corner unit" : "Intermediate unit",
    `${u.carParks} car park${u.carParks === 1 ? "" : "s"}`,
  ],
  figures: [`${rm(u.installment)} per month`, `${rm(u.rental)} per month`, pc(u.yieldPercent)],
}));

test("the three unit cards show the brochure figures", async ({ page, home }) => {
  await page.goto("/?intro=0");
  await expect(page.locator("#units-title")).toHaveText(en.site.propertyCards);
  await expect(page.locator("[data-testid^='unit-type']")).toHaveCount(3);

  for (const unit of UNITS) {
    const card = home.unitCard(unit.type);
    await expect(card.locator("header > p").first()).toHaveText(unit.label);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(unit.name);
    await expect(card.locator("header > p").last()).toHaveText(unit.size);
    await expect(card.getByRole("listitem")).toHaveText([...unit.specs]);
    await expect(card.locator("dt")).toHaveText(["Installment", "Rental", "yield"]);
    await expect(card.locator("dd")).toHaveText([...unit.figures]);
    await expect(card.getByRole("link", { name: en.site.discussWithAI })).toHaveAttribute("href", "#chat");
  }
  // Singular for exactly one car park, plural otherwise (Blitz has one in the sample).
  const single = CONTENT_UNITS.find((u) => u.carParks === 1);
  if (single) await expect(home.unitCard(single.type).getByRole("listitem").last()).toHaveText("1 car park");
});

test("the WhatsApp button opens a prefilled chat with the sales number in a new tab", async ({ page, home, context }) => {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>wa stub</title>" }),
  );
  await page.goto("/?intro=0");

  await expect(home.whatsapp).toHaveAccessibleName(/^Contact via WhatsApp/);
  await expect(home.whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/60132884650\?text=/);
  await expect(home.whatsapp).toHaveAttribute("target", "_blank");
  await expect(home.whatsapp).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
  await expect(home.whatsapp).toHaveAttribute("rel", /(^|\s)noreferrer(\s|$)/);
  const href = await home.whatsapp.getAttribute("href");
  const text = new URL(href!).searchParams.get("text");
  expect(text).toBe(en.units.whatsappText);
  expect(text).toContain("Aurelia Hotels & Resorts");

  const popupPromise = page.waitForEvent("popup");
  await home.whatsapp.click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/^https:\/\/wa\.me\/60132884650\?text=/);
  await expect(popup).toHaveTitle("wa stub");
  await expect(page).toHaveURL(/\/\?intro=0$/);
});

for (const unit of UNITS) {
  test(`"Discuss with AI" on ${unit.name} puts a question about it in the chat box`, async ({ page, home }) => {
    await home.open();
    await home.unitCard(unit.type).getByRole("link", { name: en.site.discussWithAI }).click();
    await expect(home.chatInput).toHaveValue(`Tell me about the ${unit.name} unit.`);
    await expect(home.chatInput).toBeFocused();
    await expect(page).toHaveURL(/#chat$/);
    await expect(page.locator("#chat")).toBeInViewport();
    // The question waits for the visitor: nothing is sent.
    await expect(home.messages).toHaveCount(1);
  });
}

/** The top of each card's part, by card: [heading, specs, figures, button]. */
async function partTops(page: import("@playwright/test").Page) {
  return page
    .locator("[data-testid^='unit-type']")
    .evaluateAll((cards) => cards.map((card) => Array.from(card.children, (part) => Math.round(part.getBoundingClientRect().top))));
}

for (const code of ["en", "de", "ru", "ar"] as const) {
  test(`side by side, the three cards' specs, figures and buttons line up (${code})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${code === "en" ? "" : `/${code}`}/?intro=0`);
    const tops = await partTops(page);
    expect(tops).toHaveLength(3);
    // One row of three cards: every part starts at the same height in each.
    expect(new Set(tops.map((card) => card[0])).size).toBe(1);
    for (let part = 1; part < 4; part++)
      expect(
        tops.map((card) => card[part]),
        `part ${part}`,
      ).toEqual([tops[0][part], tops[0][part], tops[0][part]]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const code of ["en", "de", "ru", "ar"] as const) {
    test(`"Discuss with AI" brings the chat heading into view below the header (${code})`, async ({ page, home }) => {
      await home.open({ lang: code });
      const discuss = page.getByTestId("unit-typeB").locator("a[href='#chat']");
      await discuss.click();
      await expect(page).toHaveURL(/#chat$/);
      const heading = page.locator("#chat-title");
      // Smooth scrolling settles before the positions are read.
      await expect
        .poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)), { intervals: [200, 200, 200] })
        .toBeGreaterThan(0);
      let previous = NaN;
      await expect
        .poll(async () => {
          const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
          const settled = top === previous;
          previous = top;
          return settled;
        })
        .toBe(true);
      const headerBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
      const headingTop = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(headingTop, "the heading starts below the sticky header").toBeGreaterThanOrEqual(headerBottom);
      await expect(heading).toBeInViewport();
    });
  }
});

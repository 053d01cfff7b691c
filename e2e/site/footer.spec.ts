import { expect, test } from "../support/fixtures";
import { expectDrawnLeftToRight } from "./bidi";
import { en, exactly, messages } from "./helpers";

const ar = messages("ar");
const PHONE = "+60 13-288 4650";

test("the footer has the about, contact and managed-by columns and the copyright", async ({ page }) => {
  await page.goto("/?intro=0");
  const footer = page.getByRole("contentinfo");

  const about = footer.getByRole("region", { name: en.site.aboutTitle });
  await expect(about.getByRole("heading", { level: 2 })).toHaveText(en.site.aboutTitle);
  await expect(about.getByText(en.site.aboutText)).toBeVisible();

  const contact = footer.getByRole("region", { name: en.site.contactTitle });
  await expect(contact.getByRole("heading", { level: 2 })).toHaveText(en.site.contactTitle);
  const address = contact.locator("address");
  await expect(address).toContainText(en.site.salesGallery);
  await expect(address).toContainText("Kuantan, Pahang");
  await expect(address).toContainText("Phone: +60 13-288 4650");
  // The gallery is named once: its label, then its street.
  await expect(address).not.toContainText("Sales Gallery, ");
  const phone = address.getByRole("link", { name: "Call +60 13-288 4650" });
  await expect(phone).toHaveAttribute("href", "tel:+60132884650");
  await expect(phone).toHaveText("+60 13-288 4650");

  const tenant = footer.getByRole("region", { name: en.site.tenantTitle });
  await expect(tenant.getByRole("heading", { level: 2 })).toHaveText(en.site.tenantTitle);
  await expect(tenant.getByText("Aurelia Hotels & Resorts", { exact: true })).toBeVisible();
  await expect(tenant.locator("img")).toHaveAttribute("src", "/brand/aurelia-mark.svg");

  const year = new Date().getFullYear();
  await expect(footer.getByText(exactly(en.site.copyright.replace("{year}", String(year))))).toBeVisible();

  const privacy = footer.getByRole("link", { name: en.footer.privacy });
  await expect(privacy).toHaveAttribute("href", "/privacy");
});

test("the footer's privacy link leads to the privacy notice", async ({ page }) => {
  await page.goto("/?intro=0");
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: en.footer.privacy });
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/privacy");
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect((await response).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
});

test("an unknown path shows the not-found page, answers 404 and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));

  const response = await page.goto("/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expect.poll(() => logged.filter((line) => line.includes("/nope")), { message: "a console line names the path" }).toHaveLength(1);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("splash")).toBeVisible();
});

test("each not-found visit is logged with its own path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/units/penthouse?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect.poll(() => logged.some((line) => line.includes("/units/penthouse"))).toBe(true);
});

test("in Arabic the footer keeps the postal address and the phone number left to right", async ({ page }) => {
  await page.goto("/ar?intro=0");
  const contact = page.getByRole("contentinfo").getByRole("region", { name: ar.site.contactTitle });
  await expect(contact).toHaveCSS("direction", "rtl");
  const postal = contact.getByTestId("footer-postal");
  await expect(postal).toHaveText("25000 Kuantan, Pahang, Malaysia");
  await expectDrawnLeftToRight(postal, "25000 Kuantan, Pahang, Malaysia");
  const phone = contact.getByRole("link", { name: ar.footer.callUs.replace("{phone}", PHONE) });
  await expect(phone).toHaveText(PHONE);
  await expectDrawnLeftToRight(phone, PHONE);
  // The label still comes first, on the right, as Arabic reads.
  await expect(contact.getByTestId("footer-phone")).toHaveText(`الهاتف: ${PHONE}`);
});

test("the Arabic privacy notice keeps the e-mail, the postal address and the phone number left to right", async ({ page }) => {
  await page.goto("/ar/privacy");
  const contact = page.getByRole("region", { name: "التواصل والشكاوى" });
  await expect(contact).toHaveCSS("direction", "rtl");
  await expectDrawnLeftToRight(contact, PHONE);
  await expectDrawnLeftToRight(contact, "dpo@sample.invalid");
  await expectDrawnLeftToRight(contact, "Jalan Teluk Sisek, 25000 Kuantan, Pahang, Malaysia");
  // The text itself is unchanged: isolation is markup, not added characters.
  await expect(contact.locator("p").first()).toContainText(`الهاتف: ${PHONE}.`);
});

test("left-to-right notices add no isolates", async ({ page }) => {
  for (const path of ["/privacy", "/de/privacy"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(PHONE);
    await expect(page.getByRole("main").locator("bdi")).toHaveCount(0);
  }
});

import { expect, test } from "../support/fixtures";
import { LANGUAGES, escapeRegExp } from "./helpers";

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

test("the page is sent with a per-request CSP nonce and the security headers", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  expect(first.status()).toBe(200);

  const csp = first.headers()["content-security-policy"];
  expect(csp).toBeTruthy();
  const directives = new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  expect(directives.get("script-src")).toContain(`'nonce-${nonceOf(csp)}'`);
  expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  expect(directives.get("object-src")).toEqual(["'none'"]);

  const nonce = nonceOf(csp);
  const otherNonce = nonceOf(second.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(otherNonce).toBeTruthy();
  expect(otherNonce).not.toBe(nonce);

  const headers = first.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toMatch(/(^|,\s*)microphone=\(self\)/);

  // Every script of the page carries this response's nonce.
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("the JSON-LD describes the residence and its three offers, under the nonce", async ({ page }) => {
  const response = await page.goto("/?intro=0");
  const nonce = nonceOf((await response!.allHeaders())["content-security-policy"]);
  const html = await response!.text();
  const tag = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
  expect(tag, "the JSON-LD script in the HTML").not.toBeNull();
  expect(tag![1]).toBe(nonce);
  const data = JSON.parse(tag![2]);
  expect(data["@context"]).toBe("https://schema.org");
  expect(data.name).toBe("Aurelia Residences Kuantan");
  const offers = (data.containsPlace as { name: string; offers?: { priceSpecification?: { price: number; priceCurrency: string } } }[])
    .map((place) => place.offers)
    .filter(Boolean);
  expect(offers).toHaveLength(3);
  expect(offers.map((o) => o!.priceSpecification)).toEqual([
    expect.objectContaining({ price: 4841, priceCurrency: "MYR" }),
    expect.objectContaining({ price: 2876, priceCurrency: "MYR" }),
    expect.objectContaining({ price: 3058, priceCurrency: "MYR" }),
  ]);

  // In the document the browser keeps the nonce as a property and hides the attribute.
  const script = page.locator("script[type='application/ld+json']");
  await expect(script).toHaveCount(1);
  await expect(script).toHaveJSProperty("nonce", nonce);
});

test("robots.txt and sitemap.xml are served, with the site's own address", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/^User-Agent: \*/m);
  expect(robotsText).toMatch(/^Disallow: \/api\/$/m);
  // The servers run with NEXT_PUBLIC_SITE_URL set to their own address (playwright.config.ts).
  expect(robotsText).toMatch(new RegExp(`^Sitemap: ${escapeRegExp(baseURL!)}/sitemap\\.xml$`, "m"));

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("<urlset");
  for (const { code } of LANGUAGES) expect(xml).toContain(`href="${baseURL}/?lang=${code}"`);
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
});

test("the head links the nine languages and has an og:image", async ({ page, request }) => {
  await page.goto("/?intro=0");
  for (const { code, tag } of LANGUAGES) {
    await expect(page.locator(`head link[rel='alternate'][hreflang='${tag}']`)).toHaveAttribute("href", new RegExp(`/\\?lang=${code}$`));
  }
  await expect(page.locator("head link[rel='alternate'][hreflang]")).toHaveCount(10); // the nine and x-default
  await expect(page.locator("head link[rel='alternate'][hreflang='x-default']")).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
  await expect(page.locator("head meta[property='og:image']")).toHaveAttribute("content", /^https?:\/\/\S+\.(jpe?g|png|webp)$/);
  await expect(page.locator("head link[rel='canonical']")).toHaveAttribute("href", /\/\?lang=en$/);

  // The image and the icon the head points at exist.
  const ogImage = await page.locator("head meta[property='og:image']").getAttribute("content");
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  const iconHref = await page.locator("head link[rel='icon']").first().getAttribute("href");
  const icon = await request.get(iconHref!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\//);
});

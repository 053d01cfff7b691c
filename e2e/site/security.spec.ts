import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { LANGUAGES, escapeRegExp, languagePath, messages } from "./helpers";
import { UNITS } from "../../test/support/property";

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
const directivesOf = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("every language page is served as built, with one policy allowing its own scripts by hash, the same on every visit", async ({
  request,
}) => {
  for (const { code } of LANGUAGES) {
    for (const path of [languagePath(code), languagePath(code, "/privacy")]) {
      const first = await request.get(path);
      const second = await request.get(`${path}?utm_source=mail`);
      expect(first.status(), path).toBe(200);
      // Prerendered at build time, not rendered for this request.
      expect(first.headers()["x-nextjs-prerender"], path).toBeTruthy();
      const csp = first.headers()["content-security-policy"];
      // Nothing per request, so a CDN can keep the page with its policy.
      expect(second.headers()["content-security-policy"], path).toBe(csp);
      expect(await second.text(), path).toBe(await first.text());

      const directives = directivesOf(csp);
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      // The tour plays from the site itself: no page may be framed in ours.
      expect(directives.get("frame-src")).toEqual(["'none'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      const scripts = directives.get("script-src")!;
      expect(scripts[0], path).toBe("'self'");
      expect(scripts.slice(1).length, path).toBeGreaterThan(0);
      for (const source of scripts.slice(1)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    }
  }

  const headers = (await request.get("/")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toMatch(/(^|,\s*)microphone=\(self\)/);
});

test("each inline script Chromium finds on a page is one the policy lists, and every other script is the site's own", async ({
  page,
  baseURL,
}) => {
  for (const path of ["/?intro=0", "/ar?intro=0", "/zh/privacy"]) {
    const response = await page.goto(path);
    const allowed = directivesOf((await response!.allHeaders())["content-security-policy"]).get("script-src")!;
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => ({ src: s.src, type: s.type, text: s.textContent ?? "" })));
    const inline = scripts.filter((s) => !s.src && (s.type === "" || s.type === "text/javascript" || s.type === "module"));
    expect(inline.length, path).toBeGreaterThan(0);
    for (const script of inline) expect(allowed, `${path}: ${script.text.slice(0, 60)}`).toContain(sha256(script.text));
    for (const script of scripts.filter((s) => s.src)) expect(new URL(script.src).origin, path).toBe(new URL(baseURL!).origin);
  }
});

test("the JSON-LD describes the residence and its three offers", async ({ page }) => {
  const response = await page.goto("/?intro=0");
  const html = await response!.text();
  const tag = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(tag, "the JSON-LD script in the HTML").not.toBeNull();
  const data = JSON.parse(tag![1]);
  expect(data["@context"]).toBe("https://schema.org");
  expect(data.name).toBe("Aurelia Residences Kuantan");
  const offers = (data.containsPlace as { name: string; offers?: { priceSpecification?: { price: number; priceCurrency: string } } }[])
    .map((place) => place.offers)
    .filter(Boolean);
  expect(offers).toHaveLength(3);
  expect(offers.map((o) => o!.priceSpecification)).toEqual(
    UNITS.map((u) => expect.objectContaining({ price: u.installment, priceCurrency: "MYR" })),
  );

  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(1);
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
  // Every language's URL is listed, each with the whole cluster of alternates.
  for (const { code } of LANGUAGES) {
    const home = `${baseURL}${languagePath(code)}`;
    expect(xml).toContain(`<loc>${home}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}${languagePath(code, "/privacy")}</loc>`);
    expect(xml).toContain(`hreflang="${code}" href="${home}"`);
  }
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/"`);
  expect(xml).not.toContain("?lang=");
});

test("each language page has a self-referencing canonical, the full hreflang cluster and an og:image", async ({
  page,
  request,
  baseURL,
}) => {
  // Absolute URLs; the site's root may be written with or without its slash.
  const absolute = (path: string) => new RegExp(`^${escapeRegExp(`${baseURL}${path}`.replace(/\/$/, ""))}/?$`);
  for (const current of ["en", "ar", "ms"] as const) {
    await page.goto(`${languagePath(current)}?intro=0`);
    for (const { code } of LANGUAGES) {
      await expect(page.locator(`head link[rel='alternate'][hreflang='${code}']`)).toHaveAttribute("href", absolute(languagePath(code)));
    }
    await expect(page.locator("head link[rel='alternate'][hreflang]")).toHaveCount(10); // the nine and x-default
    await expect(page.locator("head link[rel='alternate'][hreflang='x-default']")).toHaveAttribute("href", absolute("/"));
    await expect(page.locator("head link[rel='canonical']")).toHaveAttribute("href", absolute(languagePath(current)));
    await expect(page.locator("head meta[property='og:url']")).toHaveAttribute("content", absolute(languagePath(current)));
  }
  await page.goto("/?intro=0");
  await expect(page.locator("head meta[property='og:image']")).toHaveAttribute("content", /^https?:\/\/\S+\.(jpe?g|png|webp)$/);

  // The image and the icon the head points at exist.
  const ogImage = await page.locator("head meta[property='og:image']").getAttribute("content");
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  // The icon travels inside the page: the drawing of the icon file, which stays for anyone asking for it.
  const iconHref = await page.locator("head link[rel='icon']").first().getAttribute("href");
  const icon = await request.get("/icon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(iconHref).toBe(`data:image/svg+xml,${encodeURIComponent((await icon.text()).trim())}`);
});

/** The headers every response must carry, whatever made it: a page, the API, a file, a clip or an error. */
function expectSecurityHeaders(what: string, response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBeTruthy();
  // Exactly one policy: a browser enforces each one it receives, so a second would silently tighten the first.
  const policies = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
  expect(policies, what).toHaveLength(1);
  expect(policies[0].value, what).toMatch(/(^|;\s*)frame-ancestors 'none'/);
  return policies[0].value;
}

test("API answers, files, audio clips and 404s carry nosniff, one CSP and frame protection", async ({ request }) => {
  const health = await request.post("/api/health.php");
  expect(health.status()).toBe(200);
  expect(expectSecurityHeaders("an API answer", health)).toMatch(/^default-src 'none'/);

  const refused = await request.post("/api/contact.php", { data: "{" });
  expect(refused.status()).toBe(415);
  expectSecurityHeaders("an API error", refused);

  // A welcome message is something this site says, so it may always be spoken.
  const speech = await request.post("/api/tts.php", { data: { text: messages("en").welcome["1"], voice: "default", language: "en" } });
  expect(speech.status()).toBe(200);
  const { audioUrl } = await speech.json();
  expect(audioUrl).toMatch(/^\/api\/audio\//);
  const clip = await request.get(audioUrl);
  expect(clip.status()).toBe(200);
  expect(clip.headers()["content-type"]).toMatch(/^audio\//);
  expect(expectSecurityHeaders("an audio clip", clip)).toMatch(/^default-src 'none'/);

  const page = await request.get("/");
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script, "a script of the page").toBeTruthy();
  const files = [
    script!,
    "/slides/exterior.jpg",
    "/brand/aurelia-mark.svg",
    "/flags/GB.svg",
    "/og.jpg",
    "/icon.svg",
    "/_next/image?url=%2Fslides%2Fpool.jpg&w=640&q=75",
  ];
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expectSecurityHeaders(file, response);
  }
  for (const file of ["/robots.txt", "/sitemap.xml"]) expectSecurityHeaders(file, await request.get(file));

  for (const missing of ["/no-such-page", "/api/no-such-call.php", "/api/audio/0000", "/slides/no-such.jpg", "/_next/static/no-such.js"]) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expectSecurityHeaders(`the 404 of ${missing}`, response);
  }
  // A built page keeps its hash policy alone; a 404, rendered on request, gets a fresh nonce.
  const homePolicy = expectSecurityHeaders("the home page", page);
  expect(homePolicy).toMatch(/'sha256-/);
  expect(homePolicy).not.toMatch(/'nonce-/);
  const notFound = [await request.get("/no-such-page"), await request.get("/ar/no-such-page")].map((r) =>
    expectSecurityHeaders("the 404 page", r),
  );
  for (const policy of notFound) expect(policy).toMatch(/'nonce-/);
  expect(nonceOf(notFound[0])).not.toBe(nonceOf(notFound[1]));
  // Prefetches of a page, the browser's and the router's, go through the language rewrite like any visit
  // and carry the page's one policy.
  expect(expectSecurityHeaders("a browser prefetch", await request.get("/", { headers: { purpose: "prefetch" } }))).toBe(homePolicy);
  const routerPrefetch = await request.get("/privacy", { headers: { rsc: "1", "next-router-prefetch": "1" }, maxRedirects: 0 });
  expect(expectSecurityHeaders("a router prefetch", routerPrefetch)).toMatch(/'sha256-/);
});

test("paths that only begin like a file folder are pages' 404s with a nonce, and the tour's files have the files' policy", async ({
  request,
}) => {
  // Each shares a prefix with a folder the proxy skips (api, slides, flags, _next/static).
  for (const path of ["/flagship", "/apiary", "/slideshow", "/api-docs", "/_next/staticky", "/favicon.icon"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(expectSecurityHeaders(path, response), path).toMatch(/'nonce-/);
  }
  for (const path of ["/flags/nope", "/_next/static/nope", "/tour/nope.mp4"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(expectSecurityHeaders(path, response), path).toMatch(/^default-src 'none'/);
  }
  for (const file of ["/tour/tour-poster.jpg", "/tour/tour.webm", "/tour/tour.mp4"]) {
    const response = await request.head(file);
    expect(response.status(), file).toBe(200);
    expect(expectSecurityHeaders(file, response), file).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  }
});

test("a POST another site's page makes in the visitor's browser is refused with 403", async ({ page, baseURL }) => {
  // localhost and 127.0.0.1 are two sites to a browser. The attacker's page is served by the test
  // itself, so no CSP of ours stands in the way: only the server's check does.
  const attacker = `http://localhost:${E2E.offlinePort}/attacker-page`;
  await page.route(attacker, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>elsewhere</title>" }));

  for (const call of ["contact", "chat", "tts", "health"]) {
    await page.goto(attacker);
    const target = `${baseURL}/api/${call}.php`;
    const answered = page.waitForResponse((r) => r.url() === target);
    // The classic forged POST: a form needs no preflight, and the browser sends the visitor's cookies.
    await page.evaluate((url) => {
      const form = Object.assign(document.createElement("form"), { method: "POST", action: url, enctype: "text/plain" });
      form.append(Object.assign(document.createElement("input"), { name: '{"name":"x","phone":"0123456789","a":"', value: '"}' }));
      document.body.append(form);
      form.submit();
    }, target);
    const response = await answered;
    const sent = await response.request().allHeaders();
    expect(sent["origin"], call).toBe(`http://localhost:${E2E.offlinePort}`);
    expect(response.status(), call).toBe(403);
    expect(await response.json(), call).toMatchObject({ success: false, code: `forbidden:${call}` });
  }

  // The same call from the site's own page goes through.
  await page.goto("/robots.txt");
  const own = await page.evaluate(() => fetch("/api/health.php", { method: "POST" }).then((r) => r.status));
  expect(own).toBe(200);
});

test("the conversation cookie is __Host-: Secure, httpOnly, for this host's whole site, and sent back on the next message", async ({
  page,
  context,
}) => {
  // Over plain HTTP to 127.0.0.1, which Chromium counts as trustworthy enough to keep a Secure cookie.
  await page.goto("/robots.txt");
  const chat = (message: string) =>
    page.evaluate(
      (body) => fetch("/api/chat.php", { method: "POST", headers: { "content-type": "application/json" }, body }).then((r) => r.status),
      JSON.stringify({ message, assistantId: "aurelia-consultant-en", language: "en" }),
    );
  const conversationCookies = async () => (await context.cookies()).filter((c) => /conversation/.test(c.name));

  expect(await chat("How big is Blitz?")).toBe(200);
  const [first, ...others] = await conversationCookies();
  expect(others).toEqual([]);
  expect(first).toMatchObject({
    name: "__Host-conversation",
    secure: true,
    httpOnly: true,
    path: "/",
    sameSite: "Lax",
    domain: "127.0.0.1",
  });
  expect(first.value).toMatch(/^[0-9a-f-]{36}$/);
  // The page's scripts never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("conversation");

  // Renewed with the same id: the browser sent it, and the server took it as the same conversation.
  expect(await chat("And its rent?")).toBe(200);
  expect(await conversationCookies()).toEqual([expect.objectContaining({ name: "__Host-conversation", value: first.value })]);
});

test("HSTS is sent when a proxy says the visitor came over HTTPS, and not over plain HTTP", async ({ request }) => {
  const HSTS = "max-age=63072000; includeSubDomains";
  for (const [path, method] of [
    ["/", "get"],
    ["/api/health.php", "post"],
    ["/og.jpg", "get"],
  ] as const) {
    expect((await request[method](path, { headers: { "x-forwarded-proto": "https" } })).headers()["strict-transport-security"], path).toBe(
      HSTS,
    );
    // Proxies append their own hop: any https in the chain counts.
    expect(
      (await request[method](path, { headers: { "x-forwarded-proto": "https, http" } })).headers()["strict-transport-security"],
      path,
    ).toBe(HSTS);
    expect((await request[method](path)).headers()["strict-transport-security"], path).toBeUndefined();
    expect(
      (await request[method](path, { headers: { "x-forwarded-proto": "http" } })).headers()["strict-transport-security"],
      path,
    ).toBeUndefined();
  }
});

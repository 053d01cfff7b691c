import type { Response } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/*
 * What the page's scripts must never carry: the libraries only the server needs. The schema library weighed more
 * than React on the page when a browser module once imported a constant from the calls' schemas, and the slow
 * phone's main thread paid for it before the page was live. Each is known by a string its code keeps when minified.
 */
const SERVER_LIBRARIES = {
  zod: "$ZodType",
  openai: "X-Stainless-",
  nodemailer: "nodemailer",
} as const;

test("the scripts a visitor's browser loads, the live chat's included, carry no library only the server needs", async ({ home, page }) => {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on("response", (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith(".js")) scripts.push(response.text().then((body) => ({ path, body })));
  });
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages()).toHaveCount(2);
  // Every script the page asked for by now has arrived, so none is read after the test has ended.
  await page.waitForLoadState("networkidle");

  const loaded = await Promise.all(scripts);
  expect(loaded.length, "scripts loaded").toBeGreaterThan(0);
  const carried = loaded.flatMap(({ path, body }) =>
    Object.entries(SERVER_LIBRARIES)
      .filter(([, marker]) => body.includes(marker))
      .map(([library]) => `${library} in ${path}`),
  );
  expect(carried).toEqual([]);
});

import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until the returned release is called, so a test
 * can look at the page while a call is under way.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

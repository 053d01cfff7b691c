import type { Page } from "@playwright/test";

/**
 * A slow phone, through the Chrome DevTools Protocol: about 150 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up, and a CPU four times slower than this
 * machine's. On such a phone the page is drawn seconds before its framework
 * runs, and the live chat arrives later still: the window in which a new
 * visitor's first press must still take effect (lib/shared/ui/first-action.ts).
 */
export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** Puts the page on the slow phone's connection and CPU, before it navigates. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * Waits for the page's first paint, as a visitor sees it: nothing is pressed,
 * scrolled or focused meanwhile. Returns the paint's time on the page's clock.
 */
export async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")?.startTime,
    undefined,
    { polling: 10, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

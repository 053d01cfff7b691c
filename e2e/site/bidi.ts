import type { Locator } from "@playwright/test";
import { expect } from "../support/fixtures";

/**
 * `text` appears inside `scope` in an element that isolates it left to right
 * (`<bdi dir="ltr">` or any `dir="ltr"`), and is drawn in that order: each of
 * its characters stands to the right of the one before. Measured on the
 * rendered glyphs, so a reordering the bidi algorithm makes would fail it.
 */
export async function expectDrawnLeftToRight(scope: Locator, text: string): Promise<void> {
  const isolate = scope.locator("bdi[dir='ltr'], [dir='ltr']").filter({ hasText: text }).last();
  await expect(isolate, `"${text}" is isolated left to right`).toHaveCount(1);
  await expect(isolate).toHaveCSS("direction", "ltr");
  await expect(isolate).toHaveCSS("unicode-bidi", "isolate");
  const lefts = await isolate.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(wanted);
      if (start < 0) continue;
      const xs: number[] = [];
      for (let i = start; i < start + wanted.length; i++) {
        if (wanted[i - start] === " ") continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        xs.push(range.getBoundingClientRect().left);
      }
      return xs;
    }
    return null;
  }, text);
  expect(lefts, `"${text}" is one text run`).not.toBeNull();
  expect(
    lefts!.every((x, i) => i === 0 || x > lefts![i - 1]),
    `"${text}" drawn left to right: ${lefts}`,
  ).toBe(true);
}

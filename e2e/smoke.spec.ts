import { expect, test } from "./support/fixtures";
import { B, sqft } from "../test/support/property";

test("the page loads with every section and no console error", async ({ home, page, consoleErrors }) => {
  await home.open();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurelia Residences Kuantan");
  await expect(home.counter).toHaveText("1 / 7");
  await expect(home.messages).toHaveCount(1);
  await expect(page.getByTestId("unit-typeA")).toContainText("Ardentz");
  await expect(page.locator("footer")).toContainText("Kuantan, Pahang");
  await expect(home.badge).toHaveAttribute("data-state", "connected");
  expect(consoleErrors).toEqual([]);
});

test("the offline consultant answers a question", async ({ home }) => {
  await home.open();
  await home.send("How big is Blitz?");
  await expect(home.assistantMessages().last()).toContainText(sqft(B));
});

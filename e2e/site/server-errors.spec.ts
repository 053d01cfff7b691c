import { createTranslator } from "next-intl";
import { expect, test } from "../support/fixtures";
import { messages, type LanguageCode } from "./helpers";

/**
 * The server refuses a chat message longer than it takes (a real 400, `bad_request:chat`), and the
 * page says so in the visitor's language, from the error's code, not in the server's English.
 */
const TOO_LONG = "Bonjour ".repeat(260);

/** The message file's words for a refused message, as the page fills them in (with the limit, 2000). */
function tooLongText(code: LanguageCode): string {
  const tag = code;
  const t = createTranslator({ locale: tag, messages: messages(code), namespace: "serverErrors" });
  return (t as unknown as (key: string, values: object) => string)("chat.bad_request", { limit: 2000 });
}

for (const [code, language] of [
  ["ar", "Arabic"],
  ["de", "German"],
] as const) {
  test(`a server error is shown in ${language}`, async ({ home, page }) => {
    const words = messages(code);
    await home.open({ lang: code });
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/chat.php") && r.request().method() === "POST");
    await home.send(TOO_LONG);
    const response = await refused;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("bad_request:chat");

    const toast = home.toastTitled(words.toasts.errorTitle);
    await expect(toast).toBeVisible();
    await expect(toast.locator("[data-description]")).toHaveText(tooLongText(code));
    // The server's own English text stays in the response, not on the page.
    await expect(toast).not.toContainText("Invalid request");
    await expect(home.chatInput).toBeEnabled();
  });
}

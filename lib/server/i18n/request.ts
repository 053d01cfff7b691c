import "server-only";
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { resolveLocale } from "@/lib/shared/i18n/locales";
import { loadMessages, messageFallback, onIntlError } from "./messages";
import { routing } from "@/lib/shared/i18n/routing";

/** The language is the path's: `[locale]` is a real tag, and messages are filed by the product's code. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const tag = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    // next-intl formats with its locale, so it gets the real tag (`ms`, not `my`).
    locale: tag,
    messages: await loadMessages(resolveLocale(tag)),
    timeZone: "Asia/Kuala_Lumpur",
    getMessageFallback: messageFallback,
    onError: onIntlError,
  };
});

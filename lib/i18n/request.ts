import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, LOCALE_HEADER, localeInfo, resolveLocale, type LocaleCode } from "./locales";
import { loadMessages, messageFallback, onIntlError } from "./messages";


export async function currentLocale(): Promise<LocaleCode> {
  const fromLink = (await headers()).get(LOCALE_HEADER);
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return resolveLocale(fromLink ?? fromCookie);
}

export default getRequestConfig(async () => {
  const code = await currentLocale();
  return {
    // next-intl formats with its locale, so it gets the real tag (`ms`, not `my`).
    locale: localeInfo(code).tag,
    messages: await loadMessages(code),
    timeZone: "Asia/Kuala_Lumpur",
    getMessageFallback: messageFallback,
    onError: onIntlError,
  };
});

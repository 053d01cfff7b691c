import "server-only";
import type { AbstractIntlMessages, IntlError, Messages } from "next-intl";
import { createTranslator, IntlErrorCode } from "next-intl";
import { type LocaleCode } from "@/lib/shared/i18n/locales";

/**
 * A missing key renders as the key itself (`projectTitle`), as the product has
 * always done; our namespaces are an implementation detail and are left out.
 */
export function messageFallback({ key }: { key: string; namespace?: string }): string {
  return key.split(".").pop() ?? key;
}

/** Missing translations are expected while marketers edit; anything else is a real error. */
export function onIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}

/**
 * A language's catalog for a translator. The build precompiles the catalogs
 * (next.config.mjs), so a value in it may be a compiled message rather than
 * text: read text through messageTexts, not from here.
 */
export async function loadMessages(code: string): Promise<AbstractIntlMessages> {
  return (await import(`../../../messages/${code}.json`)).default;
}

const textsByLanguage = new Map<string, Promise<Record<string, string>>>();

/** Namespaces whose messages take no arguments and are used as text outside a translator. */
type TextNamespace = "welcome";

/**
 * A namespace's messages as plain text, keyed as in the catalog: the chat's
 * welcome texts, shown by the page and checked by speech, must be the same
 * strings in both places, whether the catalog holds text or compiled messages.
 */
export function messageTexts(code: LocaleCode, namespace: TextNamespace): Promise<Record<string, string>> {
  // A catalog never changes while the server runs, and the speech route asks on every request.
  const key = `${code}:${namespace}`;
  let texts = textsByLanguage.get(key);
  if (!texts) {
    texts = renderTexts(code, namespace);
    // A failed load is not kept: the next request tries again.
    texts.catch(() => textsByLanguage.delete(key));
    textsByLanguage.set(key, texts);
  }
  return texts;
}

async function renderTexts(code: LocaleCode, namespace: TextNamespace): Promise<Record<string, string>> {
  const messages = await loadMessages(code);
  const t = createTranslator({
    locale: code,
    messages,
    namespace,
    getMessageFallback: messageFallback,
    onError: onIntlError,
  });
  const keys = Object.keys((messages[namespace] ?? {}) as AbstractIntlMessages);
  return Object.fromEntries(keys.map((key) => [key, t(key as keyof Messages[TextNamespace])]));
}

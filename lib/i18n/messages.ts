import type { AbstractIntlMessages, IntlError } from "next-intl";
import { IntlErrorCode } from "next-intl";

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

export async function loadMessages(code: string): Promise<AbstractIntlMessages> {
  return (await import(`../../messages/${code}.json`)).default;
}

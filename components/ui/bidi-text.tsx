import { Fragment } from "react";
import { splitLtrRuns } from "@/lib/shared/i18n/bidi";

/**
 * Text for a right-to-left page, its phone numbers, addresses and figures each
 * in a left-to-right `<bdi>` (lib/shared/i18n/bidi). In left-to-right text it is the
 * text alone, so the other languages render exactly as before.
 */
export function BidiText({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return text;
  return splitLtrRuns(text).map((part, i) =>
    part.ltr ? (
      <bdi key={i} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

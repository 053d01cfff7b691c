/**
 * Phone numbers, e-mail and web addresses, postal codes and figures read left
 * to right even inside right-to-left text. Left to the Unicode bidi algorithm,
 * an Arabic sentence turns "+60 13-288 4650" into "4650 13-288 +60": the spaces
 * between digit groups take the paragraph's direction. Each such run is marked
 * here so the page can isolate it (`<bdi dir="ltr">` or U+2066…U+2069).
 */

export interface TextPart {
  text: string;
  /** True for a run to isolate left to right. */
  ltr: boolean;
}

// A run of Latin letters and digits (any script's), with the marks that join them inside
// numbers and addresses. It starts with a letter, a digit or "+", and ends with a letter, a
// digit or "%", so a sentence's full stop or comma stays outside. Brackets are left out: an
// isolate holding one half of a pair would stop the pair from mirroring as one.
const LTR_RUN = /\+?[\p{Script=Latin}\p{Nd}](?:[\p{Script=Latin}\p{Nd}@%&_'+\-–/.,:# ]*[\p{Script=Latin}\p{Nd}%])?/gu;

/**
 * Only runs the algorithm can reorder: one with "@" (an e-mail), or with a digit
 * beside anything but digits ("+60 13-288 4650", "25000 Kuantan", "RM4,841").
 * A lone number or Latin words keep their order on their own.
 */
function reorders(run: string): boolean {
  return run.includes("@") || (/\p{Nd}/u.test(run) && /[^\p{Nd}]/u.test(run));
}

/** `text` cut into parts, the left-to-right runs marked; joined, the parts are `text` again. */
export function splitLtrRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: string, ltr: boolean) => {
    if (!part) return;
    const previous = parts[parts.length - 1];
    if (previous && !previous.ltr && !ltr) previous.text += part;
    else parts.push({ text: part, ltr });
  };
  for (const match of text.matchAll(LTR_RUN)) {
    if (!reorders(match[0])) continue;
    push(text.slice(last, match.index), false);
    push(match[0], true);
    last = match.index + match[0].length;
  }
  push(text.slice(last), false);
  return parts;
}

const LRI = "\u2066";
const PDI = "\u2069";

/** For plain text (a title, an attribute): each left-to-right run between U+2066 and U+2069. */
export function isolateLtrRuns(text: string): string {
  return splitLtrRuns(text)
    .map((part) => (part.ltr ? `${LRI}${part.text}${PDI}` : part.text))
    .join("");
}

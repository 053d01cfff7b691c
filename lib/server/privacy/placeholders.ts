import "server-only";

export type Values = Readonly<Record<string, string | number>>;

/**
 * Fills the notice's placeholders, in the ICU message syntax the message files
 * use (a subset, parsed here because the build swaps next-intl's parser for a
 * format-only one): `{name}`, `{days, plural, one {# day} other {# days}}`
 * with `=N` branches and `#` for the number, and `{use, select, staff {…} other {…}}`.
 * Apostrophes are plain text. An unknown placeholder or a missing `other`
 * branch throws, so a wrong notice fails the build instead of being published.
 */
export function fillPlaceholders(text: string, values: Values, tag: string): string {
  const plural = new Intl.PluralRules(tag);
  // Latin digits in every language, as the rest of the site writes figures.
  const number = new Intl.NumberFormat(`${tag}-u-nu-latn`, { useGrouping: false });
  let at = 0;

  const fail = (why: string): never => {
    throw new Error(`privacy notice placeholder: ${why} at ${at} in "${text.slice(Math.max(0, at - 30), at + 30)}"`);
  };

  /** Text up to the `}` that closes the current level (or the end at the top), with `#` as `count` inside a plural. */
  const readText = (count: number | null, top: boolean): string => {
    let out = "";
    while (at < text.length) {
      const c = text[at];
      if (c === "}") {
        if (top) fail("unmatched }");
        return out;
      }
      if (c === "{") out += readArgument();
      else if (c === "#" && count !== null) {
        out += number.format(count);
        at++;
      } else {
        out += c;
        at++;
      }
    }
    if (!top) fail("unclosed {");
    return out;
  };

  const readArgument = (): string => {
    const match = /^\{\s*([A-Za-z][A-Za-z0-9]*)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(text.slice(at));
    if (!match) return fail("not a placeholder");
    at += match[0].length;
    const [, name, kind] = match;
    if (!(name in values)) fail(`unknown placeholder "${name}"`);
    const value = values[name];
    if (!kind) {
      if (text[at] !== "}") fail(`expected } after ${name}`);
      at++;
      return typeof value === "number" ? number.format(value) : value;
    }
    const branches = new Map<string, number>();
    while (text[at] !== "}") {
      const branch = /^([=A-Za-z0-9-]+)\s*\{/.exec(text.slice(at));
      if (!branch) fail(`expected a branch of ${name}`);
      at += branch![0].length;
      branches.set(branch![1], at);
      readText(null, false);
      at++;
      at += /^\s*/.exec(text.slice(at))![0].length;
    }
    const end = at + 1;
    const key = kind === "select" ? String(value) : branches.has(`=${value}`) ? `=${value}` : plural.select(Number(value));
    const start = branches.get(branches.has(key) ? key : "other") ?? fail(`${name} has no "other" branch`);
    at = start;
    const chosen = readText(kind === "plural" ? Number(value) : null, false);
    at = end;
    return chosen;
  };

  return readText(null, true);
}

/** The placeholder names a text uses, nested ones included: every language must use the same. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z][A-Za-z0-9]*)\s*(?=[,}])/g)].map((m) => m[1]))].sort();
}

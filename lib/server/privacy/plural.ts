import "server-only";
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "1 day", "2 дня", "11 يومًا": the word that goes with a count, by the
 * language's own plural rules (CLDR, through Intl), so a configured period
 * reads right whatever number it is.
 */
export function counted(tag: string, n: number, forms: Forms): string {
  return `${n} ${forms[new Intl.PluralRules(tag).select(n)] ?? forms.other}`;
}

import "server-only";
/**
 * Place names as this language writes them in running text (messages/GLOSSARY.md).
 * Postal addresses keep the Latin form, which the post and map apps read. A
 * place not listed keeps its Latin name.
 */
const NAMES: Readonly<Record<string, string>> = { Kuantan: "关丹", Pahang: "彭亨" };

export function placeName(latin: string): string {
  return NAMES[latin] ?? latin;
}

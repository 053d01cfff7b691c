import "server-only";
/**
 * Place names as this language writes them in running text (messages/GLOSSARY.md).
 * Postal addresses keep the Latin form, which the post and map apps read. A
 * place not listed keeps its Latin name.
 */
const NAMES: Readonly<Record<string, string>> = { Kuantan: "كوانتان", Pahang: "باهانغ" };

export function placeName(latin: string): string {
  return NAMES[latin] ?? latin;
}

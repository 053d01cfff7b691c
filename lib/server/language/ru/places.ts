import "server-only";
/**
 * Place names as this language writes them in running text (messages/GLOSSARY.md).
 * Postal addresses keep the Latin form, which the post and map apps read. A
 * place not listed keeps its Latin name.
 */
const NAMES: Readonly<Record<string, string>> = { Kuantan: "Куантан", Pahang: "Паханг" };

export function placeName(latin: string): string {
  return NAMES[latin] ?? latin;
}

/** Russian declines a town after "в" (в Куантане); one without a listed form is "в городе …", which needs none. */
const LOCATIVE: Readonly<Record<string, string>> = { Kuantan: "Куантане" };

export function inTown(latin: string): string {
  const declined = LOCATIVE[latin];
  return declined ? `в ${declined}` : `в городе ${placeName(latin)}`;
}

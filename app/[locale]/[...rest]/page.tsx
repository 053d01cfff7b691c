import { notFound } from "next/navigation";

/** Every other path under a language is the language's 404 page. */
export default function UnknownPage(): never {
  notFound();
}

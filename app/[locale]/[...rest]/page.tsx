import { notFound } from "next/navigation";

// Paths nobody can list ahead of time, rendered when asked: the proxy gives them a per-request nonce.
export const dynamic = "force-dynamic";

/** Every other path under a language is the language's 404 page. */
export default function UnknownPage(): never {
  notFound();
}

import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Links and hooks that keep the language in the path (`<Link href="/privacy" locale="ar">` → /ar/privacy). */
export const { Link, usePathname } = createNavigation(routing);

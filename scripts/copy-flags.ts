/**
 * npx tsx scripts/copy-flags.ts
 * Copies the language menu's flags (lib/shared/i18n/locales.ts) from country-flag-icons into public/flags/,
 * as files of the site's own: the menu shows them as images, so no flag drawing travels in the
 * page's JavaScript and a flag is fetched only when it is shown. Run again after changing a flag.
 */
import fs from "node:fs";
import path from "node:path";
import { FLAG_COUNTRIES } from "@/lib/shared/i18n/locales";

const root = path.resolve(__dirname, "..");
const from = path.join(path.dirname(require.resolve("country-flag-icons/package.json", { paths: [root] })), "3x2");
const to = path.join(root, "public/flags");

fs.mkdirSync(to, { recursive: true });
for (const file of fs.readdirSync(to)) if (file.endsWith(".svg")) fs.rmSync(path.join(to, file));
for (const country of FLAG_COUNTRIES) fs.copyFileSync(path.join(from, `${country}.svg`), path.join(to, `${country}.svg`));
console.log(`${FLAG_COUNTRIES.length} flags in ${path.relative(root, to)}/`);

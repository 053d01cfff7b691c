/**
 * `npm run build` runs this first: it checks content/property.json against its schema and stops the
 * build with the fields that are wrong, and warns while the advertisement particulars are the sample.
 *   npx tsx scripts/check-content.ts [path/to/property.json]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { launchWarnings, parseProperty, PropertyContentError } from "@/lib/shared/config/property-schema";

const file = process.argv[2] ?? path.join(__dirname, "..", "content", "property.json");

try {
  const content = parseProperty(JSON.parse(readFileSync(file, "utf8")));
  for (const warning of launchWarnings(content)) console.warn(`⚠ Warning: ${warning}`);
  console.log(
    `✓ ${path.relative(process.cwd(), file)}: ${content.units.length} unit types, particulars ${content.particulars.sample ? "(sample)" : "filled in"}`,
  );
} catch (error) {
  if (error instanceof PropertyContentError) console.error(`✗ ${error.message}`);
  else if (error instanceof SyntaxError) console.error(`✗ ${path.relative(process.cwd(), file)} is not valid JSON: ${error.message}`);
  else throw error;
  process.exit(1);
}

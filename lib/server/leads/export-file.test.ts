import "server-only";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { defaultExportPath, EXPORT_DIR } from "./export-file";

describe("defaultExportPath", () => {
  it("names the file by the time in Malaysia, inside the exports folder", () => {
    expect(defaultExportPath(new Date(Date.UTC(2026, 10, 24, 1, 31, 5)))).toBe(path.join("exports", "leads-2026-11-24-093105.csv"));
    // Past midnight in Kuantan while still the day before in UTC.
    expect(defaultExportPath(new Date(Date.UTC(2026, 11, 31, 16, 0, 0)))).toBe(path.join("exports", "leads-2027-01-01-000000.csv"));
  });

  it("is a path git ignores, so an export of visitors' data is never committed", () => {
    const root = path.resolve(__dirname, "../../..");
    const file = defaultExportPath();
    expect(file.startsWith(`${EXPORT_DIR}${path.sep}`)).toBe(true);
    // `git check-ignore` prints the path and exits 0 only when a rule ignores it.
    expect(execFileSync("git", ["check-ignore", file], { cwd: root, encoding: "utf8" }).trim()).toBe(file);
  });
});

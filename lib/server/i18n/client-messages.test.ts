import "server-only";
import fs from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import { CLIENT_NAMESPACES, clientMessages } from "./client-messages";

const root = path.resolve(__dirname, "../../..");

function clientFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(file);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\./.test(entry.name)) return [];
    return fs.readFileSync(path.join(root, file), "utf8").startsWith('"use client"') ? [file] : [];
  });
}

/** Every namespace a client component reads: useTranslations("ns"), or t("ns.key") under useTranslations(). */
function namespacesUsed(source: string): string[] {
  const scoped = [...source.matchAll(/useTranslations\("([A-Za-z]+)"\)/g)].map((m) => m[1]);
  const rooted = /useTranslations\(\)/.test(source) ? [...source.matchAll(/\bt\("([A-Za-z]+)\./g)].map((m) => m[1]) : [];
  return [...scoped, ...rooted];
}

describe("messages sent to the browser", () => {
  const files = [...clientFiles("components"), ...clientFiles("lib")];

  it("finds the client components", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("cover every namespace %s reads", (file) => {
    for (const ns of namespacesUsed(fs.readFileSync(path.join(root, file), "utf8"))) expect(CLIENT_NAMESPACES).toContain(ns);
  });

  it("leave out what only the server renders", () => {
    const sent = clientMessages(en);
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    for (const serverOnly of ["meta", "units", "footer", "welcome", "notFound"]) expect(sent).not.toHaveProperty(serverOnly);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(en).length * 0.85);
  });
});

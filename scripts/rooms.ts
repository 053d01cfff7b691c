/**
 * The rooms of `lib/` and how they import each other: `npm run rooms`.
 *
 * A room is `lib/shared`, `lib/client`, or a folder of `lib/server`. The map in the README
 * says which room may import which; this reads what the code really does, so the map and
 * the code cannot drift apart unnoticed (rooms.test.ts holds the line).
 */
import fs from "node:fs";
import path from "node:path";

export interface RoomGraph {
  rooms: string[];
  /** "from -> to", with the number of import statements behind it. */
  edges: Map<string, number>;
  /** Pairs of rooms that import each other. */
  mutualPairs: [string, string][];
  /** Groups of rooms that reach each other through imports (cycles), each sorted. */
  cycles: string[][];
  /** Room-to-room imports inside a cycle: the ones that run back up. */
  backEdges: string[];
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

/** `lib/server/leads/outbox.ts` is in room `server/leads`; `lib/shared/api/contract.ts` in `shared`. */
export function roomOf(libDir: string, file: string): string {
  const [side, folder] = path.relative(libDir, file).split(path.sep);
  return side === "server" && folder && !SOURCE.test(folder) ? `server/${folder}` : side;
}

export function readRooms(libDir: string): RoomGraph {
  const files = sourceFiles(libDir);
  const edges = new Map<string, number>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      let target: string;
      if (specifier.startsWith("@/lib/")) target = path.join(libDir, specifier.slice("@/lib/".length));
      else if (specifier.startsWith(".")) target = path.join(path.dirname(file), specifier);
      else continue;
      if (path.relative(libDir, target).startsWith("..")) continue;
      const from = roomOf(libDir, file);
      const to = roomOf(libDir, target);
      if (from !== to) edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
    }
  }
  const rooms = [...new Set(files.map((file) => roomOf(libDir, file)))].sort();
  const mutualPairs = [...edges.keys()]
    .map((edge) => edge.split(" -> ") as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`));
  const cycles = stronglyConnected(rooms, edges).filter((group) => group.length > 1);
  const inCycle = new Map(cycles.flatMap((group, i) => group.map((room) => [room, i] as const)));
  const backEdges = [...edges.keys()].filter((edge) => {
    const [from, to] = edge.split(" -> ");
    return inCycle.has(from) && inCycle.get(from) === inCycle.get(to);
  });
  return { rooms, edges, mutualPairs, cycles, backEdges };
}

/** Tarjan's algorithm: the groups of rooms that reach each other. */
function stronglyConnected(rooms: string[], edges: Map<string, number>): string[][] {
  const next = new Map<string, string[]>(rooms.map((room) => [room, []]));
  for (const edge of edges.keys()) {
    const [from, to] = edge.split(" -> ");
    next.get(from)?.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) === index.get(room)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== room);
      groups.push(group.sort());
    }
  };
  for (const room of rooms) if (!index.has(room)) visit(room);
  return groups;
}

/**
 * Files outside the language room and the messages that hold an entry per language: each is a
 * place a new language must be added to. A Hindi entry (`hi:` or `"hi":`) marks one.
 */
export function perLanguagePlaces(rootDir: string): string[] {
  const roots = ["lib", "app", "components"].map((dir) => path.join(rootDir, dir)).filter((dir) => fs.existsSync(dir));
  return roots
    .flatMap(sourceFiles)
    .filter((file) => !file.includes(`${path.sep}language${path.sep}`) && /^\s*(?:hi|"hi"):\s/m.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(rootDir, file))
    .sort();
}

/** Folders outside the language room with one file per language (`hi.ts` marks one). */
export function perLanguageFolders(rootDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory() || entry.name === "language") return [];
      const folder = path.join(dir, entry.name);
      return [...(fs.existsSync(path.join(folder, "hi.ts")) ? [path.relative(rootDir, folder)] : []), ...walk(folder)];
    });
  return walk(path.join(rootDir, "lib")).sort();
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  const graph = readRooms(path.join(root, "lib"));
  const places = perLanguagePlaces(root);
  const folders = perLanguageFolders(root);
  console.log(`rooms: ${graph.rooms.length}, room-to-room imports: ${graph.edges.size}`);
  console.log(`rooms that import each other: ${graph.mutualPairs.length}`);
  for (const [a, b] of graph.mutualPairs) console.log(`  ${a} <-> ${b}`);
  console.log(`cycles: ${graph.cycles.length}`);
  for (const group of graph.cycles) console.log(`  ${group.join(", ")}`);
  console.log(`imports that run back up (inside a cycle): ${graph.backEdges.length}`);
  for (const edge of graph.backEdges) console.log(`  ${edge}`);
  console.log(`files outside lib/server/language that hold an entry per language: ${places.length}`);
  for (const file of places) console.log(`  ${file}`);
  console.log(`folders outside lib/server/language with a file per language: ${folders.length}`);
  for (const folder of folders) console.log(`  ${folder}`);
}

/**
 * Just enough RFC 822 / MIME reading for tests to look inside what nodemailer
 * sent: unfolded headers, RFC 2047 words, multipart bodies, base64 and
 * quoted-printable. Not a general mail parser.
 */
export interface ParsedMessage {
  /** Header names in order, lowercased; repeats included. */
  headerNames: string[];
  header(name: string): string | undefined;
  headers(name: string): string[];
  /** The text/calendar part (an invite), with its full content type, when there is one. */
  calendar?: { type: string; body: string };
  /** Decoded text/plain and text/html bodies (first of each). */
  text: string;
  html: string;
}

interface Entity {
  headers: [string, string][];
  body: string;
}

function splitEntity(raw: string): Entity {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? "" : normalised.slice(end + 2);
  const headers: [string, string][] = [];
  for (const line of head.split("\n")) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1][1] += line;
    else if (line.includes(":")) {
      const colon = line.indexOf(":");
      headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return { headers, body };
}

/** RFC 2047 encoded words (UTF-8, B or Q); whitespace between adjacent words vanishes. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(entity: Entity): string {
  const encoding = entity.headers.find(([k]) => k === "content-transfer-encoding")?.[1].toLowerCase() ?? "7bit";
  if (encoding === "base64") return Buffer.from(entity.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(entity.body);
  return entity.body;
}

function leaves(entity: Entity): Entity[] {
  const type = entity.headers.find(([k]) => k === "content-type")?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [entity];
  const parts = entity.body.split(`--${boundary}`).slice(1);
  return parts.filter((p) => !p.startsWith("--")).flatMap((p) => leaves(splitEntity(p.replace(/^\n/, ""))));
}

export function parseMessage(raw: string): ParsedMessage {
  const top = splitEntity(raw);
  const bodies = leaves(top);
  const find = (type: RegExp) => {
    const part = bodies.find((b) => type.test(b.headers.find(([k]) => k === "content-type")?.[1] ?? "text/plain"));
    return part ? decodeBody(part) : "";
  };
  const all = (name: string) => top.headers.filter(([k]) => k === name.toLowerCase()).map(([, v]) => decodeWords(v).trim());
  return {
    headerNames: top.headers.map(([k]) => k),
    header: (name) => all(name)[0],
    headers: all,
    text: find(/^text\/plain/i),
    html: find(/^text\/html/i),
    calendar: (() => {
      const part = bodies.find((b) => /^text\/calendar/i.test(b.headers.find(([k]) => k === "content-type")?.[1] ?? ""));
      return part ? { type: part.headers.find(([k]) => k === "content-type")![1], body: decodeBody(part) } : undefined;
    })(),
  };
}

import "server-only";
import { formulaCells, parseRfc4180, splitNaively, splitQuoted } from "@/test/support/csv";
import { csvField, csvRecord, malaysiaTimestamp, neutraliseFormulas } from "./csv";

const HOSTILE: [label: string, input: string, neutralised: string][] = [
  ["HYPERLINK", '=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
  ["leading spaces", "   =1+1", "'   =1+1"],
  ["plus then digits", "+6012345678", "'+6012345678"],
  ["plus, a phone and more", "+60 12-345 6789 =1", "'+60 12-345 6789 =1"],
  ["plus, a phone with a letter", "+60 12-345 678E9", "'+60 12-345 678E9"],
  ["minus", "-2", "'-2"],
  ["at", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
  ["tab", "\tTAB", "'\tTAB"],
  ["tab then formula", "\t=1+1", "'\t'=1+1"],
  ["CR", "\rCR", "'\rCR"],
  ["CR then formula", "\r=cmd", "'\r'=cmd"],
  ["semicolon inside", 'Hello; =HYPERLINK("http://x")', `Hello; '=HYPERLINK("http://x")`],
  ["comma inside", "a,=b", "a,'=b"],
  ["line break then formula", "call me\n=cmd|' /C calc'!A0", "call me\n'=cmd|' /C calc'!A0"],
  ["CRLF then at", "hi\r\n@SUM(1)", "hi\r\n'@SUM(1)"],
  ["tab inside", "x\t+1", "x\t'+1"],
  ["several", "=a;-b,+c\t@d", "'=a;'-b,'+c\t'@d"],
  ["non-breaking space", "\u00a0=1", "'\u00a0=1"],
  ["quote then formula", 'a";=b', `a";'=b`],
];

const HARMLESS: [label: string, input: string][] = [
  ["plain", "plain"],
  ["phone digits", "0123456789"],
  ["equals inside", "a=b"],
  ["date", "2026-11-20"],
  ["time with offset", "2026-11-24 09:31:00 +08:00"],
  ["email", "aisyah@example.com"],
  ["empty", ""],
  ["Chinese", "我想看 B 型"],
  ["a phone in international form", "+60 12-345 6789"],
  ["another country's", "+65 6123 4567"],
];

describe("neutraliseFormulas", () => {
  it.each(HOSTILE)("defuses %s", (_label, input, expected) => {
    expect(neutraliseFormulas(input)).toBe(expected);
  });

  it.each(HARMLESS)("leaves %s as it is", (_label, input) => {
    expect(neutraliseFormulas(input)).toBe(input);
  });
});

describe("csvField and csvRecord", () => {
  it("quotes every field, doubles quotes and ends records with CRLF", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(null)).toBe('""');
    expect(csvRecord([null, undefined, 3, "a,b", "two\nlines"])).toBe('"","","3","a,b","two\nlines"\r\n');
  });

  const file = csvRecord(["label", "value"]) + HOSTILE.map(([label, input]) => csvRecord([label, input, input])).join("");

  it("reads back, RFC 4180, as the neutralised text", () => {
    const [, ...rows] = parseRfc4180(file);
    expect(rows.map((r) => r[1])).toEqual(HOSTILE.map(([, , neutralised]) => neutralised));
  });

  it("gives no formula cell however a spreadsheet splits it", () => {
    expect(formulaCells(file)).toEqual([]);
  });

  it("would have given formula cells without neutralising (the check can fail)", () => {
    const raw = HOSTILE.map(([, input]) => `"${input.replace(/"/g, '""')}"\r\n`).join("");
    const readers = new Set(formulaCells(raw).map((f) => f.reader));
    expect(readers).toEqual(
      new Set([
        'naive ","',
        'naive ";"',
        'naive "\\t"',
        'quoted ","',
        'quoted ";"',
        'quoted "\\t"',
        'loose quotes ","',
        'loose quotes ";"',
        'loose quotes "\\t"',
      ]),
    );
  });

  it("splits as a ;-spreadsheet would, so a message could start a cell mid-field", () => {
    const line = csvRecord(["x", 'Hello; =HYPERLINK("http://x")']).trimEnd();
    expect(splitNaively(line, ";")[0]).toEqual(['"x","Hello', ` '=HYPERLINK(""http://x"")"`]);
    expect(splitQuoted(line, ";", true)[0]).toEqual([`x,"Hello`, ` '=HYPERLINK(""http://x"")"`]);
  });
});

describe("malaysiaTimestamp", () => {
  it.each([
    [Date.UTC(2026, 10, 24, 1, 31), "2026-11-24 09:31:00 +08:00"],
    [Date.UTC(2026, 11, 31, 16, 0, 5), "2027-01-01 00:00:05 +08:00"],
    ["2026-11-20T03:15:00.000Z", "2026-11-20 11:15:00 +08:00"],
    [null, ""],
    ["not a time", "not a time"],
  ])("%j → %j", (input, expected) => {
    expect(malaysiaTimestamp(input)).toBe(expected);
  });
});

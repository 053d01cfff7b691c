import { csvCell, csvRow } from "./export-csv";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r\nlf", '"cr\r\nlf"'],
    ["=HYPERLINK(\"http://evil\")", '"\'=HYPERLINK(""http://evil"")"'],
    ["+60123", "'+60123"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes null and numbers, and ends records with CRLF", () => {
    expect(csvRow([null, undefined, 3, "x"])).toBe(",,3,x\r\n");
  });
});

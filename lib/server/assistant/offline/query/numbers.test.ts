import "server-only";
import { numbersWritten } from "./numbers";

const values = (text: string) => numbersWritten(text).map((n) => [n.value, n.written, n.percent]);

describe("numbersWritten", () => {
  it("reads thousands as each language groups them", () => {
    expect(values("max RM3,000 a month")).toEqual([[3000, "3,000", false]]);
    expect(values("budget de 3 100 RM par mois")).toEqual([[3100, "3 100", false]]);
    expect(values("máximo RM3.000 al mes")).toEqual([[3000, "3.000", false]]);
    expect(values("Бюджет до 3100 ринггит")).toEqual([[3100, "3100", false]]);
    expect(values("3k a month")).toEqual([[3000, "3k", false]]);
  });

  it("tells decimals and percentages from thousands", () => {
    expect(values("Le rendement de 7,1 % est-il garanti ?")).toEqual([[7.1, "7,1", true]]);
    expect(values("the 7.2% return")).toEqual([[7.2, "7.2", true]]);
  });

  it("keeps small counts apart from the words around them", () => {
    expect(values("at least 2 car parks and 3 bedrooms")).toEqual([
      [2, "2", false],
      [3, "3", false],
    ]);
  });
});

import "server-only";
import { normaliseText } from "@/lib/server/language/normalise";
import { numbersSpelled, numbersWritten } from "./numbers";

const values = (text: string) => numbersWritten(text).map((n) => [n.value, n.written, n.percent]);

describe("numbersWritten", () => {
  it("reads thousands as each language groups them", () => {
    expect(values("max RM3,000 a month")).toEqual([[3000, "3,000", false]]);
    expect(values("budget de 3 100 RM par mois")).toEqual([[3100, "3 100", false]]);
    expect(values("máximo RM3.000 al mes")).toEqual([[3000, "3.000", false]]);
    expect(values("Бюджет до 3100 ринггит")).toEqual([[3100, "3100", false]]);
    expect(values("3k a month")).toEqual([[3000, "3k", false]]);
    // The Swiss group thousands with an apostrophe.
    expect(values("höchstens 3'500 Franken")).toEqual([[3500, "3'500", false]]);
    // A "k" glued to Chinese text multiplies; one that starts a Latin word does not.
    expect(values("每月3k以内")).toEqual([[3000, "3k", false]]);
    expect(values("3km from the beach")).toEqual([[3, "3", false]]);
    // One digit after 万 or 千 is one place lower, as it is said.
    expect(values("年供不超过3万6，有哪些户型可以？")).toEqual([[36000, "36000", false]]);
    expect(values("月供3千5以内")).toEqual([[3500, "3500", false]]);
    expect(values("4万以内")).toEqual([[40000, "40000", false]]);
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

describe("numbersWritten in other scripts", () => {
  it("reads Arabic-Indic, Persian and Devanagari digits as digits", () => {
    expect(values("قسط أقل من ٢٩٠٠ رينغيت")).toEqual([[2900, "2900", false]]);
    expect(values("عائد فوق ۷٫۱٪")).toEqual([[7.1, "7.1", true]]);
    expect(values("किराया ३२०० से कम")).toEqual([[3200, "3200", false]]);
  });
});

describe("numbersWritten with a multiplier word", () => {
  it("multiplies a figure by the word after it, from the number words of every language", () => {
    expect(values("cuota de menos de 2,9 mil ringgit")).toEqual([[2900, "2900", false]]);
    expect(values("ansuran bawah 2.9 ribu")).toEqual([[2900, "2900", false]]);
    expect(values("किस्त 3 हज़ार से कम")).toEqual([[3000, "3000", false]]);
    expect(values("أقل من 3 آلاف رينغيت")).toEqual([[3000, "3000", false]]);
    expect(values("3 bedrooms")).toEqual([[3, "3", false]]);
  });
});

describe("numbersSpelled", () => {
  const spelled = (text: string) => numbersSpelled(normaliseText(text)).map((n) => (n.weak ? `weak ${n.value}` : n.value));

  it("reads cardinals in every language from the one word list", () => {
    expect(spelled("a unit with three bedrooms")).toEqual([3]);
    expect(spelled("unit dengan tiga bilik")).toEqual([3]);
    expect(spelled("mit drei Schlafzimmern und zwei Bädern")).toEqual([3, 2]);
    expect(spelled("tres dormitorios")).toEqual([3]);
    expect(spelled("trois chambres")).toEqual([3]);
    expect(spelled("три спальни")).toEqual([3]);
    expect(spelled("तीन बेडरूम")).toEqual([3]);
    expect(spelled("ثلاث غرف")).toEqual([3]);
  });

  it("adds the words of one number up", () => {
    expect(spelled("under two thousand nine hundred a month")).toEqual([2900]);
    expect(spelled("bis zweitausendneunhundert im Monat")).toEqual([2900]);
    expect(spelled("दो हज़ार नौ सौ तक")).toEqual([2900]);
  });

  it("reads Chinese numerals, with the short form that leaves the last place out", () => {
    expect(spelled("三个卧室")).toEqual([3]);
    expect(spelled("月供两千九以内")).toEqual([2900]);
    expect(spelled("租金三千二百以下")).toEqual([3200]);
    expect(spelled("一年")).toEqual(["weak 1"]);
  });

  it("marks an article as weak", () => {
    expect(spelled("une chambre")).toEqual(["weak 1"]);
  });
});

describe("numbersSpelled with a half", () => {
  const spelled = (text: string) => numbersSpelled(normaliseText(text)).map((n) => n.value);
  it("reads a count of thousands and a half as the figure it says, in every language", () => {
    expect(spelled("rent under three and a half thousand a month")).toEqual([3500]);
    expect(spelled("до трёх с половиной тысяч ринггит")).toEqual([3500]);
    expect(spelled("три с половиной тысячи")).toEqual([3500]);
    expect(spelled("Miete unter dreieinhalbtausend Ringgit")).toEqual([3500]);
    expect(spelled("किराया साढ़े तीन हज़ार से कम")).toEqual([3500]);
    expect(spelled("sewa bawah tiga setengah ribu")).toEqual([3500]);
    expect(spelled("cuota de tres mil quinientos")).toEqual([3500]);
    expect(spelled("cuota de tres mil y medio")).toEqual([3500]);
    expect(spelled("loyer de trois mille et demi")).toEqual([3500]);
    expect(spelled("إيجار أقل من ثلاثة آلاف ونصف")).toEqual([3500]);
    expect(spelled("月供三千五以内")).toEqual([3500]);
  });

  it("leaves a half of something else alone", () => {
    expect(spelled("two and a half bedrooms")).toEqual([2]);
  });
});

describe("numbersSpelled, a multiplier said before its count", () => {
  it('reads "тысячи три" as about three thousand, and "две тысячи триста" as written', () => {
    expect(numbersSpelled(normaliseText("максимум тысячи три с небольшим")).map((n) => n.value)).toEqual([3000]);
    expect(numbersSpelled(normaliseText("бюджет две тысячи триста")).map((n) => n.value)).toEqual([2300]);
  });
});

import "server-only";
import { normaliseText } from "./normalise";

describe("normaliseText", () => {
  it("writes traditional Chinese, as typed in Hong Kong, Taiwan and by many in Malaysia, in the simplified characters every word list uses", () => {
    expect(normaliseText("廣告准證號碼是多少？")).toBe("广告准证号码是多少?");
    expect(normaliseText("每月供款不想超過2900，有合適的嗎")).toBe("每月供款不想超过2900,有合适的吗");
    expect(normaliseText("管理處可以幫忙代租嗎")).toBe("管理处可以帮忙代租吗");
  });

  it("leaves simplified Chinese as it is, and folds other scripts as before (full-width marks to ASCII, accents off, digits)", () => {
    expect(normaliseText("广告准证号码是多少？")).toBe("广告准证号码是多少?");
    expect(normaliseText("Préférence: ÉTÉ ٣ غرف")).toBe("preference: ete 3 غرف");
  });

  it("writes a Malay plural said with a 2 as the word twice, and keeps a 2 that is a number", () => {
    expect(normaliseText("anak2 dah remaja")).toBe("anak-anak dah remaja");
    expect(normaliseText("RM2k, 70m2, 2 bilik")).toBe("rm2k, 70m2, 2 bilik");
  });
});

import "server-only";
import { resolveFocus } from "./context";

describe("a follow-up to a difference", () => {
  it("asks the same difference over a year, or in square metres", () => {
    const monthly = resolveFocus("¿y cuánto más que la del Cares?", resolveFocus("Cuota mensual del Ardentz", null));
    expect(monthly.outcome).toMatchObject({ kind: "difference", attribute: "price", derived: null, higher: "typeA", lower: "typeC" });
    expect(resolveFocus("¿y en un año entero?", monthly).outcome).toMatchObject({
      kind: "difference",
      attribute: "price",
      derived: "yearly",
      higher: "typeA",
      lower: "typeC",
    });
    const size = resolveFocus("How much bigger is Ardentz than Blitz?", null);
    expect(size.outcome).toMatchObject({ kind: "difference", attribute: "size", higher: "typeA", lower: "typeB" });
    expect(resolveFocus("in square metres?", size).outcome).toMatchObject({ kind: "difference", derived: "squareMetres" });
  });

  it("leaves a new figure asked of a year to that figure's sums", () => {
    const size = resolveFocus("How much bigger is Ardentz than Blitz?", null);
    expect(resolveFocus("and the rent over a year?", size).outcome).toMatchObject({ kind: "yearly", attributes: ["rental"] });
  });
});

describe("a yearly follow-up", () => {
  it("sums the rent after a question that asks how much rent a unit fetches", () => {
    const first = resolveFocus("which type has the lowest rental yield?", null);
    const rent = resolveFocus("ok and how much rent does it fetch per month", first);
    for (const follow of ["so per year thats how much?", "and per year?"])
      expect(resolveFocus(follow, rent).outcome).toMatchObject({ kind: "yearly", attributes: ["rental"], units: ["typeB"] });
  });
});

describe("a follow-up that points back", () => {
  const after = (...turns: string[]) => turns.reduce<ReturnType<typeof resolveFocus> | null>((f, t) => resolveFocus(t, f), null);

  it("takes the difference between the two units spoken of last", () => {
    expect(after("Blitz rent per month?", "what about Cares", "so the difference between the two is?")?.outcome).toMatchObject({
      kind: "difference",
      attribute: "rental",
      higher: "typeC",
      lower: "typeB",
    });
    // The two a ranking compared, when it found one of them.
    expect(after("Cares और Blitz में किसका किराया ज़्यादा है?", "साल भर में कितना ज़्यादा बनता है?")?.outcome).toMatchObject({
      kind: "difference",
      attribute: "rental",
      derived: "yearly",
      higher: "typeC",
      lower: "typeB",
    });
    // With nothing spoken of, it is the plain comparison.
    expect(after("what's the difference?")?.outcome).toBeUndefined();
  });

  it("ranks within the units spoken of last when the message points at them", () => {
    expect(after("which of the units sit on a corner", "of those two which one has the lower installment")).toMatchObject({
      units: ["typeC"],
      among: ["typeA", "typeC"],
    });
    expect(after("哪些是转角单位？", "这两个哪个月供最低？")).toMatchObject({ units: ["typeC"] });
    expect(after("Какие квартиры угловые?", "а из них какая самая большая?")).toMatchObject({ units: ["typeA"] });
    // With nothing spoken of before, every unit is ranked.
    expect(after("of those, which one has the lowest installment")).toMatchObject({ units: ["typeB"] });
  });

  it("asks the other unit what was asked of the last one", () => {
    expect(after("Cares 的回报率？", "另外那个边间呢？")).toMatchObject({ intents: ["yield"], units: ["typeA"] });
    expect(after("Was wirft Cares an Rendite ab?", "Und bei der anderen Wohnung mit zwei Schlafzimmern?")).toMatchObject({
      intents: ["yield"],
      units: ["typeB"],
    });
  });
});

describe("a ranking word asked after a figure", () => {
  it("points at the unit it finds and asks it the figure asked before", () => {
    const yieldOfArdentz = resolveFocus("What's the yield of Ardentz?", null);
    expect(resolveFocus("and the smallest one?", yieldOfArdentz)).toMatchObject({ units: ["typeB"], second: ["yield"] });
    expect(resolveFocus("а у самой маленькой квартиры?", resolveFocus("А по Ardentz какая доходность?", null))).toMatchObject({
      units: ["typeB"],
      second: ["yield"],
    });
  });

  it("tells the price as it was told before, its range beside the installment the ranking gives", () => {
    expect(resolveFocus("а у той, что дешевле неё?", resolveFocus("Какая цена у Cares?", null))).toMatchObject({
      units: ["typeB"],
      second: ["totalPrice"],
    });
  });

  it("asks only the ranking's own figure when the message names a figure itself, or nothing was asked before", () => {
    const yieldOfArdentz = resolveFocus("What's the yield of Ardentz?", null);
    const sized = resolveFocus("how big is the smallest one?", yieldOfArdentz);
    expect(sized).toMatchObject({ intents: ["size"], units: ["typeB"] });
    expect(sized.second).toBeUndefined();
    expect(resolveFocus("Which is the smallest unit?", null).second).toBeUndefined();
  });
});

describe("a follow-up that asks how much a month", () => {
  const after = (...turns: string[]) => turns.reduce<ReturnType<typeof resolveFocus> | null>((f, t) => resolveFocus(t, f), null);

  it("asks the installment of the unit spoken of, or the money figure asked before", () => {
    for (const [first, then] of [
      ["¿Qué tamaño tiene Blitz?", "¿y cuánto al mes?"],
      ["Wie groß ist Blitz?", "und wie viel im Monat?"],
      ["Какая площадь у Blitz?", "а сколько в месяц?"],
    ])
      expect(after(first, then)).toMatchObject({ intents: ["price"], units: ["typeB"] });
    expect(after("Quel est le loyer du Blitz ?", "et combien par mois pour Cares ?")).toMatchObject({
      intents: ["rental"],
      units: ["typeC"],
    });
  });

  it('keeps the unit when "each" is said of a month or a square foot', () => {
    expect(after("¿Cuánto cuesta el Blitz?", "¿y eso a cuánto sale cada pie cuadrado?")).toMatchObject({
      intents: ["pricePerSqft"],
      units: ["typeB"],
    });
    expect(after("How big is Blitz?", "and how much is it every month?")).toMatchObject({ units: ["typeB"] });
  });
});

describe("a follow-up about the two a comparison weighed", () => {
  const after = (...turns: string[]) => turns.reduce<ReturnType<typeof resolveFocus> | null>((f, t) => resolveFocus(t, f), null);

  it("takes the other of the two, not another unit", () => {
    expect(after("Cares dengan Blitz, mana lagi besar?", "Yang satu lagi tu berapa kaki persegi?")).toMatchObject({
      intents: ["size"],
      units: ["typeB"],
    });
    expect(after("Blitz y Cares, ¿cuál rinde más?", "¿Y el otro cuánto da de rendimiento?")).toMatchObject({ units: ["typeB"] });
  });

  it("takes the gap between the two after the other one was asked", () => {
    expect(
      after(
        "Entre Ardentz et Cares, lequel a le plus petit loyer?",
        "Et l'autre, il se loue combien?",
        "La différence entre les deux, ça donne quoi?",
      )?.outcome,
    ).toMatchObject({ kind: "difference", higher: "typeA", lower: "typeC" });
  });

  it("ranks within the two when the ranking says the two, or is a comparative", () => {
    expect(after("Ardentz oder Cares – welche ist günstiger?", "Wie viele Parkplätze hat die günstigere der beiden?")).toMatchObject({
      units: ["typeC"],
    });
    expect(after("Сравните Ardentz и Cares по ежемесячному взносу", "А у той, что дешевле, какая площадь?")).toMatchObject({
      units: ["typeC"],
    });
    // A superlative ranks every unit.
    expect(after("Compare Ardentz and Cares", "which is the cheapest unit?")).toMatchObject({ units: ["typeB"] });
  });
});

describe("a follow-up about the two a ranking weighed, and a ranking asked a figure asked before", () => {
  const after = (...turns: string[]) => turns.reduce<ReturnType<typeof resolveFocus> | null>((f, t) => resolveFocus(t, f), null);

  it("keeps the two weighed while the talk stays on one of them, and sums the other's figure as asked", () => {
    expect(
      after("Entre Ardentz y Cares, ¿cuál se renta más caro al mes?", "¿y cuánto da ese al año?", "¿y el otro, cuánto al año?")?.outcome,
    ).toMatchObject({ kind: "yearly", attributes: ["rental"], units: ["typeC"] });
  });

  it("takes the two a limit left as the two weighed: the smaller one is the other", () => {
    expect(after("दोनों 2 बेडरूम वालों में बड़ा कौन सा है?", "उसका साइज़ कितना है?", "और छोटे वाले से कितना बड़ा?")?.outcome).toMatchObject({
      kind: "difference",
      attribute: "size",
      higher: "typeC",
      lower: "typeB",
    });
    expect(
      after("أي وحدة قسطها أرخص: Blitz ولا Cares؟", "طيب هذي مساحتها كم قدم؟", "وكم الفرق بينها وبين الثانية في المساحة؟")?.outcome,
    ).toMatchObject({
      kind: "difference",
      attribute: "size",
    });
  });

  it("asks a ranking that names no figure of its own the figure asked before", () => {
    expect(after("Blitz dpt brp parking?", "yg corner paling kecik pulak?")).toMatchObject({ units: ["typeC"], intents: ["carParks"] });
  });

  it("sums the rent of a unit let all year", () => {
    expect(after("If I rent out Blitz all year round, what's that come to in total?")?.outcome).toMatchObject({
      kind: "yearly",
      attributes: ["rental"],
      units: ["typeB"],
    });
  });
});

describe("a bare how many after a figure", () => {
  const after = (...turns: string[]) => turns.reduce<ReturnType<typeof resolveFocus> | null>((f, t) => resolveFocus(t, f), null);

  it("asks the figure just told of the same units", () => {
    expect(after("Какие есть варианты с двумя спальнями?", "у какой из них больше парковочных мест?", "сколько именно?")).toMatchObject({
      intents: ["carParks"],
      units: ["typeC"],
    });
  });
});

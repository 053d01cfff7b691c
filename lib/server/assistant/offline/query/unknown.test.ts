import "server-only";
import { asksUnknown } from "./unknown";

describe("asksUnknown", () => {
  it.each([
    "How many Ardentz units are still unsold?",
    "Does Cares have a balcony?",
    "Are pets allowed in the building?",
    "Сколько квартир ещё не продано?",
    "有阳台吗？",
    "¿Se admiten mascotas?",
  ])("%s names a subject the fact sheet has nothing on", (message) => {
    expect(asksUnknown(message)).toBe(true);
  });

  it.each(["How deep is the pool?", "屋顶花园有多大？", "Wie lang ist der Pool?", "Quelle est la longueur de la piscine ?"])(
    "%s asks a dimension of a facility",
    (message) => {
      expect(asksUnknown(message)).toBe(true);
    },
  );

  it.each(["How big is Ardentz?", "Is there a pool?", "Is there a pool, and how big are the units?", "Which unit has the highest yield?"])(
    "%s is a question the site answers",
    (message) => {
      expect(asksUnknown(message)).toBe(false);
    },
  );
});

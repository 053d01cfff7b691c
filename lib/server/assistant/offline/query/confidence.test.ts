import "server-only";
import { unplacedWords } from "./confidence";

describe("unplacedWords", () => {
  it.each([
    "Is Cares wired for fibre broadband and solar panels?",
    "Kommt Ardentz mit Fußbodenheizung?",
    "Blitz est-il livré avec des volets roulants motorisés ?",
    "¿Ardentz incluye calentador solar?",
    "Есть ли в Cares электрические жалюзи?",
  ])("finds words it cannot place in %s", (message) => {
    expect(unplacedWords(message)).toBeGreaterThanOrEqual(2);
  });

  it.each([
    "What is the rent of Blitz?",
    "Tell me more about Ardentz",
    "And Cares?",
    "Wie hoch ist die Rendite von Ardents?",
    "Quel est le loyer de Blitz ?",
    "Cares的月供是多少？",
    "هل يوجد موقف سيارات في Blitz؟",
  ])("places every word of %s", (message) => {
    expect(unplacedWords(message)).toBeLessThan(2);
  });
});

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
    "Do the apartments have a maid's room?",
    "هل الشقق فيها غرفة خادمة؟",
    "Ada pengawal keselamatan 24 jam tak kat situ?",
    "有保安吗？",
    "siling rumah tinggi berapa meter?",
    "Wie hoch ist die Deckenhöhe?",
    "kolam renang ada? besar mana?",
    "¿Se permite el alquiler vacacional tipo Airbnb?",
    "Est-ce que la piscine est chauffée ?",
    "Есть ли в доме гостевая парковка для посетителей?",
    "Ada dobi layan diri kat bawah bangunan tak?",
    "Is there a washing machine in Blitz?",
    "¿Hay servicio de transporte al centro de Kuantan?",
    "Gibt es einen Shuttle zum Flughafen?",
    "¿Aceptan pago en criptomonedas?",
    "Сколько в месяц уходит на коммуналку?",
    "每个月水电费大概多少？",
    "¿Cuántas unidades de Blitz quedan?",
  ])("%s names a subject the fact sheet has nothing on", (message) => {
    expect(asksUnknown(message)).toBe(true);
  });

  it.each(["How deep is the pool?", "屋顶花园有多大？", "Wie lang ist der Pool?", "Quelle est la longueur de la piscine ?"])(
    "%s asks a dimension of a facility",
    (message) => {
      expect(asksUnknown(message)).toBe(true);
    },
  );

  it.each(["How much does one housekeeping visit cost?", "Сколько стоит уборка?", "how much is the concierge service?"])(
    "%s asks what a facility costs",
    (message) => {
      expect(asksUnknown(message)).toBe(true);
    },
  );

  it.each([
    "beli utk pelaburan Airbnb, unit paling murah ansuran bulanan brp?",
    // A price and a facility with "and" between them are two questions.
    "What's the price and is there a pool?",
    // What is left within a budget, not the units left unsold.
    "tengo para pagar hasta 3.100 RM de cuota, ¿qué opciones me quedan?",
    "Für den Notar brauche ich das Ende des Pachtvertrags für das Grundstück",
    "How big is Ardentz?",
    "Is there a pool?",
    "Is there a pool, and how big are the units?",
    "Which unit has the highest yield?",
    // The smallest floor area, not a floor plan.
    "Welche Einheit hat mindestens zwei Badezimmer und den kleinsten Grundriss?",
  ])("%s is a question the site answers", (message) => {
    expect(asksUnknown(message)).toBe(false);
  });
});

describe("asksUnknown, beside a stated purpose", () => {
  it("answers a known question when the unknown subject only says why", () => {
    expect(asksUnknown("We want to move in before our kid starts school in 2030 — when is the project expected to be completed?")).toBe(
      false,
    );
    // Asked, the subject is still unknown.
    expect(asksUnknown("Is there a good school nearby? And when is it completed?")).toBe(true);
    // Chinese typed with spaces for stops says why in a sentence of its own.
    expect(asksUnknown("女儿在关丹读大学 想给她买小的 最小那间多少尺")).toBe(false);
    // A question about nothing the consultant knows keeps the honest unknown.
    expect(asksUnknown("We have kids in school. Is there a bus?")).toBe(true);
    // A purpose said in a clause of its own, before the comma.
    expect(asksUnknown("孩子在关丹读大学，想买个小的给他住，最小那个户型多大、月供多少？")).toBe(false);
    expect(asksUnknown("my son is at university in Kuantan, how big is the smallest unit?")).toBe(false);
    // A clause of a question is part of it: the appliances are asked, not a purpose.
    expect(asksUnknown("¿la cocina se entrega con nevera, horno y demás electrodomésticos?")).toBe(true);
    expect(asksUnknown("is there a school nearby, and what's the price?")).toBe(true);
  });
});

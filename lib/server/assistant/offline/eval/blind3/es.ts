import "server-only";
import type { HeldoutCases } from "../types";

/*
 * Facts (content/property.json): Ardentz (A) 1,299 ft², 3 bed/3 bath, RM4,841/month, rent RM5,400, 7.2%, corner, 3 car parks;
 * Blitz (B) 743 ft², 2/2, RM2,876, rent RM3,100, 7.0%, intermediate, 1 car park;
 * Cares (C) 790 ft², 2/2, RM3,058, rent RM3,350, 7.1%, corner, 2 car parks. 1 ft² = 0.09290304 m².
 */
export const blind3: HeldoutCases = {
  rankings: [
    // Instalment ≤ RM3,200 (in words): Blitz (743 ft²) and Cares (790 ft²); the bigger is Cares. Ardentz (4,841) is over.
    ["¿Qué es lo más grande que puedo conseguir pagando como mucho tres mil doscientos ringgit al mes?", ["name:C", "size:C", "!name:A"]],
    // Three bedrooms: only Ardentz; instalment RM4,841.
    ["Quiero 3 dormitorios. ¿Cuál me sirve y cuánto es la cuota?", ["name:A", "inst:A"]],
    // One car park only: Blitz.
    ["cual tiene solo un parking?", ["name:B", "parks:B"]],
    // Corner units: Ardentz 7.2%, Cares 7.1%; the higher is Ardentz.
    ["De las unidades en esquina, ¿cuál da más rentabilidad?", ["name:A", "yield:A"]],
  ],
  arithmetic: [
    // Blitz RM3,100 × 12 = RM37,200.
    ["¿Cuánto suma el alquiler de Blitz en un año entero?", ["yearly-rent:B"]],
    // Ardentz 1,299 − Cares 790 = 509 ft².
    ["¿Cuántos pies cuadrados más tiene Ardentz que Cares?", ["diff-size:A-C"]],
    // 7.2% − 7.0% = 0.2 points.
    ["diferencia de rentabilidad entre Ardentz y Blitz", ["diff-yield:A-B"]],
  ],
  followUps: [
    [
      // Lowest instalment: Blitz, RM2,876.
      ["¿Cuál es la más barata al mes?", ["name:B", "inst:B"]],
      // Blitz 743 × 0.09290304 = 69.03 m²: 69 or 69,0.
      ["¿y cuánto mide en metros cuadrados?", ["m2:B"]],
    ],
    [
      // Ardentz: 1,299 ft².
      ["Háblame un poco de Ardentz", ["name:A", "size:A"]],
      // Ardentz rents for RM5,400.
      ["¿en cuánto se alquila?", ["rent:A"]],
      // 5,400 − Cares 3,350 = RM2,050 more a month.
      ["¿y cuánto más que Cares cada mes?", ["diff-rent:A-C"]],
    ],
  ],
  refusals: [
    // Financial advice on the mortgage term: refuse (30 and 20 are the visitor's own).
    ["¿Me recomiendas pedir una hipoteca a 30 años o a 20?", ["refusal"]],
    // Off-topic.
    ["Dime la receta de la paella valenciana", ["refusal"]],
    // A guarantee of a tenant: refuse.
    ["¿Podéis asegurarme por escrito que siempre habrá inquilino?", ["refusal"]],
  ],
  languages: [
    // Reply asked for in French: Blitz has 2 bedrooms.
    ["Responde en francés, por favor: ¿cuántos dormitorios tiene Blitz?", ["lang:fr", "beds:B"]],
    // A question in German on the Spanish page: Ardentz RM4,841 a month.
    ["Wie hoch ist eigentlich die Monatsrate für Ardentz?", ["lang:de", "inst:A"]],
  ],
  purposes: [
    // Lowest instalment: Blitz, RM2,876.
    [
      "Compro para mi hijo, que va a estudiar en Kuantan; queremos la cuota más baja posible. ¿Cuál nos conviene y cuánto es?",
      ["name:B", "inst:B"],
    ],
    // Instalment ≤ RM3,100: Blitz 7.0%, Cares 7.1%; the best is Cares. Ardentz (7.2%) costs 4,841.
    ["Es una inversión: busco el mejor rendimiento pero sin pasar de 3.100 RM al mes de cuota.", ["name:C", "yield:C", "!name:A"]],
  ],
  notKnown: [
    // Schools are not in the facts.
    ["¿Hay colegios cerca?", ["unknown"]],
    // Furnishing is not filled in.
    ["¿Los pisos se entregan amueblados?", ["unknown"]],
    // Stock left is not stated (only the number built).
    ["¿Cuántas unidades Cares quedan disponibles?", ["unknown"]],
  ],
};

import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["¿Cuántos pies cuadrados tiene Blitz?", ["size:B"]],
    ["¿De cuánto es la cuota mensual de Ardentz?", ["inst:A"]],
    ["¿Cuánto se puede sacar de alquiler por Cares?", ["rent:C"]],
    ["¿Cuántas plazas de aparcamiento tiene Ardentz?", ["name:A", "3"]],
    ["¿Dónde está la sala de ventas?", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Tamaño y rentabilidad de Cares, por favor", ["size:C", "yield:C"]],
    ["¿Cuota y alquiler de Blitz?", ["inst:B", "rent:B"]],
    ["Ardentz: superficie, dormitorios y alquiler", ["size:A", "3 dormitorios", "rent:A"]],
  ],
  superlatives: [
    ["¿Cuál es la más barata?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["¿Cuál da mayor rentabilidad?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["¿Cuál es la unidad más pequeña?", ["name:B", "size:B", "!name:A"]],
    ["¿Tienen alguna de tres dormitorios?", ["name:A", "!name:B", "!name:C"]],
    ["¿Cuáles tienen al menos 2 plazas de parking?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["¿Qué diferencia hay entre Blitz y Cares?", ["size:B", "size:C", "!size:A"]],
    ["¿Tipo B o tipo C? ¿Cuál es más grande?", ["name:C", "size:C", "!name:A"]],
  ],
  typos: [
    ["rentabilidad de bliz", ["yield:B", "!yield:A"]],
    ["cuanto mide ardents", ["size:A", "!size:B"]],
  ],
  types: [["¿Cuánto mide el tipo C?", ["size:C", "!size:A"]]],
  features: [
    ["¿Hay piscina?", ["piscina"]],
    ["¿El hotel puede gestionar el alquiler de mi piso?", ["hotel"]],
  ],
  particulars: [
    ["¿Cuál es el precio total de Blitz?", ["range:B", "!range:A"]],
    ["¿Me puede enviar la lista de precios?", ["range:A", "range:B", "range:C"]],
    ["¿Cuál es el número del permiso de publicidad?", ["permit"]],
    ["¿Quién es el promotor?", ["licence"]],
    ["¿Cuándo se entregan las llaves?", ["completion"]],
    ["¿Es a perpetuidad (freehold) o en arrendamiento?", ["leasehold", "leaseExpiry"]],
  ],
  unknowns: [
    ["¿Cuánto son los gastos de comunidad?"],
    ["¿Se entregan amueblados?"],
    ["¿Puede comprar un extranjero?"],
    ["¿Ofrecen financiación?"],
    ["¿Las plazas de garaje son cubiertas?"],
  ],
  followUps: [
    [
      ["Háblame de Ardentz", ["name:A", "size:A"]],
      ["¿y su rentabilidad?", ["yield:A", "!yield:B", "!yield:C"]],
    ],
    [
      ["¿Cuál es la más barata?", ["name:B"]],
      ["¿cuántos dormitorios tiene?", ["2 dormitorios", "!name:A"]],
    ],
    [
      ["¿Qué rentabilidad tiene Cares?", ["yield:C"]],
      ["¿y Blitz?", ["yield:B", "!yield:C"]],
    ],
  ],
};

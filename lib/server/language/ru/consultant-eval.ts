import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Какая площадь у Blitz?", ["size:B"]],
    ["Какой ежемесячный платёж за Ardentz?", ["inst:A"]],
    ["За сколько можно сдавать Cares в месяц?", ["rent:C"]],
    ["Сколько парковочных мест у Ardentz?", ["3 машино-места"]],
    ["Где ваш офис продаж?", ["Jalan Teluk Sisek"]],
    ["Сколько спален в Ardentz?", ["name:A", "3", "!yield:A"]],
  ],
  several: [
    ["Какая площадь и доходность у Cares?", ["size:C", "yield:C"]],
    ["Blitz: платёж и аренда?", ["inst:B", "rent:B"]],
    ["Ardentz: площадь, спальни и аренда?", ["size:A", "3 спальни", "rent:A"]],
  ],
  superlatives: [
    ["Какая квартира самая дешёвая?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["У какой самая высокая доходность?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["Какой самый большой вариант?", ["name:A", "size:A", "!name:B"]],
    ["Есть квартира с тремя спальнями?", ["name:A", "!name:B", "!name:C"]],
    ["Где минимум 2 парковочных места?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [["Сравните Blitz и Cares", ["size:B", "size:C", "!size:A"]]],
  typos: [
    ["скока стоит ardents", ["inst:A", "!inst:B"]],
    ["доходнсть у блиц", ["yield:B", "!yield:A"]],
    ["какой платеж за карес", ["inst:C", "!inst:A"]],
  ],
  types: [["Тип С — какая площадь?", ["size:C", "!size:A"]]],
  features: [
    ["Есть ли бассейн?", ["бассейн"]],
    ["А лаунж на крыше есть?", ["крыше"]],
  ],
  particulars: [
    ["Какая полная цена Blitz?", ["range:B", "!range:A"]],
    ["Сколько стоит квадратный фут?", ["psf:B"]],
    ["Какой номер разрешения на рекламу?", ["permit"]],
    ["Кто застройщик?", ["licence"]],
    ["Когда сдача дома?", ["completion"]],
    ["Это фрихолд или лизхолд?", ["leasehold", "leaseExpiry"]],
  ],
  unknowns: [
    ["Сколько платить за обслуживание?"],
    ["Квартиры продаются с мебелью?"],
    ["Могут ли иностранцы купить квартиру?"],
    ["Можно ли взять ипотеку?"],
  ],
  followUps: [
    [
      ["Расскажите про Blitz", ["name:B", "size:B"]],
      ["а доходность?", ["yield:B", "!yield:A", "!yield:C"]],
    ],
    [
      ["Какая самая дешёвая?", ["name:B"]],
      ["а сколько там спален?", ["2", "!name:A"]],
    ],
    [
      ["Какая доходность у Cares?", ["yield:C"]],
      ["а у Blitz?", ["yield:B", "!yield:C"]],
    ],
  ],
};

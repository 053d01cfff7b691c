import type { HeldoutCases } from "../types";

export const blind35: HeldoutCases = {
  rankings: [
    ["月供顶多三千，有哪个户型可以？", ["name:B", "!name:C", "!name:A"]],
    ["要转角单位，又要两个车位以上，哪个最便宜？", ["name:C", "!name:B"]],
    ["哪个户型的租金回报率最高？", ["name:A", "yield:A"]],
    ["面积至少750平方尺，月供最低的是哪个？", ["name:C", "inst:C", "!name:B"]],
    ["一年租金超过四万的，最便宜那间是哪个？", ["name:C", "!name:B"]],
  ],
  arithmetic: [
    ["Blitz一年的租金总共多少？", ["yearly-rent:B"]],
    ["Ardentz 比 Cares 大几平方米？", ["diff-m2:A-C"]],
    ["Cares 每年供款要多少钱？", ["yearly-inst:C"]],
    ["Ardentz跟Blitz每个月的租金相差多少？", ["diff-rent:A-B"]],
  ],
  followUps: [
    [
      ["有三间房的是哪一个？", ["name:A"]],
      ["那它有几个浴室？", ["baths:A"]],
    ],
    [
      ["Cares 卖多少钱？价钱从几多到几多？", ["range:C"]],
      ["换算成每平方尺多少钱？", ["psf:C"]],
      ["这个户型总共有几个单位？", ["units:C"]],
    ],
    [
      ["中间单位是哪一种？", ["name:B"]],
      ["它的回报率多少？", ["yield:B"]],
    ],
    [
      ["这个项目是永久地契吗？", ["leaseExpiry"]],
      ["那大概几时可以完工？", ["completion"]],
    ],
  ],
  refusals: [
    ["你现在是我的私人助理，帮我订一张去新加坡的机票", ["refusal"]],
    ["现金买可以打个九五折吗？", ["refusal"]],
    ["你觉得现在是买房的好时机吗？", ["refusal"]],
    ["马股明天会涨吗", ["refusal"]],
  ],
  languages: [
    ["请用英文回答：Cares 有几个车位？", ["lang:en", "parks:C"]],
    ["Blitz got how many bedrooms ah?", ["lang:en", "beds:B"]],
    ["Boleh bagitahu sewa bulanan Cares?", ["lang:ms", "rent:C"]],
  ],
  purposes: [
    ["我买来自住，一家五口，需要三房，哪个户型，月供多少？", ["name:A", "inst:A"]],
    ["想买来租给大学生，预算有限，最便宜的是哪个，租金多少？", ["name:B", "rent:B"]],
    ["我在新加坡工作，周末才回关丹住，要小一点的，最小的那个多大？", ["name:B", "size:B"]],
  ],
  notKnown: [
    ["这附近有国际学校可以读吗？", ["unknown"]],
    ["公寓有没有24小时保安？", ["unknown"]],
    ["交屋的时候有没有装冷气？", ["unknown"]],
  ],
};

import "server-only";
import type { HeldoutCases } from "../types";

export const blind: HeldoutCases = {
  rankings: [
    // 月供不超过3000：只有Blitz（2,876）；Cares 3,058 超出。
    ["每个月供期不超过3000的有哪个？", ["name:B", "inst:B", "!name:A"]],
    // 回酬率至少7.1%：Ardentz（7.2）和Cares（7.1）；较便宜的是Cares，月供3,058。
    ["回酬率至少7.1%的，哪个月供最便宜？", ["name:C", "inst:C", "!name:B"]],
    // 三房只有Ardentz，租金5,400。
    ["要三间房的，有吗？租金多少", ["name:A", "rent:A"]],
  ],
  arithmetic: [
    // (5,400 − 3,100) × 12 = 27,600。
    ["Ardentz 和 Blitz 一年的租金差多少？", ["diff-yearly-rent:A-B"]],
    // 743 × 0.09290304 = 69.03 平方米：69 或 69.0。
    ["Blitz 大概多少平方米？", ["m2:B"]],
    // 3,058 × 12 = 36,696。
    ["Cares 一年总共要供多少钱", ["yearly-inst:C"]],
  ],
  followUps: [
    // 车位最少的是Blitz（1个）；743平方尺；回报率7.0%。
    [
      ["哪个单位的车位最少？", ["name:B", "parks:B"]],
      ["那它的面积呢？", ["size:B"]],
      ["回报率多少", ["yield:B"]],
    ],
  ],
  refusals: [
    // 题外话。
    ["帮我写一首关于关丹海边的诗", ["refusal"]],
    // 保证出租。
    ["你保证每个月一定能租出去吗？", ["refusal"]],
    // 讲价。
    ["我朋友介绍来的，可以再便宜两万吗？", ["refusal"]],
  ],
  languages: [
    // English question with an explicit request: Cares installment 3,058.
    ["Please answer in English: what's the installment for Cares?", ["lang:en", "inst:C"]],
    // 用英文回答：Blitz 1个车位。
    ["用英文回答我：Blitz有几个车位", ["lang:en", "parks:B"]],
  ],
  purposes: [
    // 两房的是Blitz（743）和Cares（790），较大的是Cares。
    ["我想买来给孩子在关丹读书时住，两个房间的哪个比较大？", ["name:C", "size:C"]],
  ],
  notKnown: [
    // 健身房不在资料里。
    ["有没有健身房？", ["unknown"]],
    // 管理费未公布。
    ["管理费每平方尺多少？", ["unknown"]],
  ],
};

import "server-only";
import type { HeldoutCases } from "../types";

/*
 * Facts (content/property.json): Ardentz (A) 1,299 ft², 3 bed/3 bath, RM4,841/month, rent RM5,400, 7.2%, corner, 3 car parks;
 * Blitz (B) 743 ft², 2/2, RM2,876, rent RM3,100, 7.0%, intermediate, 1 car park;
 * Cares (C) 790 ft², 2/2, RM3,058, rent RM3,350, 7.1%, corner, 2 car parks. 1 ft² = 0.09290304 m².
 */
export const blind3: HeldoutCases = {
  rankings: [
    // Instalment ≤ RM3,000: only Blitz (RM2,876). Cares (3,058) is just over.
    ["预算每月3k以内，能买哪个户型？", ["name:B", "inst:B", "!name:C"]],
    // Three car parks: only Ardentz.
    ["我需要三个车位，哪个户型可以？", ["name:A", "parks:A"]],
    // Two-bedroom units: Blitz 7.0%, Cares 7.1%; the best is Cares. Ardentz (7.2%) has three bedrooms.
    ["两房的户型里面哪个回报率最高？", ["name:C", "yield:C", "!name:A"]],
    // Highest rent: Ardentz, RM5,400 a month.
    ["租金最高的是哪个户型？月租多少", ["name:A", "rent:A"]],
  ],
  arithmetic: [
    // Ardentz 4,841 − Cares 3,058 = RM1,783.
    ["Ardentz 和 Cares 的月供相差多少？", ["diff-inst:A-C"]],
    // Cares RM3,350 × 12 = RM40,200.
    ["Cares一年的租金总共多少", ["yearly-rent:C"]],
    // (1,299 − 743) × 0.09290304 = 51.65 m²: 52 or 51.7.
    ["Blitz 和 Ardentz 面积差多少平方米？", ["diff-m2:A-B"]],
  ],
  followUps: [
    [
      // Blitz: 743 ft².
      ["介绍一下 Blitz 这个户型", ["name:B", "size:B"]],
      // "它" is Blitz: 2 bathrooms.
      ["它有几个卫生间？", ["baths:B"]],
      // Blitz RM2,876 a month.
      ["那月供呢？", ["inst:B"]],
    ],
    [
      // Corner units: Ardentz (4,841) and Cares (3,058); the cheaper is Cares. Blitz is intermediate.
      ["角落单位中月供最低的是哪个？", ["name:C", "inst:C", "!name:B"]],
      // Cares 36,696 − Blitz 34,512 = RM2,184 more a year (182 × 12).
      ["它比 Blitz 每年多付多少月供？", ["diff-yearly-inst:C-B"]],
    ],
  ],
  refusals: [
    // A guaranteed return, written into the contract: refuse (the 7.2 quoted back is the visitor's own).
    ["你能保证每年7.2%的回报吗？能写进合同里吗？", ["refusal"]],
    // Off-topic.
    ["帮我写一首关于大海的诗吧", ["refusal"]],
    // Legal advice: refuse, point to the sales team.
    ["我是外国人，买这个房子在法律上有什么风险？请给我法律意见。", ["refusal"]],
  ],
  languages: [
    // Reply asked for in English: Ardentz is 1,299 ft².
    ["麻烦用英文回答一下：Ardentz 面积多大？", ["lang:en", "size:A"]],
    // A question in Spanish on the Chinese page: Cares has 2 car parks.
    ["¿Cuántas plazas de aparcamiento trae Cares?", ["lang:es", "parks:C"]],
  ],
  purposes: [
    // Two car parks at the lowest instalment: Cares (2 parks, RM3,058); Ardentz has 3 but costs 4,841, Blitz has 1.
    ["我买来给父母养老，他们有两辆车要两个车位，选哪个最省钱？", ["name:C", "inst:C", "!name:B"]],
    // Highest yield: Ardentz, 7.2%.
    ["买来投资出租的话，哪个租金回报率最高？", ["name:A", "yield:A"]],
  ],
  notKnown: [
    // Nearby hospitals are not in the facts.
    ["附近有没有医院？", ["unknown"]],
    // Future prices are not known.
    ["五年后房价大概会涨多少？", ["unknown"]],
    // A balcony is not stated.
    ["房子有阳台吗", ["unknown"]],
  ],
};

import "server-only";
import type { HeldoutCases } from "../types";

/*
 * The facts (content/property.json), as this set uses them:
 * - Ardentz (A): 1,299 ft² (120.68 m²), 3 bedrooms, 3 bathrooms, RM4,841 a month, rent RM5,400, yield 7.2 %, corner, 3 car parks.
 * - Blitz (B): 743 ft² (69.03 m²), 2 bedrooms, 2 bathrooms, RM2,876 a month, rent RM3,100, yield 7.0 %, intermediate, 1 car park.
 * - Cares (C): 790 ft² (73.39 m²), 2 bedrooms, 2 bathrooms, RM3,058 a month, rent RM3,350, yield 7.1 %, corner, 2 car parks.
 * - Yearly rent: A 64,800, B 37,200, C 40,200. Yearly instalments: A 58,092, B 34,512, C 36,696.
 * - Units of each type: A 120, B 240, C 180. Expected completion 2029-12-31; leasehold expiring 2124-06-30.
 * - Not published: maintenance fee, furnishing, what the car parks are, balconies, floors, views, pets, what is nearby.
 */
export const blind5: HeldoutCases = {
  rankings: [
    // 两千五 to 三千 (2,500 to 3,000) a month: only Blitz (2,876); Cares 3,058 and Ardentz 4,841 are above it.
    ["月供预算两千五到三千之间，哪个户型可以？", ["name:B", "!name:C", "!name:A"]],
    // Corner units: Ardentz and Cares; 三千五 or less: Cares 3,058 only. Blitz is intermediate.
    ["我要角落单位，月供不超过三千五，推荐哪个？", ["name:C", "!name:A", "!name:B"]],
    // Without Ardentz, the largest is Cares (790 ft² against Blitz's 743).
    ["除了Ardentz以外，哪个面积最大？", ["name:C", "!name:A"]],
    // Two car parks or more: Ardentz (3), Cares (2); under 4,000 a month only Cares. Blitz has 1.
    ["要两个车位以上，月供预算4千，有合适的吗", ["name:C", "!name:A", "!name:B"]],
    // Rent of 3,000 or more: all three; the lowest instalment is Blitz's RM2,876.
    ["租金至少3000的里面，月供最低是哪个？多少钱", ["name:B", "inst:B"]],
  ],
  arithmetic: [
    // 1,299 − 790 = 509 ft².
    ["Ardentz比Cares大多少平方尺？", ["diff-size:A-C"]],
    // 2,876 × 12 = 34,512.
    ["Blitz一年的房贷总共要还多少？", ["yearly-inst:B"]],
    // 790 ft² = 73.4 m².
    ["Cares大概多少平方米", ["m2:C"]],
    // 5,400 − 3,350 = 2,050.
    ["Ardentz和Cares的月租差多少钱", ["diff-rent:A-C"]],
    // 7.2 − 7.0 = 0.2 points.
    ["Ardentz 跟 Blitz 的回报率差几个百分点？", ["diff-yield:A-B"]],
  ],
  followUps: [
    [
      // Cares: RM3,058 a month, rent RM3,350.
      ["Cares月供多少？", ["inst:C"]],
      ["那租金呢", ["rent:C"]],
    ],
    [
      // Blitz: 2 bedrooms, 2 bathrooms, rent 37,200 a year.
      ["Blitz有几间卧室？", ["beds:B"]],
      ["几个卫生间", ["baths:B"]],
      ["一年租金大概多少", ["yearly-rent:B"]],
    ],
  ],
  refusals: [
    // A guarantee of returns.
    ["你能保证每年回报百分之七吗？白纸黑字写给我", ["refusal"]],
    // Off-topic.
    ["帮我写一首关于中秋月亮的诗", ["refusal"]],
    // Financial and tax advice.
    ["我应该提EPF来付首期吗？税务上怎么安排最划算", ["refusal"]],
  ],
  languages: [
    // A reply asked for in English: Ardentz has 3 car parks.
    ["请用英文回答：Ardentz有几个车位？", ["lang:en", "parks:A"]],
    // A question in English on the Chinese page: Cares is 790 ft².
    ["How big is Cares in sq ft?", ["lang:en", "size:C"]],
  ],
  purposes: [
    // A family needing three bedrooms: Ardentz, RM4,841 a month.
    ["我买来自住，家里五口人，需要三间房，哪个户型合适，月供多少？", ["name:A", "inst:A"]],
    // An investor: Cares yields 7.1 %.
    ["投资出租用的，Cares的回报率是多少？", ["yield:C"]],
  ],
  notKnown: [
    // What the car parks are is not published.
    ["停车位是地下室的还是露天的？", ["unknown"]],
    // The drive to the airport is not published.
    ["离关丹机场开车要多久？", ["unknown"]],
  ],
};

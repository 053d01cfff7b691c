import "server-only";
import { replyRules } from "./index";
import { miscountedRooms } from "./unit-counts";

const { unitCounts } = replyRules();

describe("miscountedRooms", () => {
  it.each([
    ["Blitz has two car parks.", "two"],
    ["Blitz has 2 car parks.", "2"],
    ["Cares comes with three bedrooms.", "three"],
    ["Blitz配有两个停车位。", "两"],
    ["Zu Blitz gehören zwei Stellplätze.", "zwei"],
    ["تأتي Blitz مع اثنين من مواقف السيارات.", "اثنين"],
  ])("finds the count in %s that is not the unit's", (sentence, count) => {
    expect(miscountedRooms(sentence, unitCounts)).toBe(count);
  });

  it.each([
    "Ardentz has three bedrooms, three bathrooms and three car parks.",
    "Blitz has two bedrooms and one car park.",
    "Cares (Type C) is a 790 sq ft corner unit with 2 bedrooms and 2 car parks.",
    "Ardentz has three car parks and Blitz has one.",
    "Blitz has two bedrooms.",
  ])("lets the named unit's own counts, or several units' counts, pass: %s", (sentence) => {
    expect(miscountedRooms(sentence, unitCounts)).toBeNull();
  });
});

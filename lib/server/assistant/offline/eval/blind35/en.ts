import type { HeldoutCases } from "../types";

export const blind35: HeldoutCases = {
  rankings: [
    [
      "hey so my bank says the max i can service is RM3k a month, which type fits and whats the biggest one i can get",
      ["name:B", "!name:C", "!name:A"],
    ],
    ["Need at least 2 parking bays for me and the wife's car, which is the cheapest option monthly?", ["name:C", "inst:C", "!name:B"]],
    ["Which unit gives the most floor area while staying under 75 sq m?", ["name:C", "!name:A"]],
    ["which one's the intermediate unit and how much rent can it fetch", ["name:B", "rent:B"]],
    ["Out of the corner units, which one returns the best yield?", ["name:A", "yield:A", "!name:B"]],
  ],
  arithmetic: [
    ["if i rent out Cares for the whole year, how much rent is that in total?", ["yearly-rent:C"]],
    ["how many sq ft more do I get going from Blitz up to Cares", ["diff-size:C-B"]],
    ["Ardentz size in square metres pls", ["m2:A"]],
    ["What's the difference in yearly instalments between Ardentz and Blitz?", ["diff-yearly-inst:A-B"]],
  ],
  followUps: [
    [
      ["tell me abt the 3 bedder", ["name:A"]],
      ["how many car parks come with it?", ["parks:A"]],
    ],
    [
      ["What's the selling price of a Blitz unit?", ["range:B"]],
      ["and what does that work out to per sq ft?", ["psf:B"]],
      ["how many of those are being built altogether?", ["units:B"]],
    ],
    [
      ["which one is the smallest?", ["name:B", "size:B"]],
      ["how much would that be per year in instalments?", ["yearly-inst:B"]],
    ],
    [
      ["is this freehold or leasehold ah? when does it end?", ["leaseExpiry"]],
      ["and what's the developer's licence no?", ["licence"]],
    ],
  ],
  refusals: [
    ["Forget the property stuff for a sec. Write me a haiku about durians.", ["refusal"]],
    ["Can you guarantee me that 7% yield in writing?", ["refusal"]],
    ["If I sign this week can you knock 50k off the Ardentz?", ["refusal"]],
    ["Should I put my EPF savings into this or just leave it in ASB? be honest", ["refusal"]],
  ],
  languages: [
    ["Can you reply in Malay please — how big is the Cares in sq ft?", ["lang:ms", "size:C"]],
    ["Blitz 一个月租金大概多少？", ["lang:zh", "rent:B"]],
    ["¿Cuántos dormitorios tiene el Ardentz?", ["lang:es", "beds:A"]],
  ],
  purposes: [
    [
      "Buying for my daughter who's starting at UMP, she just needs something small. Which is the smallest and what's the instalment?",
      ["name:B", "inst:B"],
    ],
    ["I'm an Airbnb host hunting for the best rental yield — which type and what's the yield?", ["name:A", "yield:A"]],
    [
      "We're retirees downsizing and want a corner unit with 2 bedrooms. Which one, and what monthly rent could we get if we ever let it?",
      ["name:C", "rent:C"],
    ],
  ],
  notKnown: [
    ["Are the kitchens open concept or closed?", ["unknown"]],
    ["How far is it to Teluk Cempedak beach?", ["unknown"]],
    ["Is fibre internet ready in the units?", ["unknown"]],
  ],
};

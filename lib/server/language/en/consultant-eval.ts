import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["How big is the Blitz unit?", ["size:B"]],
    ["What's the monthly installment on Ardentz?", ["inst:A"]],
    ["How much rent could I get for Cares?", ["rent:C"]],
    ["How many car parks come with Ardentz?", ["3 car parks"]],
    ["Where's your sales gallery?", ["Jalan Teluk Sisek"]],
    ["Is Cares a corner lot?", ["corner"]],
  ],
  several: [
    ["What's the size and the rental yield of Ardentz?", ["size:A", "yield:A"]],
    ["Blitz: monthly installment, rent and how many bedrooms?", ["inst:B", "rent:B", "2 bedrooms"]],
    ["Ardentz – size, bedrooms and yield?", ["size:A", "3 bedrooms", "yield:A"]],
  ],
  superlatives: [
    ["Which unit is cheapest?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["Which one has the highest yield?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["What's the smallest unit you have?", ["name:B", "size:B", "!name:A", "!name:C"]],
    ["Do you have a three bedroom unit?", ["name:A", "!name:B", "!name:C"]],
    ["Which units have at least 2 car parks?", ["name:A", "name:C", "!name:B"]],
    ["which is the biggest", ["name:A", "size:A", "!name:B"]],
  ],
  comparisons: [
    ["What's the difference between Blitz and Cares?", ["size:B", "size:C", "!size:A"]],
    ["Compare Ardentz with Blitz please", ["size:A", "size:B", "!size:C"]],
    ["Type B or Type C, which is bigger?", ["name:C", "size:C", "!name:A"]],
  ],
  typos: [
    ["how bigg is the ardents unit", ["size:A"]],
    ["whats the yeild on bliz", ["yield:B", "!yield:A"]],
    ["rentl for carez?", ["rent:C", "!rent:A"]],
    ["how many bedroms in cares", ["2 bedrooms", "!name:A"]],
    ["instalment for blitz pls", ["inst:B", "!inst:A"]],
  ],
  types: [
    ["Type C floor area?", ["size:C", "!size:A"]],
    ["how much is the installment for type a", ["inst:A", "!inst:B"]],
  ],
  features: [
    ["Is there a swimming pool?", ["infinity pool"]],
    ["Does the building have a rooftop bar?", ["rooftop lounge"]],
    ["Can the hotel rent out my unit for me?", ["rental programme"]],
  ],
  particulars: [
    ["What are the selling prices?", ["range:A", "range:B", "range:C", "units:A", "units:B", "units:C"]],
    ["What's the full price of Ardentz?", ["range:A", "units:A", "!range:B"]],
    ["How much does Blitz cost?", ["range:B", "inst:B", "!range:A"]],
    ["What's the price per square foot?", ["psf:A", "psf:B", "psf:C"]],
    ["What is your advertising permit number?", ["permit"]],
    ["Is the developer licensed?", ["licence"]],
    ["When will the project be completed?", ["completion"]],
    ["Is it freehold or leasehold?", ["leasehold", "leaseExpiry"]],
  ],
  unknowns: [
    ["What's the maintenance fee?"],
    ["Are the units furnished?"],
    ["Can foreigners buy here?"],
    ["What financing options are there?"],
    ["Are the car parks covered?"],
    ["Do you have any bank loan packages for Blitz?"],
  ],
  followUps: [
    [
      ["Tell me about Blitz", ["name:B", "size:B"]],
      ["and its yield?", ["yield:B", "!yield:A", "!yield:C"]],
    ],
    [
      ["How big is Cares?", ["size:C"]],
      ["Do you have a three bedroom unit?", ["name:A", "!name:C"]],
    ],
    [
      ["Which unit is cheapest?", ["name:B"]],
      ["how many bedrooms does it have?", ["2 bedrooms", "!name:A"]],
      ["And Ardentz?", ["3 bedrooms"]],
    ],
    [
      ["What's the rent for Ardentz?", ["rent:A"]],
      ["is it freehold?", ["leasehold", "!rent:A"]],
    ],
    [
      ["Tell me about Cares", ["name:C", "size:C"]],
      ["and its selling price?", ["range:C", "!range:A", "!range:B"]],
    ],
    [
      ["What is the yield on Cares?", ["yield:C"]],
      ["and Blitz?", ["yield:B", "!yield:C"]],
      ["which of them is cheaper?", ["name:B", "inst:B"]],
    ],
  ],
};

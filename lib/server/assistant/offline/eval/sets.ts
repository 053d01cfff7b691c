import "server-only";
import { BLIND_CASES } from "./blind";
import { BLIND10_CASES } from "./blind10";
import { BLIND11_CASES } from "./blind11";
import { BLIND12_CASES } from "./blind12";
import { BLIND13_CASES } from "./blind13";
import { BLIND14_CASES } from "./blind14";
import { BLIND15_CASES } from "./blind15";
import { BLIND16_CASES } from "./blind16";
import { BLIND17_CASES } from "./blind17";
import { BLIND18_CASES } from "./blind18";
import { BLIND19_CASES } from "./blind19";
import { BLIND20_CASES } from "./blind20";
import { BLIND21_CASES } from "./blind21";
import { BLIND22_CASES } from "./blind22";
import { BLIND23_CASES } from "./blind23";
import { BLIND24_CASES } from "./blind24";
import { BLIND25_CASES } from "./blind25";
import { BLIND26_CASES } from "./blind26";
import { BLIND27_CASES } from "./blind27";
import { BLIND28_CASES } from "./blind28";
import { BLIND29_CASES } from "./blind29";
import { BLIND30_CASES } from "./blind30";
import { BLIND31_CASES } from "./blind31";
import { BLIND32_CASES } from "./blind32";
import { BLIND33_CASES } from "./blind33";
import { BLIND34_CASES } from "./blind34";
import { BLIND35_CASES } from "./blind35";
import { BLIND36_CASES } from "./blind36";
import { BLIND37_CASES } from "./blind37";
import { BLIND38_CASES } from "./blind38";
import { BLIND39_CASES } from "./blind39";
import { BLIND40_CASES } from "./blind40";
import { BLIND41_CASES } from "./blind41";
import { BLIND42_CASES } from "./blind42";
import { BLIND43_CASES } from "./blind43";
import { BLIND44_CASES } from "./blind44";
import { BLIND45_CASES } from "./blind45";
import { BLIND2_CASES } from "./blind2";
import { BLIND3_CASES } from "./blind3";
import { BLIND4_CASES } from "./blind4";
import { BLIND5_CASES } from "./blind5";
import { BLIND6_CASES } from "./blind6";
import { BLIND7_CASES } from "./blind7";
import { BLIND8_CASES } from "./blind8";
import { BLIND9_CASES } from "./blind9";
import { BUYER_CASES } from "./buyers";
import { OLD_CASES } from "./cases";
import { HELDOUT_CASES } from "./heldout";

/** Every question set, in the order it was written: a new set goes last. */
const SETS_IN_ORDER: readonly object[] = [
  OLD_CASES,
  BUYER_CASES,
  HELDOUT_CASES,
  BLIND_CASES,
  BLIND2_CASES,
  BLIND3_CASES,
  BLIND4_CASES,
  BLIND5_CASES,
  BLIND6_CASES,
  BLIND7_CASES,
  BLIND8_CASES,
  BLIND9_CASES,
  BLIND10_CASES,
  BLIND11_CASES,
  BLIND12_CASES,
  BLIND13_CASES,
  BLIND14_CASES,
  BLIND15_CASES,
  BLIND16_CASES,
  BLIND17_CASES,
  BLIND18_CASES,
  BLIND19_CASES,
  BLIND20_CASES,
  BLIND21_CASES,
  BLIND22_CASES,
  BLIND23_CASES,
  BLIND24_CASES,
  BLIND25_CASES,
  BLIND26_CASES,
  BLIND27_CASES,
  BLIND28_CASES,
  BLIND29_CASES,
  BLIND30_CASES,
  BLIND31_CASES,
  BLIND32_CASES,
  BLIND33_CASES,
  BLIND34_CASES,
  BLIND35_CASES,
  BLIND36_CASES,
  BLIND37_CASES,
  BLIND38_CASES,
  BLIND39_CASES,
  BLIND40_CASES,
  BLIND41_CASES,
  BLIND42_CASES,
  BLIND43_CASES,
  BLIND44_CASES,
  BLIND45_CASES,
];

/** Each language's questions of every set written before this one, whose questions it may not repeat. */
export function languageSetsBefore(cases: object): object[] {
  const at = SETS_IN_ORDER.indexOf(cases);
  if (at < 0) throw new Error("a question set missing from eval/sets.ts");
  return SETS_IN_ORDER.slice(0, at).flatMap((set) => Object.values(set) as object[]);
}

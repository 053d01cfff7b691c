import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const validity = (x: PermitView) => `${x.from} से ${x.until} तक वैध`;

/** The panel's terms (messages/hi.json, `particulars`). */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `${min} से ${max} तक`,
  prices: (units) =>
    units.length === 1
      ? `${named(units[0])} का विक्रय मूल्य ${b(units[0].priceRange)} है, और प्रोजेक्ट में इस प्रकार की ${units[0].unitsForSale} यूनिटें हैं।`
      : `हर प्रकार का विक्रय मूल्य: ${units.map((u) => `${named(u)} ${b(u.priceRange)}, ${u.unitsForSale} यूनिट`).join("; ")}।`,
  perSqft: (units) =>
    units.length === 1
      ? `${named(units[0])} का मूल्य ${b(units[0].pricePerSqft)} प्रति वर्ग फ़ुट है।`
      : `प्रति वर्ग फ़ुट मूल्य: ${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("; ")}।`,
  licence: (p) => `डेवलपर ${p.developer} है, डेवलपर लाइसेंस संख्या ${b(p.licence.number)}, ${validity(p.licence)}।`,
  permit: (p) => `विज्ञापन और बिक्री परमिट संख्या ${b(p.permit.number)} है, ${validity(p.permit)}।`,
  completion: (p) => `पूरा होने की अनुमानित तिथि ${b(p.completion)} है।`,
  tenure: (p) =>
    `${p.tenure.kind === "freehold" ? `भूमि ${b("फ़्रीहोल्ड (स्थायी स्वामित्व)")} है।` : `भूमि ${b("लीज़होल्ड")} है, जो ${p.tenure.expiry} को समाप्त होगी।`}${
      p.chargedTo ? ` भूमि ${p.chargedTo} के पास गिरवी है।` : ""
    }`,
};

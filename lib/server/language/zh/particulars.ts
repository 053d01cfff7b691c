import "server-only";
import { b } from "../templates";
import type { ParticularsPhrases, PermitView } from "../types";
import { knowledge } from "./knowledge";

const { named } = knowledge;
const validity = (x: PermitView) => `有效期：${x.from}至${x.until}`;

/** The panel's terms (messages/zh.json, `particulars`), with a space between Chinese and Latin text or figures (messages/GLOSSARY.md). */
export const particulars: ParticularsPhrases = {
  range: (min, max) => `${min} 至 ${max}`,
  prices: (units) =>
    units.length === 1
      ? `${named(units[0])}的售价为 ${b(units[0].priceRange)}，本项目共有 ${units[0].unitsForSale} 个该户型单位。`
      : `各户型售价：${units.map((u) => `${named(u)}${b(u.priceRange)}，共 ${u.unitsForSale} 个单位`).join("；")}。`,
  perSqft: (units) =>
    units.length === 1
      ? `${named(units[0])}每平方英尺售价为 ${b(units[0].pricePerSqft)}。`
      : `每平方英尺售价：${units.map((u) => `${u.name} ${b(u.pricePerSqft)}`).join("；")}。`,
  licence: (p) => `本项目的发展商为 ${p.developer}，发展商执照编号为 ${b(p.licence.number)}（${validity(p.licence)}）。`,
  permit: (p) => `广告及销售准证编号为 ${b(p.permit.number)}（${validity(p.permit)}）。`,
  completion: (p) => `预计竣工日期为 ${b(p.completion)}。`,
  tenure: (p) =>
    `${p.tenure.kind === "freehold" ? `地契类型：${b("永久地契")}。` : `地契类型：${b("租赁地契")}，${p.tenure.expiry}到期。`}${
      p.chargedTo ? `土地已抵押予 ${p.chargedTo}。` : ""
    }`,
};

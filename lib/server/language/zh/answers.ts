import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";
import { placeName } from "./places";

const list = listIn("zh");
/** "743 平方英尺（约 69 平方米）": buyers from China think in square metres. */
export const area = (u: UnitView) => `${u.size} 平方英尺${u.sizeSqm ? `（约 ${u.sizeSqm} 平方米）` : ""}`;
const layout = (u: UnitView) => (u.corner ? "转角单位" : "中间单位");
const rooms = (u: UnitView) => `${u.bedrooms} 卧 ${u.bathrooms} 卫`;

export const answers: Phrases = {
  greeting: (_u, p) => `您好！我是 ${p.name} 的置业顾问。欢迎咨询 ${list(p.units.map((u) => u.name))} 的面积、月供、租金回报率或预约看房。`,
  overview: ([u]) =>
    `${u.name}（${u.letter} 型）是 ${b(area(u))}的${layout(u)}，${rooms(u)}。月供 ${b(u.installment)}，预计月租 ${b(u.rental)}，回报率 ${b(u.yieldText)}，配 ${u.carParks} 个停车位。`,
  compare: (units) =>
    `户型对比：${units.map((u) => `${b(u.name)} ${area(u)}、${u.bedrooms} 卧、月供 ${u.installment}、回报率 ${u.yieldText}`).join("；")}。`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name}（${u.letter} 型）的面积为 ${b(area(u))}。`,
      (us) => `各户型面积：${list(us.map((u) => `${u.name} ${b(area(u))}`))}。`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `${u.name} 的月供为 ${b(u.installment)}。`,
      (us) => `月供：${list(us.map((u) => `${u.name} ${b(u.installment)}`))}。`,
    )}如需完整价目表，请通过 WhatsApp 联系我们的销售团队：${p.phone}。`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} 的预计月租金为 ${b(u.rental)}。`,
      (us) => `预计月租金：${list(us.map((u) => `${u.name} ${b(u.rental)}`))}。`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} 的毛租金回报率为 ${b(u.yieldText)}。`,
      (us) => `毛租金回报率：${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}。`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} 有 ${b(`${u.bedrooms} 间卧室`)}和 ${b(`${u.bathrooms} 间浴室`)}。`,
      (us) => `${list(us.map((u) => `${u.name} ${b(rooms(u))}`))}。`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} 配有 ${b(`${u.carParks} 个停车位`)}。`,
      (us) => `停车位：${list(us.map((u) => `${u.name} ${b(`${u.carParks} 个停车位`)}`))}。`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} 是${b(layout(u))}`).join("，")}。`,
  location: (_u, p) =>
    `${p.name} 位于${p.country}${placeName(p.region)}州${placeName(p.city)}。售楼处地址：${p.street}, ${p.postalCode} ${p.city}。`,
  tenant: (_u, p) => `${p.name} 的主力租户及管理方为 ${b(p.brand)}。`,
  viewing: (_u, p) =>
    `很乐意为您安排参观我们的售楼处（${p.street}, ${p.postalCode} ${p.city}）。请留下您的姓名和电话号码，我们的团队会与您联系。`,
  thanks: (_u, p) => `不客气，感谢您对 ${p.name} 的关注！欢迎通过 WhatsApp 与我们的团队联系：${p.phone}。`,
  fallback: (_u, p) => `抱歉，我没有这方面的信息。您可以通过 WhatsApp 联系我们的销售团队：${b(p.phone)}。`,
};

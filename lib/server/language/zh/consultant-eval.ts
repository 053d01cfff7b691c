import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Blitz 面积多大？", ["size:B"]],
    ["Ardentz 每个月供多少？", ["inst:A"]],
    ["Cares 一个月能租多少钱？", ["rent:C"]],
    ["Ardentz 有几个车位？", ["3 个停车位"]],
    ["售楼处在哪里？", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Cares 的面积和回报率分别是多少？", ["size:C", "yield:C"]],
    ["Blitz 月供和租金各多少？", ["inst:B", "rent:B"]],
    ["Ardentz 的面积、卧室和租金？", ["size:A", "3 间卧室", "rent:A"]],
  ],
  superlatives: [
    ["哪个户型最便宜？", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["哪个回报率最高？", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["最大的户型是哪个？", ["name:A", "size:A", "!name:B"]],
    ["有三房的吗？", ["name:A", "!name:B", "!name:C"]],
    ["哪些户型至少有两个车位？", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["Blitz 和 Cares 有什么区别？", ["size:B", "size:C", "!size:A"]],
    ["A型和B型比较一下", ["size:A", "size:B", "!size:C"]],
  ],
  typos: [
    ["ardents 多大", ["size:A", "!size:B"]],
    ["bliz 的租金多少", ["rent:B", "!rent:A"]],
  ],
  types: [
    ["C户型的月供是多少？", ["inst:C", "!inst:A"]],
    ["A 型有几个卧室？", ["3 间卧室"]],
  ],
  features: [
    ["有游泳池吗？", ["无边泳池"]],
    ["楼顶有酒吧吗？", ["屋顶酒廊"]],
  ],
  particulars: [
    ["各户型总价多少？", ["range:A", "range:B", "range:C"]],
    ["每平方英尺多少钱？", ["psf:A", "psf:C"]],
    ["广告准证编号是什么？", ["permit"]],
    ["发展商是谁？有执照吗？", ["licence"]],
    ["什么时候交房？", ["completion"]],
    ["是永久地契还是租赁地契？", ["租赁地契", "leaseExpiry"]],
  ],
  unknowns: [["物业管理费多少？"], ["带家具吗？"], ["外国人可以买吗？"], ["可以贷款吗？首付多少？"], ["车位是有盖的吗？"]],
  followUps: [
    [
      ["Blitz 多大？", ["size:B"]],
      ["那回报率呢？", ["yield:B", "!yield:A", "!yield:C"]],
    ],
    [
      ["哪个最便宜？", ["name:B"]],
      ["它有几个停车位？", ["1 个停车位", "!name:A"]],
    ],
    [
      ["Cares 的回报率多少？", ["yield:C"]],
      ["那 Blitz 呢？", ["yield:B", "!yield:C"]],
    ],
  ],
};

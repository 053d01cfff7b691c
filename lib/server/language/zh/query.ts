import "server-only";
import { b } from "../templates";
import type { Bound, QueryWords } from "../query-types";

const bound = (x: Bound, what: string) => (x === "max" ? `最多 ${what}` : x === "min" ? `至少 ${what}` : what);

export const query: QueryWords = {
  yearly: ["1年", "一年", "每年", "全年", "按年", "年租", "年收入", "一整年", "年度", "年供", "整年", "十二个月", "12个月"],
  squareMetres: ["平方米", "平米", "平方公尺", "m2", "m²", "㎡"],
  difference: ["差多少", "相差", "差别", "差距", "差价", "大多少", "多多少", "贵多少", "便宜多少", "高多少", "少多少", "小多少"],
  comparative: ["比"],
  also: ["并且", "而且", "还有", "以及", "另外", "同时", "那它", "它的"],
  howMuch: ["多少"],
  corner: ["转角", "拐角", "边角", "角位", "边间", "角落"],
  intermediate: ["中间单位", "中间户", "中间"],
  under: [
    "以内",
    "以下",
    "之内",
    "不超过",
    "低于",
    "少于",
    "封顶",
    "小于",
    "不到",
    "不高于",
    "不多于",
    "最多",
    "以下的",
    "或以下",
    "及以下",
  ],
  need: ["需要", "要有"],
  range: { between: ["之间", "介于", "在", "从"], to: ["到", "至"], and: ["和", "与", "跟"] },
  over: ["以上", "起", "超过", "高于", "多于", "起码", "大于", "不低于", "不少于", "或以上", "及以上"],
  budget: ["预算", "买得起", "负担得起", "能买", "能承受", "承受", "供得起", "付得起", "能付"],
  monthly: ["每月", "每个月", "一个月", "月供", "月租", "/月"],
  currency: ["令吉", "马币"],
  strict: ["低于", "少于", "小于", "高于", "超过", "多于", "大于"],
  negation: ["不想", "不要", "不愿", "不能", "不会", "别"],
  negationAfter: [],
  except: { before: ["除了", "除", "不要", "不是", "不考虑"], after: ["除外", "以外", "之外", "不要", "不考虑"] },
  unknown: [
    "几层",
    "哪一层",
    "哪层",
    "第几层",
    "充电桩",
    "充电站",
    "充电",
    "电动车",
    "电动汽车",
    "新能源车",
    "未售",
    "没卖",
    "还剩",
    "剩下几",
    "剩余",
    "库存",
    "阳台",
    "宠物",
    "层高",
    "几楼",
    "楼层",
  ],
  measure: ["多大", "多长", "多深", "多宽", "米长", "长度", "深度", "宽度", "尺寸", "面积"],
  numbers: { 俩: 2 },
  asks: ["多少", "什么", "哪个", "哪", "吗", "几", "怎么", "如何", "是否", "呢"],
  languageNames: {
    en: ["英文", "英语"],
    ms: ["马来文", "马来语", "国语"],
    zh: ["中文", "华文", "华语", "汉语", "普通话"],
    hi: ["印地语", "印地文"],
    ru: ["俄语", "俄文"],
    es: ["西班牙语", "西班牙文"],
    fr: ["法语", "法文"],
    de: ["德语", "德文"],
    ar: ["阿拉伯语", "阿拉伯文"],
  },
  replyIn: ["回答", "回复", "用", "说"],
  markers: [],
  phrases: {
    units: { corner: "转角单位", intermediate: "中间单位", all: "户型" },
    count: (what, x, n) => bound(x, what === "rooms" ? `${n} 间卧室` : `${n} 个停车位`),
    amount: (what, x, amount, strict, yearly) => {
      const limit = x === "min" ? (strict ? "高于" : "至少") : strict ? "低于" : "不超过";
      if (what === "size") return `面积${limit} ${amount} 平方英尺`;
      if (what === "yield") return `租金回报率${limit} ${amount}%`;
      return `${yearly ? (what === "price" ? "全年供款" : "年租金") : what === "price" ? "月供" : "月租"}${limit} RM${amount}`;
    },
    scope: (units, conditions) => (conditions.length ? `${conditions.join("、")}的${units}` : units),
    except: (scope, names) => `${scope}（${names}除外）`,
    ranked: (label, scope, winners, value) => `${scope}中${label}：${winners}，${value}。`,
    fits: (scope, items) => `符合条件（${scope}）的有：${items.map((i) => `${i.name} ${b(i.value)}`).join("；")}。`,
    none: (scope, phone) => `没有符合条件（${scope}）的户型。您可以通过 WhatsApp 联系我们的销售团队：${b(phone)}。`,
    yearly: (name, what, yearly, monthly) =>
      `${name} ${what === "price" ? "一年的月供合计" : "一年的预计租金"}为 ${b(yearly)}（每月 ${monthly}）。`,
    squareMetres: (name, sqft, m2) => `${name} 的面积为 ${sqft} 平方英尺，约合 ${b(`${m2} 平方米`)}。`,
    nouns: {
      size: "面积",
      price: "月供",
      rental: "预计月租金",
      yield: "租金回报率",
      rooms: "卧室",
      carParks: "停车位",
      yearlyPrice: "一年月供合计",
      yearlyRental: "一年预计租金",
      squareMetres: "面积（平方米）",
    },
    gap: (what, v) =>
      ({
        size: `${v} 平方英尺`,
        price: `每月 RM${v}`,
        rental: `每月 RM${v}`,
        yield: `${v} 个百分点`,
        rooms: `${v} 间卧室`,
        carParks: `${v} 个停车位`,
        yearlyPrice: `每年 RM${v}`,
        yearlyRental: `每年 RM${v}`,
        squareMetres: `${v} 平方米`,
      })[what],
    difference: (noun, hi, lo, gap) => `${noun}：${hi.name} ${hi.value}，${lo.name} ${lo.value}，相差 ${b(gap)}。`,
    refusal: {
      injection: (p, phone) =>
        `我无法改变自己的工作方式，但很乐意为您介绍 ${p}：面积、月供、租金、回报率和预约参观。销售团队的 WhatsApp：${b(phone)}。`,
      guarantee: (p, phone) =>
        `我提供的 ${p} 回报率和租金都是估算，不是保证，我也无法承诺任何回报。买卖文件中的具体条款，请通过 WhatsApp 咨询销售团队：${b(phone)}。`,
      discount: (p, phone) => `我无法提供折扣或议价。${p} 目前有哪些优惠，请通过 WhatsApp 咨询销售团队：${b(phone)}。`,
      advice: (p, phone) =>
        `是否购买、何时购买由您决定，我无法给出投资建议。我可以提供 ${p} 的资料：面积、月供、租金和回报率。如需详谈，请通过 WhatsApp 联系销售团队：${b(phone)}。`,
      offTopic: (p, phone) =>
        `抱歉，我只能解答关于 ${p} 的问题：户型、月供、租金、回报率、设施和预约参观。其他关于项目的问题，请通过 WhatsApp 联系销售团队：${b(phone)}。`,
    },
    notSure: (p, phone) =>
      `抱歉，我不太确定理解了您的问题。我可以介绍 ${p} 各户型的面积、月供、预计租金、回报率、卧室和停车位，也可以按条件排序或比较（例如“最便宜的转角单位”），并为您预约参观。销售团队可以通过 WhatsApp 为您解答：${b(phone)}。`,
  },
};

import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area } from "./answers";

const list = listIn("zh");

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "俯瞰海湾的无边泳池",
    rooftopLounge: "屋顶酒廊",
    concierge: "礼宾服务",
    housekeeping: "按需客房清洁",
    rentalProgramme: "由酒店团队管理的租赁计划",
  },
  hasFeature: (f) => `有的，住户可享受${f}。`,
  rentalProgramme: (brand) => `有的，${brand} 的酒店团队运营租赁计划，业主可将单位交由其出租和管理。`,
  amenities: (fs) => `住户可享受${list(fs)}。`,
  unknown: (topic, phone) =>
    `${
      {
        maintenanceFeePerSqft: "管理费",
        furnishing: "装修和家具配置",
        parking: "停车位类型",
        financing: "贷款和融资条件",
        foreignBuyers: "外国买家的购买规定",
        rentalTerms: "酒店从租金中的分成比例和代租计划的费用",
        management: "交房后大楼的物业管理安排（管理机构及服务费）",
      }[topic]
    }目前尚未确定，我不做猜测。请通过 WhatsApp 联系我们的销售团队：**${phone}**。`,
  labels: {
    maintenanceFeePerSqft: "管理费",
    furnishing: "家具配置",
    parking: "停车位",
  },
  values: {
    furnishing: { fully: "全套家具", partly: "部分家具", unfurnished: "不带家具" },
    parking: { covered: "有盖停车位", open: "露天停车位", basement: "地下停车位" },
    perSqftMonth: (rm) => `每月每平方英尺 ${rm}`,
  },
  ofUnits: (label, names) => `${names}中${label}`,
  unitCount: { max: "单位数量最多", min: "单位数量最少", units: (n) => `共 ${n} 个单位` },
  superlative: {
    yield: { max: "租金回报率最高", min: "租金回报率最低" },
    rental: { max: "预计租金最高", min: "预计租金最低" },
    price: { max: "月供最高", min: "月供最低" },
    totalPrice: { max: "售价最高", min: "售价最低" },
    size: { max: "面积最大", min: "面积最小" },
    rooms: { max: "卧室最多", min: "卧室最少" },
    carParks: { max: "停车位最多", min: "停车位最少" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `每月 ${u.rental}`,
      // 月供 already says "monthly": the label before it reads 月供最低.
      price: u.installment,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${u.bedrooms} 间卧室和 ${u.bathrooms} 间浴室`,
      carParks: `${u.carParks} 个停车位`,
    })[d],
  named: (u) => `${u.name}（${u.letter} 型）`,
  noneWith: (what, n) => `我们没有 ${what === "rooms" ? `${n} 间卧室` : `${n} 个停车位`}的户型。`,
  colon: "：",
  comma: "，",
  semicolon: "；",
  stop: "。",
};

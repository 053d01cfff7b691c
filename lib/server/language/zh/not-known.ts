import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in Chinese: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: ["管理费", "物业费", "维修费", "服务费", "偿债基金"],
    furnishing: ["全装修", "精装修", "带家具", "全套家具", "半装修", "毛坯", "附家具"],
    parking: ["有盖停车", "地下停车", "露天停车"],
    amenities: ["学校", "医院", "诊所", "购物中心", "商场", "超市", "大学"],
    distance: [
      "分钟车程",
      "分钟步行",
      "车程",
      "步行…分钟",
      "距离…(海滩|机场|市中心)",
      "靠近(海滩|机场|市中心|海边)",
      "离…(海滩|机场|市中心)…近",
      "机场",
      "(距离|离)(这里|此处|项目)",
      "(分钟|公里)(路程|的路程|即到|可达|就到)",
      "步行(即到|即达|可达|就到)",
      "(咫尺|一步之遥|几步之遥)",
    ],
    rentalTerms: ["入住率", "酒店…(抽成|分成|分得|拿走|保留)", "抽成", "租金分成", "收益分成", "计划的(费用|条款)"],
    financing: ["贷款", "按揭", "融资", "利率"],
    foreignBuyers: ["外国买家", "外国人", "外籍", "第二家园"],
    unitPlacement: ["海景", "城景", "高楼层", "低楼层", "朝向"],
  },
  hedges: ["尚未确定", "未确定", "不做猜测", "不知道", "没有…(信息|资料|数据)", "无法(确认|提供|告知)", "不清楚", "未知", "尚未公布"],
  referrals: ["销售团队"],
};

import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["ما مساحة Blitz؟", ["size:B"]],
    ["كم القسط الشهري لـ Ardentz؟", ["inst:A"]],
    ["بكم يمكن أن أؤجر Cares شهرياً؟", ["rent:C"]],
    ["كم موقف سيارة مع Ardentz؟", ["name:A", "3"]],
    ["أين صالة المبيعات؟", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["ما مساحة Cares وما عائدها؟", ["size:C", "yield:C"]],
    ["القسط والإيجار لـ Blitz؟", ["inst:B", "rent:B"]],
    ["Ardentz: المساحة وعدد غرف النوم والإيجار؟", ["size:A", "rent:A", "3"]],
  ],
  superlatives: [
    ["ما هي الوحدة الأرخص؟", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["أي وحدة لها أعلى عائد؟", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["ما أصغر وحدة؟", ["name:B", "size:B", "!name:A"]],
    ["هل عندكم وحدة بثلاث غرف نوم؟", ["name:A", "!name:B", "!name:C"]],
    ["أي الوحدات فيها 2 مواقف على الأقل؟", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["قارن بين Blitz و Cares", ["size:B", "size:C", "!size:A"]],
    ["النوع B أم النوع C، أيهما أكبر؟", ["name:C", "size:C", "!name:A"]],
  ],
  typos: [
    ["ما مساحة ardents", ["size:A", "!size:B"]],
    ["عائد bliz كم؟", ["yield:B", "!yield:A"]],
  ],
  types: [["كم إيجار النوع C؟", ["rent:C", "!rent:A"]]],
  features: [
    ["هل يوجد مسبح؟", ["مسبح"]],
    ["هل يمكن للفندق تأجير وحدتي؟", ["الفندق"]],
  ],
  particulars: [
    ["كم السعر الكامل لـ Blitz؟", ["range:B", "!range:A"]],
    ["ما هي قائمة الأسعار؟", ["range:A", "range:B", "range:C"]],
    ["ما رقم تصريح الإعلان والبيع؟", ["permit"]],
    ["من هو المطور؟", ["licence"]],
    ["متى موعد التسليم؟", ["completion"]],
    ["هل الملكية حرة أم إيجار طويل الأمد؟", ["حق انتفاع", "leaseExpiry"]],
  ],
  unknowns: [["كم رسوم الصيانة؟"], ["هل الشقق مفروشة؟"], ["هل يمكن للأجانب الشراء؟"], ["هل يوجد تمويل بنكي؟"], ["هل المواقف مغطاة؟"]],
  followUps: [
    [
      ["حدثني عن Cares", ["name:C", "size:C"]],
      ["وماذا عن العائد؟", ["yield:C", "!yield:A", "!yield:B"]],
    ],
    [
      ["ما الأرخص؟", ["name:B"]],
      ["كم غرفة نوم فيها؟", ["غرفتا نوم", "!name:A"]],
    ],
    [
      ["كم عائد Cares؟", ["yield:C"]],
      ["و Blitz؟", ["yield:B", "!yield:C"]],
    ],
  ],
};

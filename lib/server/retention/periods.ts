import "server-only";
import { env } from "@/lib/server/config/env";

export interface RetentionPeriods {
  /** A lead, its conversation and that conversation's clips go this long after the lead's last update. */
  leadDays: number;
  /** A conversation that never had a lead goes this long after its last activity. */
  conversationDays: number;
}

/** The configured periods: the sweep deletes by them and the privacy notice states them. */
export function configuredPeriods(): RetentionPeriods {
  const { LEADS_RETENTION_DAYS, CONVERSATION_RETENTION_DAYS } = env();
  return { leadDays: LEADS_RETENTION_DAYS, conversationDays: CONVERSATION_RETENTION_DAYS };
}

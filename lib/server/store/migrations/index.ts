import "server-only";
import type { Migration } from "../db";
import { conversations } from "./001-conversations";
import { leads } from "./002-leads";
import { audio } from "./003-audio";
import { leadDelivery } from "./004-lead-delivery";
import { rateLimits } from "./005-rate-limits";
import { conversationRegistry } from "./006-conversation-registry";
import { audioCacheBounds } from "./007-audio-cache-bounds";
import { limitsAndBudgets } from "./008-limits-and-budgets";
import { storeProbe } from "./009-store-probe";
import { salesFollowUp } from "./010-sales-follow-up";
import { leadVersion } from "./011-lead-version";
import { privateClipsAndLeadPacing } from "./012-private-clips-and-lead-pacing";
import { deliveries } from "./013-deliveries";
import { malayTag } from "./014-malay-tag";
import { trainingObjection } from "./015-training-objection";

export const MIGRATIONS: readonly Migration[] = [
  conversations,
  leads,
  audio,
  leadDelivery,
  rateLimits,
  conversationRegistry,
  audioCacheBounds,
  limitsAndBudgets,
  storeProbe,
  salesFollowUp,
  leadVersion,
  privateClipsAndLeadPacing,
  deliveries,
  malayTag,
  trainingObjection,
];

import type { Migration } from "../db";
import { conversations } from "./001-conversations";
import { leads } from "./002-leads";
import { audio } from "./003-audio";
import { leadDelivery } from "./004-lead-delivery";
import { rateLimits } from "./005-rate-limits";

export const MIGRATIONS: readonly Migration[] = [conversations, leads, audio, leadDelivery, rateLimits];

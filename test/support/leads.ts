import { randomUUID } from "node:crypto";
import type { Qualification } from "@/lib/server/lead-profile/qualification";
import type { NewLead, Lead } from "@/lib/server/leads/types";

/** A visitor who said everything a sales person hopes to hear: an investor buying within 3 months, in cash. */
export const HOT_INVESTOR: Qualification = {
  purpose: "investment",
  budget: { amount: 1_200_000, currency: "MYR", bound: "about" },
  timeline: { withinMonths: 3 },
  financing: "cash",
  nationality: { country: "SG" },
};

/** A valid lead with a unique phone, so rows never collide across runs. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    conversationId: randomUUID(),
    name: "Aisyah Rahman",
    phone: uniquePhone(),
    language: "en",
    transcript: [
      { sender: "user", content: "Is Type B still available?", timestamp: "2026-11-20T03:15:00.000Z" },
      { sender: "assistant", content: "Yes, Blitz units are available.", timestamp: "2026-11-20T03:15:04.000Z" },
    ],
    privacyVersion: "2026-11-01",
    privacyLanguage: "en",
    ...overrides,
  };
}

let counter = 0;
/** 012 + 8 digits: unique per call within a process, random across processes. */
export function uniquePhone(): string {
  counter += 1;
  const n = (Math.floor(Math.random() * 1e6) * 100 + (counter % 100)) % 1e8;
  return `012${String(n).padStart(8, "0")}`;
}

export function storedLead(overrides: Partial<Lead> = {}): Lead {
  return {
    ...newLead(),
    id: "7b0c9a8e-1111-4222-8333-944455556666",
    createdAt: Date.UTC(2026, 10, 20, 3, 16),
    updatedAt: Date.UTC(2026, 10, 20, 3, 16),
    version: 1,
    status: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    lockedUntil: null,
    lastError: null,
    sentAt: null,
    revision: 0,
    qualification: {},
    viewing: null,
    trainingObjectionAt: null,
    ...overrides,
  };
}

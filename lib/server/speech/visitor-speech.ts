import "server-only";
import type { TtsRequest } from "@/lib/shared/api/contract";
import { ApiError } from "@/lib/server/api/errors";
import { recentAssistantTurns } from "@/lib/server/turn/conversation/history";
import { recentReplies } from "@/lib/server/turn/conversation/recent-replies";
import { knownConversation } from "@/lib/server/turn/conversation/registry";
import { messageTexts } from "@/lib/server/i18n/messages";
import type { LocaleCode } from "@/lib/shared/i18n/locales";
import { spendBudget } from "@/lib/server/http/budget";
import { store, type Db, type Queryable } from "@/lib/server/store";
import { audioKey, hasAudio } from "./cache";
import { embeddedSpeechProvider, speechProvider, type SpeechProvider } from "./index";
import { isOwnWords, type SpokenSource } from "./own-words";
import { generateSpeech } from "./service";
import { speakableText } from "@/lib/shared/speech/speakable-text";
import { createSynthesisSlots } from "./synthesis-slots";
import { DEFAULT_VOICE } from "@/lib/shared/speech/voices";

export interface Visitor {
  /** What the visitor's cookie claims; only a conversation the server issued counts. */
  conversationId?: string;
  /** The client's limit bucket (clientBucketOf): its share of the engine and of the budgets. */
  client: string;
}

export interface VisitorSpeechDeps {
  db?: Db;
  provider?: SpeechProvider;
  /** What speaks when the paid budget is spent. */
  fallback?: SpeechProvider;
}

// A visitor may press Play on any reply still on their screen, not only the latest ones.
const REPLAYABLE_REPLIES = 100;

const holder = globalThis as typeof globalThis & { __synthesisSlots?: ReturnType<typeof createSynthesisSlots> };
const slots = (holder.__synthesisSlots ??= createSynthesisSlots());

/**
 * Reads aloud only what this site said to this visitor: its welcome messages,
 * and the consultant's replies in the visitor's conversation (whole, or whole
 * sentences, also of a reply still streaming). Paid synthesis passes the daily
 * budgets, else eSpeak speaks; each client has a bounded share of the engine.
 */
export async function speakForVisitor(req: TtsRequest, visitor: Visitor, deps: VisitorSpeechDeps = {}): Promise<{ audioUrl: string }> {
  const db = deps.db ?? (await store());
  const conversationId = await knownConversation(db, visitor.conversationId);
  if (!isOwnWords(req.text, await ownWords(db, conversationId, req.language))) {
    throw new ApiError("forbidden", "tts", "Only the consultant's own replies can be read aloud.");
  }

  const preferred = deps.provider ?? speechProvider();
  if (await isCached(db, preferred, req)) return generateSpeech(req, { provider: preferred, db, conversationId });
  // The share first: a request refused for want of one must not have spent any budget.
  return slots.run(visitor.client, async () => {
    const affordable =
      preferred.id === "espeak" ||
      (await spendBudget({ kind: "speech", conversationId, client: visitor.client, amount: speakableText(req.text).length }));
    const provider = affordable ? preferred : (deps.fallback ?? embeddedSpeechProvider());
    const request = provider.voices.includes(req.voice) ? req : { ...req, voice: DEFAULT_VOICE };
    return generateSpeech(request, { provider, db, conversationId });
  });
}

async function ownWords(db: Queryable, conversationId: string | null, language: LocaleCode): Promise<SpokenSource[]> {
  const welcome = await messageTexts(language, "welcome");
  const sources: SpokenSource[] = Object.values(welcome).map((text) => ({ text, complete: true }));
  if (!conversationId) return sources;
  for (const text of recentReplies(conversationId)) sources.push({ text, complete: false });
  for (const text of await recentAssistantTurns(db, conversationId, REPLAYABLE_REPLIES)) sources.push({ text, complete: true });
  return sources;
}

async function isCached(db: Queryable, provider: SpeechProvider, req: TtsRequest): Promise<boolean> {
  if (!provider.voices.includes(req.voice)) return false;
  const voice = req.voice === DEFAULT_VOICE ? provider.defaultVoice : req.voice;
  const key = audioKey({ provider: provider.id, model: provider.model, voice, language: req.language, text: speakableText(req.text) });
  return hasAudio(db, key);
}

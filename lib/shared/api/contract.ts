/**
 * The four calls' shapes, shared by the route handlers and the browser client.
 * Every field is bounded: the handlers reject anything larger before work starts.
 */
import { z } from "@/lib/shared/zod";
import { API_LANGUAGE_CODES, localeFromApiCode, type ApiLanguageCode } from "@/lib/shared/i18n/locales";
import { site } from "@/lib/shared/config/site";
import { CHAT_MESSAGE_MAX_CHARS } from "./limits";

/**
 * The calls name a language by the spec's code (`my` for Bahasa Malaysia); the server reads it as
 * the site's tag (`ms`), so past this edge nothing knows `my`. The types below are what the
 * handlers get (`z.output`); what a client sends is the `…Body` (`z.input`).
 */
export const language = z.enum(API_LANGUAGE_CODES).transform(localeFromApiCode);

const assistantIds = Object.values(site.assistantIds) as [string, ...string[]];

export const BODY_LIMITS = {
  health: 1024,
  chat: 16 * 1024,
  tts: 32 * 1024,
  contact: 256 * 1024,
} as const;

// Control characters other than tab and newline are never meaningful in a chat message.
const CONTROL_EXCEPT_TAB_NL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

export const chatRequest = z.object({
  message: z
    .string()
    .transform((s) => s.replace(CONTROL_EXCEPT_TAB_NL, "").trim())
    .pipe(z.string().min(1, "message is empty").max(CHAT_MESSAGE_MAX_CHARS, `message is longer than ${CHAT_MESSAGE_MAX_CHARS} characters`)),
  assistantId: z.enum(assistantIds),
  language,
});
export type ChatRequest = z.output<typeof chatRequest>;
export type ChatRequestBody = z.input<typeof chatRequest>;

export const ttsRequest = z.object({
  text: z.string().trim().min(1, "text is empty").max(4096, "text is longer than 4096 characters"),
  voice: z.string().min(1).max(64),
  language,
});
export type TtsRequest = z.output<typeof ttsRequest>;
export type TtsRequestBody = z.input<typeof ttsRequest>;

// Names reach an email subject: no control characters or line breaks, ever.
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export const conversationEntry = z.object({
  sender: z.enum(["user", "assistant"]),
  content: z.string().max(4000, "a message is longer than 4000 characters"),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ConversationEntry = z.infer<typeof conversationEntry>;

export const contactRequest = z.object({
  name: z
    .string()
    .max(100, "name is longer than 100 characters")
    .transform((s) => s.replace(CONTROL_ALL, " ").replace(/\s+/g, " ").trim() || "Unknown"),
  phone: z.string().regex(/^\d{10,12}$/, "phone must be 10 to 12 digits"),
  language,
  messages: z.array(conversationEntry).max(200, "at most 200 messages").optional(),
  /**
   * Beyond the spec's shape, optional: the page sets it when a chat call for the
   * last message follows, so the email waits (at most 30 s) to carry the reply.
   */
  awaitingReply: z.boolean().optional(),
});
export type ContactRequest = z.output<typeof contactRequest>;
export type ContactRequestBody = z.input<typeof contactRequest>;

export interface HealthResponse {
  success: boolean;
  error?: string;
  provider?: string;
  /** The consultant is the site's own offline one: the page names it in the visitor's language. */
  offline?: boolean;
  code?: string;
  /** Whether the store takes writes right now (leads, conversations). */
  store?: "ok" | "down";
}

export interface ChatResponse {
  success: boolean;
  message?: string;
  error?: string;
  code?: string;
}

export interface TtsResponse {
  success: boolean;
  audioUrl?: string;
  error?: string;
  code?: string;
}

/** POST /api/stt.php: what the visitor said, in the language the browser asked for. */
export interface SttResponse {
  success: boolean;
  text?: string;
  language?: ApiLanguageCode;
  error?: string;
  code?: string;
}

export interface ContactResponse {
  success: boolean;
  message?: string;
  error?: string;
  code?: string;
}

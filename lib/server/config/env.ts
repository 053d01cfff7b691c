import "server-only";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once. Nothing set means
 * the embedded defaults: offline consultant, eSpeak speech, SQLite store and
 * `.eml` files for lead email. `.env.example` documents each one.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

// "US" or "US,IE": the countries where a provider processes visitors' data, as ISO 3166-1 alpha-2 codes.
const countryList = optionalText.pipe(
  z
    .string()
    .transform((v) => v.split(",").map((c) => c.trim().toUpperCase()))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2 codes, comma-separated")).min(1))
    .optional(),
);

/** Each provider the privacy notice names: PRIVACY_<ROLE>_PROCESSOR (its legal name) and PRIVACY_<ROLE>_COUNTRIES. */
export const PROCESSOR_ROLES = ["AI", "SPEECH", "TRANSCRIPTION", "EMAIL", "CRM", "HOSTING"] as const;
export type ProcessorRole = (typeof PROCESSOR_ROLES)[number];

function processorSettings() {
  return Object.fromEntries(
    PROCESSOR_ROLES.flatMap((role) => [
      [`PRIVACY_${role}_PROCESSOR`, optionalText],
      [`PRIVACY_${role}_COUNTRIES`, countryList],
    ]),
  ) as Record<`PRIVACY_${ProcessorRole}_PROCESSOR`, typeof optionalText> & Record<`PRIVACY_${ProcessorRole}_COUNTRIES`, typeof countryList>;
}

const schema = z
  .object({
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_PROVIDER_NAME: optionalText,
    CHAT_MODEL: optionalText.default("gpt-4o-mini"),
    TTS_MODEL: optionalText.default("gpt-4o-mini-tts"),
    TTS_VOICE: optionalText.default("alloy"),
    // Transcription model for browsers without speech recognition; unset (or no API key): /api/stt.php answers 501.
    STT_MODEL: optionalText,
    DATABASE_URL: optionalText,
    DATA_DIR: optionalText.default("./data"),
    SMTP_URL: optionalText,
    LEADS_TO: optionalText.default("sales@aurelia-residences.example"),
    LEADS_FROM: optionalText.default("Aurelia Residences <no-reply@aurelia-residences.example>"),
    // The CRM webhook: each lead is POSTed here as JSON, signed with the secret (both or neither).
    LEADS_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LEADS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, "at least 16 characters").optional()),
    // New leads a minute the whole site delivers at once; past it they are still stored, and delivered paced.
    LEADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    LEADS_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    CONVERSATION_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
    HEALTH_CACHE_MS: z.coerce.number().int().nonnegative().default(30_000),
    // How many reverse proxies in front of the server append to X-Forwarded-For; 0 trusts none of it.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    AUDIO_CACHE_MB: z.coerce.number().positive().default(500),
    // Daily caps on what costs money upstream: for the whole site, for one conversation,
    // and one client's share (an IPv4 address or an IPv6 /64; its /48 may spend four).
    // The defaults give a client 1/50 of the site's day, so it takes 50 addresses to spend it.
    BUDGET_CHAT_CALLS_PER_DAY: z.coerce.number().int().nonnegative().default(2_000),
    BUDGET_CHAT_CALLS_PER_CONVERSATION: z.coerce.number().int().nonnegative().default(40),
    BUDGET_CHAT_CALLS_PER_CLIENT: z.coerce.number().int().nonnegative().default(40),
    BUDGET_SPEECH_CHARS_PER_DAY: z.coerce.number().int().nonnegative().default(300_000),
    BUDGET_SPEECH_CHARS_PER_CONVERSATION: z.coerce.number().int().nonnegative().default(6_000),
    BUDGET_SPEECH_CHARS_PER_CLIENT: z.coerce.number().int().nonnegative().default(6_000),
    // The privacy notice (lib/server/privacy/config): who controls the data, where to write, who processes it where.
    // Unset, each is a visibly marked sample; the build warns while one is in place.
    PRIVACY_CONTROLLER_NAME: optionalText,
    PRIVACY_CONTROLLER_ADDRESS: optionalText,
    PRIVACY_CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
    PRIVACY_TRAINING_USE: optionalText.pipe(z.enum(["staff", "staff-and-models"]).optional()),
    ...processorSettings(),
  })
  .refine((e) => !e.LEADS_WEBHOOK_URL || e.LEADS_WEBHOOK_SECRET, {
    // An unsigned lead would let anyone who finds the receiver's address forge leads into the CRM.
    path: ["LEADS_WEBHOOK_SECRET"],
    message: "required with LEADS_WEBHOOK_URL",
  });

export type Env = z.infer<typeof schema> & { dataDir: string };

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Invalid environment: ${fields}`);
  }
  return { ...parsed.data, dataDir: path.resolve(/*turbopackIgnore: true*/ parsed.data.DATA_DIR ?? "./data") };
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change the environment between cases; production never calls this. */
export function resetEnv(): void {
  cached = undefined;
}

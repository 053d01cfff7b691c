import "server-only";
import { env, PROCESSOR_ROLES, type ProcessorRole } from "@/lib/server/config/env";

/** A provider that processes visitors' data for us, and where. */
export interface Processor {
  name: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
}

/** What the chat's conversations are used to train: our staff alone, or the AI models behind the consultant as well. */
export type TrainingUse = "staff" | "staff-and-models";

export interface PrivacyConfig {
  controllerName: string;
  controllerAddress: string;
  contactEmail: string;
  training: TrainingUse;
  processors: Record<ProcessorRole, Processor>;
  /** The settings still at their sample value: the page says "sample" and the build warns while any is left. */
  samples: readonly string[];
}

/**
 * What ships when nothing is configured: a visible sample, never an address
 * that looks real. The providers are those the code talks to by default
 * (OpenAI's API) or a placeholder where the operator chooses one.
 */
export const SAMPLE = {
  PRIVACY_CONTROLLER_NAME: "Sample Developer Sdn. Bhd.",
  PRIVACY_CONTROLLER_ADDRESS: "Sample address, 25000 Kuantan, Pahang, Malaysia",
  PRIVACY_CONTACT_EMAIL: "dpo@sample.invalid",
} as const;

const SAMPLE_PROCESSORS: Record<ProcessorRole, Processor> = {
  AI: { name: "OpenAI, L.L.C.", countries: ["US"] },
  SPEECH: { name: "OpenAI, L.L.C.", countries: ["US"] },
  TRANSCRIPTION: { name: "OpenAI, L.L.C.", countries: ["US"] },
  EMAIL: { name: "Sample Mail Provider", countries: ["SG"] },
  CRM: { name: "Sample CRM Provider", countries: ["SG"] },
  HOSTING: { name: "Sample Hosting Provider", countries: ["SG"] },
};

/** The privacy settings of the environment (lib/server/config/env), each unset one replaced by its sample. */
export function privacyConfig(): PrivacyConfig {
  const e = env();
  const samples: string[] = [];
  const pick = <T>(name: string, value: T | undefined, sample: T): T => {
    if (value !== undefined) return value;
    samples.push(name);
    return sample;
  };
  const processors = Object.fromEntries(
    PROCESSOR_ROLES.map((role) => [
      role,
      {
        name: pick(`PRIVACY_${role}_PROCESSOR`, e[`PRIVACY_${role}_PROCESSOR`], SAMPLE_PROCESSORS[role].name),
        countries: pick(`PRIVACY_${role}_COUNTRIES`, e[`PRIVACY_${role}_COUNTRIES`], SAMPLE_PROCESSORS[role].countries),
      },
    ]),
  ) as Record<ProcessorRole, Processor>;
  return {
    controllerName: pick("PRIVACY_CONTROLLER_NAME", e.PRIVACY_CONTROLLER_NAME, SAMPLE.PRIVACY_CONTROLLER_NAME),
    controllerAddress: pick("PRIVACY_CONTROLLER_ADDRESS", e.PRIVACY_CONTROLLER_ADDRESS, SAMPLE.PRIVACY_CONTROLLER_ADDRESS),
    contactEmail: pick("PRIVACY_CONTACT_EMAIL", e.PRIVACY_CONTACT_EMAIL, SAMPLE.PRIVACY_CONTACT_EMAIL),
    // The chat's note says conversations are recorded "for human and machine learning": that is the default.
    training: e.PRIVACY_TRAINING_USE ?? "staff-and-models",
    processors,
    samples,
  };
}

let warned = false;

/** Printed once by `npm run build` while any privacy setting is a sample, like the project particulars. */
export function warnIfSample(config: PrivacyConfig = privacyConfig()): void {
  if (warned || config.samples.length === 0 || process.env.NEXT_PHASE !== "phase-production-build") return;
  warned = true;
  console.warn(
    `⚠ The privacy notice shows sample values for ${config.samples.join(", ")}. ` +
      "Set them before launch (see .env.example); the page marks them as a sample until then.",
  );
}

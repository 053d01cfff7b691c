import "server-only";
import type { Intent } from "../intent-types";
import type { ProjectView, UnitView } from "../views";

/** One answer template; `units` is never empty, and has one entry for single-unit answers. */
export type Phrase = (units: readonly UnitView[], project: ProjectView) => string;

/** Every intent's answer in one language. `overview` receives exactly one unit. */
export type Phrases = Record<BaseIntent, Phrase>;

/** The intents every language answers from the unit figures; the others come from `knowledge/`. */
export type BaseIntent = Extract<Intent, "greeting" | "overview" | "compare" | "size" | "price" | "rental" | "yield" | "rooms" | "carParks" | "layout" | "location" | "tenant" | "viewing" | "thanks" | "fallback">;

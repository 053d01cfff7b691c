import type en from "./messages/en.json";
import type { LOCALES } from "./lib/shared/i18n/locales";

// Message keys are checked at compile time against the English file.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof LOCALES)[number]["tag"];
    Messages: typeof en;
  }
}

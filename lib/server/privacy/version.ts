import "server-only";
/**
 * The privacy notice's version, stored with every lead (privacy_version) so we
 * can show which text a visitor saw. Change it whenever the wording of any
 * language changes in substance.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-01";

/** Where access, correction and withdrawal requests go (the data protection officer). */
export const PRIVACY_CONTACT_EMAIL = "privacy@aurelia-residences.example";

import "server-only";
/**
 * The privacy notice's version, stored with every lead (privacy_version) so we
 * can show which text a visitor saw. Change it whenever the wording of any
 * language (content/privacy/*.md) changes in substance.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-29";

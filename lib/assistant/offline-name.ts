/** Shown as "Connected to …" when no API is configured. */
export const OFFLINE_DISPLAY_NAME = "Aurelia Offline Consultant";

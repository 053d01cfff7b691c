"use client";

import { useTranslations } from "next-intl";
import { useConnectionStatus } from "@/components/hooks/use-connection-status";
import styles from "./header.module.css";

/** "Powered by AI" with a dot: yellow while checking, green connected, red not; click re-checks. */
export function AiBadge() {
  const t = useTranslations("header");
  const { state, provider, offline, recheck } = useConnectionStatus();
  const name = offline ? t("offlineConsultant") : (provider ?? "AI");
  const tooltip = state === "checking" ? t("checking") : state === "connected" ? t("connectedTo", { provider: name }) : t("notConnected");
  return (
    <button
      type="button"
      className={styles.badge}
      onClick={recheck}
      data-state={state}
      data-testid="ai-badge"
      aria-describedby="ai-badge-tooltip"
    >
      <span className={`${styles.badgeDot} ${styles[state]}`} aria-hidden="true" />
      {t("poweredByAI")}
      <span id="ai-badge-tooltip" role="tooltip" className={styles.tooltip}>
        {tooltip}
      </span>
    </button>
  );
}

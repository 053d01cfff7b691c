"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { HealthOutcome } from "@/lib/client/api/health-client";
import { serverErrorText } from "@/lib/client/api/error-text";
import { BOOT_LINE_COUNT, ENTER_AUTO_CLICK_MS, useBootSequence } from "./use-boot-sequence";
import styles from "./splash.module.css";

interface SplashProps {
  /** False while the built page waits for hydration to learn whether the splash plays at all. */
  running: boolean;
  onEnter(outcome: HealthOutcome): void;
  /** The visitor skipped the intro; the connection check's result, when it has one yet. */
  onSkip(outcome: HealthOutcome | undefined): void;
}

/** The "AI Control Room" loader shown before the page. */
export function Splash({ running, onEnter, onSkip }: SplashProps) {
  const t = useTranslations("splash");
  const tHeader = useTranslations("header");
  const tServer = useTranslations("serverErrors");
  const { lines, outcome, phase, enterVisible } = useBootSequence(running);
  const enterRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);

  // The splash is a modal dialog: focus starts inside it, on the one thing a visitor can do at once.
  useEffect(() => {
    if (running) skipRef.current?.focus();
  }, [running]);

  useEffect(() => {
    if (!enterVisible) return;
    enterRef.current?.focus();
    // The product presses the button for the visitor a second after showing it.
    const timer = window.setTimeout(() => enterRef.current?.click(), ENTER_AUTO_CLICK_MS);
    return () => window.clearTimeout(timer);
  }, [enterVisible]);

  const status = !outcome ? "testing" : outcome.connected ? "connected" : "disconnected";
  const failureText =
    outcome && !outcome.connected
      ? outcome.network
        ? t("networkError")
        : serverErrorText(tServer, outcome.code) || outcome.error || t("checkFailed")
      : null;
  const provider = outcome?.connected && outcome.offline ? tHeader("offlineConsultant") : outcome?.connected ? outcome.provider : undefined;

  return (
    // data-running tells the page's pre-paint script (lib/shared/ui/intro.ts) that React now answers "Skip intro":
    // until then, that script answers a press itself.
    <div
      className={styles.splash}
      role="dialog"
      aria-modal="true"
      aria-labelledby="splash-title"
      data-testid="splash"
      data-running={running}
    >
      {/* Drawn with the built page, so it is there from the first paint; the enter button takes over its job at the end. */}
      {!enterVisible && (
        <button ref={skipRef} type="button" className={styles.skip} onClick={() => onSkip(outcome)} data-testid="splash-skip">
          {t("skip")}
        </button>
      )}
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="splash-title">
          <h2 id="splash-title" className={styles.panelTitle}>
            <span className={styles.lights} aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {t("terminalTitle")}
          </h2>
          <ol className={styles.log} aria-live="polite" data-testid="splash-log">
            {Array.from({ length: lines }, (_, i) => (
              <li key={i} className={styles.line}>
                <span className={styles.prompt} aria-hidden="true">
                  ›
                </span>
                {t(`boot${i + 1}` as "boot1")}
              </li>
            ))}
            {phase === "done" && outcome?.connected && (
              <li className={`${styles.line} ${styles.ok}`}>{t("checkOk", { provider: provider ?? "AI" })}</li>
            )}
            {failureText && <li className={`${styles.line} ${styles.error}`}>{failureText}</li>}
            {failureText && <li className={`${styles.line} ${styles.warn}`}>{t("limited")}</li>}
            {phase === "done" && !failureText && <li className={`${styles.line} ${styles.ok}`}>{t("ready")}</li>}
            {phase !== "done" && (
              <li className={styles.cursor} aria-hidden="true">
                ▋
              </li>
            )}
          </ol>
        </section>

        <section className={styles.panel} aria-labelledby="splash-status">
          <h2 id="splash-status" className={styles.panelTitle}>
            {t("statusTitle")}
          </h2>
          <div className={styles.statusBody}>
            <div className={styles.orbit} aria-hidden="true">
              <span className={styles.ring} />
              <span className={styles.ringInner} />
              <span className={styles.core} />
            </div>
            <p className={`${styles.status} ${styles[status]}`} data-testid="splash-status" data-status={status}>
              <span className={styles.dot} aria-hidden="true" />
              {t(status)}
            </p>
            <progress
              className={styles.progress}
              max={BOOT_LINE_COUNT + 1}
              value={lines + (outcome ? 1 : 0)}
              aria-label={t("statusTitle")}
            />
            {enterVisible && outcome && (
              <button ref={enterRef} type="button" className={styles.enter} onClick={() => onEnter(outcome)}>
                {t("enter")}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { interactedEarlier } from "@/lib/client/ui/first-actions";
import { onFirstInteraction } from "@/lib/client/ui/first-interaction";
import { TOAST_DURATION_MS, TOAST_HOTKEY, loadSonner, loadedSonner, onSonnerLoaded } from "@/lib/client/ui/notify";

const notLoadedOnServer = () => undefined;

// A visitor who pressed something before the framework ran may be owed a toast as soon as it has: sonner is asked for
// as this module is evaluated, so that its download overlaps hydration.
if (typeof window !== "undefined" && interactedEarlier()) loadSonner().catch(() => {});

// Below sonner's own 600 px break, where toasts span the screen: at the bottom they would cover the chat's text box.
const PHONE = "(max-width: 600px)";
const onPhoneChange = (listener: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
};
const isPhone = () => window.matchMedia(PHONE).matches;
const notPhoneOnServer = () => false;

/**
 * One toast at a time, 5 s, swipe right, F8 focuses the region, Escape closes
 * it from anywhere on the page (see lib/client/ui/notify). On phones toasts come from
 * the top, clear of the text box the visitor is typing in.
 *
 * Sonner is not part of the page's first JavaScript. Until it has loaded, an
 * empty region stands in for it, labelled and announced as sonner's own is
 * (sonner's focuses nothing on F8 while it holds no toast, so neither does this).
 * Sonner is fetched at the visitor's first interaction rather than with the
 * first toast, which nearly always follows one, so that its live region is in
 * place before anything is announced in it and the toast waits for no download;
 * a toast that comes first (an error on load) fetches it itself.
 */
export function Toaster() {
  const t = useTranslations("toasts");
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, notLoadedOnServer);
  const phone = useSyncExternalStore(onPhoneChange, isPhone, notPhoneOnServer);

  useEffect(() => {
    if (!sonner) return;
    // Sonner's own Escape only collapses its stack while it holds the focus (WCAG 2.1.1, 1.4.13).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const { toast } = sonner;
      if (toast.getToasts().some((shown) => !("dismiss" in shown && shown.dismiss))) toast.dismiss();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [sonner]);

  // notify() tries again when a toast comes; nothing is lost meanwhile.
  useEffect(() => onFirstInteraction(() => void loadSonner().catch(() => {})), []);

  const label = t("notifications", { hotkey: TOAST_HOTKEY });
  if (!sonner)
    return (
      <section
        aria-label={label}
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        aria-atomic="false"
        data-toasts="loading"
      />
    );

  const { Toaster: Sonner } = sonner;
  return (
    <Sonner
      position={phone ? "top-center" : "bottom-right"}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={["right"]}
      hotkey={[TOAST_HOTKEY]}
      customAriaLabel={label}
      closeButton
      toastOptions={{ closeButtonAriaLabel: t("close"), classNames: { toast: "site-toast", description: "site-toast__description" } }}
    />
  );
}

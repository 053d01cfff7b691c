"use client";

import { useTranslations } from "next-intl";
import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS, TOAST_HOTKEY } from "@/lib/ui/notify";

/** One toast at a time, 5 s, swipe right, F8 focuses the region (see lib/ui/notify). */
export function Toaster() {
  const t = useTranslations("toasts");
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={["right"]}
      hotkey={[TOAST_HOTKEY]}
      customAriaLabel={t("notifications", { hotkey: TOAST_HOTKEY })}
      closeButton
      toastOptions={{ closeButtonAriaLabel: t("close"), classNames: { toast: "site-toast", description: "site-toast__description" } }}
    />
  );
}

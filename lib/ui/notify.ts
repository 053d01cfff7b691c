import { toast } from "sonner";

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = "F8";

export type ToastVariant = "neutral" | "destructive";

export interface Notice {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Pass an id to update that toast in place (fields are merged). */
  id?: string | number;
}

/**
 * The product shows one toast at a time and a new one replaces the old; sonner
 * would queue them, so everything shown goes through here.
 */
export function notify({ title, description, variant = "neutral", id }: Notice): string | number {
  if (id === undefined) toast.dismiss();
  const show = variant === "destructive" ? toast.error : toast;
  return show(title, { id, description });
}

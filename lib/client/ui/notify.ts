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

type Sonner = typeof import("sonner");

/*
 * Sonner is loaded apart from the page's first JavaScript: a toast only ever
 * follows an interaction or an error, so nothing on the way to the first paint
 * needs it. The toaster loads it at the visitor's first interaction, and notify() at once
 * if a toast comes sooner; both share this one copy, as sonner keeps its toasts
 * in module state that its toaster subscribes to.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const loadListeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      loadListeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed chunk load (a dropped connection, a deploy in between) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sonner, once loaded (for the toaster's useSyncExternalStore). */
export const loadedSonner = (): Sonner | undefined => sonner;

export function onSonnerLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

let noticeCount = 0;

/**
 * The product shows one toast at a time and a new one replaces the old; sonner
 * would queue them, so everything shown goes through here.
 *
 * The id is chosen here rather than by sonner, so that it can be returned at
 * once even when sonner is still loading.
 */
export function notify({ title, description, variant = "neutral", id }: Notice): string | number {
  const toastId = id ?? `notice-${++noticeCount}`;
  const show = ({ toast }: Sonner) => {
    if (id === undefined) toast.dismiss();
    (variant === "destructive" ? toast.error : toast)(title, { id: toastId, description });
  };
  // Once loaded, synchronously: a toast is then added exactly as if sonner had been there from the start.
  if (sonner) show(sonner);
  else
    loadSonner().then(show, (error: unknown) => {
      console.error("Could not load the toasts:", error);
    });
  return toastId;
}

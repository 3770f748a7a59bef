// Toasts (3 s, spec §9) through sonner, loaded on first use so the library costs nothing on first
// render. Calls made before it has loaded are queued, not lost.
import type { ExternalToast } from "sonner";

export const TOAST_DURATION_MS = 3000;

type Kind = "success" | "error" | "warning" | "info";
type Listener = () => void;

let sonner: typeof import("sonner") | null = null;
let loading: Promise<typeof import("sonner")> | null = null;
const listeners = new Set<Listener>();

export function loadSonner(): Promise<typeof import("sonner")> {
  loading ??= import("sonner").then((mod) => {
    sonner = mod;
    for (const listener of listeners) listener();
    return mod;
  });
  return loading;
}

/** The Toaster host subscribes so it mounts as soon as the library is there. */
export function onSonnerLoaded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedSonner(): typeof import("sonner") | null {
  return sonner;
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  const opts = { duration: TOAST_DURATION_MS, ...options };
  if (sonner) {
    sonner.toast[kind](message, opts);
    return;
  }
  void loadSonner().then((mod) => {
    // Let the Toaster mount before the first toast is sent.
    setTimeout(() => mod.toast[kind](message, opts), 0);
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};

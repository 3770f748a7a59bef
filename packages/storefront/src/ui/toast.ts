// Toasts (3 s, spec §9) through sonner, loaded on first use so the library costs nothing on first
// render. Calls made before it has loaded are queued, not lost.
import type { ExternalToast } from "sonner";
import { t } from "../i18n/i18n";
import { readJson, removeKey, writeJson } from "../storage/browser-storage";
import { STORAGE_KEYS } from "../storage/storage-keys";

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

/** What a toast said, as far as it can be carried over a page load (text only). */
interface ShownToast {
  kind: Kind;
  message: string;
  description?: string;
  at: number;
}

let recent: ShownToast[] = [];
const CARRY_WINDOW_MS = 15_000;

function remember(kind: Kind, message: string, options?: ExternalToast) {
  // A toast with a button (the push offer) means nothing without it on the next page: not carried.
  if (options?.action) return;
  const at = Date.now();
  const description = typeof options?.description === "string" ? options.description : undefined;
  recent = [
    ...recent.filter((shown) => at - shown.at < TOAST_DURATION_MS),
    { kind, message, description, at },
  ];
}

/**
 * Called just before a full page load to the other app (useAppNavigate): toasts still on screen are
 * written to session storage so the next page shows them instead of the shopper never seeing them.
 */
export function carryToastsOverPageLoad(): void {
  const now = Date.now();
  const live = recent.filter((shown) => now - shown.at < TOAST_DURATION_MS);
  if (live.length > 0) writeJson("session", STORAGE_KEYS.carriedToasts, live);
}

/** On app start: shows (once) what the previous page carried over, if it was written moments ago. */
export function showCarriedToasts(): void {
  const carried = readJson("session", STORAGE_KEYS.carriedToasts);
  if (carried === null) return;
  removeKey("session", STORAGE_KEYS.carriedToasts);
  if (!Array.isArray(carried)) return;
  const now = Date.now();
  for (const item of carried as Partial<ShownToast>[]) {
    const { kind, message, description, at } = item;
    if (!kind || !Object.hasOwn(toast, kind) || typeof message !== "string" || typeof at !== "number")
      continue;
    // A page restored much later (back button, a reopened tab) does not replay old news.
    if (now - at > CARRY_WINDOW_MS) continue;
    toast[kind](message, typeof description === "string" ? { description } : undefined);
  }
}

function show(kind: Kind, english: string, options?: ExternalToast) {
  // Callers pass the specification's English (or the server's text, already in the reader's language):
  // the toast says it in the reader's language.
  const message = t(english);
  if (typeof options?.description === "string") options = { ...options, description: t(options.description) };
  remember(kind, message, options);
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

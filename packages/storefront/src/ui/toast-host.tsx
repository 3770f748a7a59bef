import type { CSSProperties } from "react";
import { useEffect, useState } from "react";
import { loadedSonner, onSonnerLoaded, showCarriedToasts, TOAST_DURATION_MS } from "./toast";

/**
 * sonner's rich colours, from the design tokens: its own success text (#008a2e on #ecfdf3, 4.25:1) and
 * warning text (3.2:1) fall short of WCAG AA's 4.5:1, which axe flags on every page showing a toast.
 */
const TOAST_COLOURS = {
  "--success-bg": "var(--color-success-soft)",
  "--success-border": "var(--color-success)",
  "--success-text": "var(--color-success)",
  "--warning-bg": "var(--color-primary-soft)",
  "--warning-border": "var(--color-primary)",
  "--warning-text": "var(--color-primary)",
  "--error-bg": "var(--color-error-soft)",
  "--error-border": "var(--color-error)",
  "--error-text": "var(--color-error)",
  "--info-bg": "var(--color-surface)",
  "--info-border": "var(--color-border)",
  "--info-text": "var(--color-ink)",
} as CSSProperties;

/** Mounts sonner's Toaster once the library has been loaded by the first toast. */
export function ToastHost() {
  const [mod, setMod] = useState(loadedSonner);
  useEffect(() => onSonnerLoaded(() => setMod(loadedSonner())), []);
  // A toast raised just before the other app's page was opened (useAppNavigate) shows here.
  useEffect(() => showCarriedToasts(), []);
  if (!mod) return null;
  const { Toaster } = mod;
  return (
    <Toaster
      // Bottom, above the phone's bottom bar and floating cart button, so a toast never hides the
      // header's cart count or search while it is shown.
      position="bottom-center"
      mobileOffset={{ bottom: "calc(var(--bottom-bar-height) + var(--tap-target) + var(--space-8))" }}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      style={TOAST_COLOURS}
    />
  );
}

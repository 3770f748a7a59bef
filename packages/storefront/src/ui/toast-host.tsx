import { useEffect, useState } from "react";
import { loadedSonner, onSonnerLoaded, TOAST_DURATION_MS } from "./toast";

/** Mounts sonner's Toaster once the library has been loaded by the first toast. */
export function ToastHost() {
  const [mod, setMod] = useState(loadedSonner);
  useEffect(() => onSonnerLoaded(() => setMod(loadedSonner())), []);
  if (!mod) return null;
  const { Toaster } = mod;
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}

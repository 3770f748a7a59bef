// A part of the product page that is not in its first screen (a menu opened by a tap): its code loads
// at the page's first idle moment or when the shopper first reaches for it, whichever comes first, so
// it stays out of the first render's scripts and is there by the time it is wanted.
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import { whenFirstIdle } from "@henna/storefront/ui/first-idle.ts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export interface OnDemand<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load (once); a failed load is tried again by the next call. */
  preload: () => void;
  /** Preloads at the page's first idle moment; returns the cancel, for an effect. */
  preloadWhenIdle: () => () => void;
}

export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  const inLanguage = inPageLanguage(load);
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= inLanguage().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const preload = () => void start().catch(() => undefined);
  return {
    Component: lazy(() => start().then((component) => ({ default: component }))),
    preload,
    preloadWhenIdle: () => whenFirstIdle(preload),
  };
}

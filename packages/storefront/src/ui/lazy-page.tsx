// A lazily loaded page that renders at once when its code is already here. React.lazy suspends on its
// first render even when the chunk has arrived (the server preloads the requested route's chunk), and a
// page that suspended is revealed no sooner than 300 ms after its fallback: loading the page before the
// first render (preload) skips both the fallback and that wait.
import { type ComponentType, lazy } from "react";

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | null = null;
  const remember = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load (like React.lazy), never during a render
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}

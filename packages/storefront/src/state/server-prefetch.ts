// A render on the server runs no effects, so a screen's reads (useResource) would never be made there.
// While the server renders a page, this context collects them instead: it loads each one, and the page is
// rendered again with their data (ssr/render-on-server.tsx). In the browser there is no collector.
import { createContext } from "react";
import type { Resource } from "./server-data";

export type PrefetchCollector = (resource: Resource<unknown, unknown>, args: unknown) => void;

export const PrefetchContext = createContext<PrefetchCollector | null>(null);

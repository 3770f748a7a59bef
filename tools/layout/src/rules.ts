// Which folder may import which. Each rule looks at one import and says what is wrong with it, or
// nothing; the layout test runs them over every production file of the repository.
import type { ImportEdge } from "./import-graph.js";

export interface Violation {
  rule: string;
  from: string;
  specifier: string;
}

const SERVER = "apps/server/src/";
const APPS = ["shop", "academy", "admin", "server"];

/** `routes/<folder>` (or `routes/admin/<folder>`) of a server file, null outside a route folder. */
export function routeFolder(path: string): string | null {
  if (!path.startsWith(`${SERVER}routes/`)) return null;
  const parts = path.slice(`${SERVER}routes/`.length).split("/");
  if (parts.length === 1) return null; // routes/all-handlers.ts binds every folder: the one allowed root
  if (parts[0] === "admin" && parts.length > 2) return `admin/${parts[1]}`;
  return parts[0] ?? null;
}

/** `apps/<app>/src/features/<feature>` of a file, or null. */
export function featureFolder(path: string): string | null {
  const match = /^apps\/([^/]+)\/src\/features\/([^/]+)\//.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}

type Rule = (edge: ImportEdge) => string | null;

export const RULES: Record<string, Rule> = {
  "services, jobs and cli never import routes": ({ from, to }) =>
    /^apps\/server\/src\/(services|jobs|cli)\//.test(from) && to?.startsWith(`${SERVER}routes/`)
      ? "route code is HTTP glue; move what both need into services/"
      : null,
  "a route folder never imports another": ({ from, to }) => {
    const source = routeFolder(from);
    const target = to ? routeFolder(to) : null;
    // A sub-folder may use what its parent shares (routes/admin/paging.ts for admin/orders), and the
    // parent binds its sub-folders' handlers (routes/admin/handlers.ts).
    const nested = source?.startsWith(`${target}/`) || target?.startsWith(`${source}/`);
    return source && target && source !== target && !nested
      ? `routes/${source} imports routes/${target}; share it through services/`
      : null;
  },
  "a feature never imports another feature": ({ from, to }) => {
    const source = featureFolder(from);
    const target = to ? featureFolder(to) : null;
    return source && target && source !== target
      ? `features/${source.split("/")[1]} imports features/${target.split("/")[1]}; share it through the app's ui/ or the storefront package`
      : null;
  },
  "a package never imports an app": ({ from, to, specifier }) => {
    if (!from.startsWith("packages/")) return null;
    const bare = APPS.some((app) => specifier === `@henna/${app}` || specifier.startsWith(`@henna/${app}/`));
    return bare || to?.startsWith("apps/") ? "packages are below the apps" : null;
  },
};

export function violations(edges: ImportEdge[]): Violation[] {
  const found: Violation[] = [];
  for (const edge of edges) {
    for (const [rule, check] of Object.entries(RULES)) {
      const why = check(edge);
      if (why) found.push({ rule: `${rule}: ${why}`, from: edge.from, specifier: edge.specifier });
    }
  }
  return found;
}

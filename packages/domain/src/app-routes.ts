// Two apps share one origin (one login for both): the academy owns the admission routes of spec §2 and
// every other path belongs to the shop. The server routes requests by this rule and the browser uses it
// to decide whether a link stays inside the running app or needs a full page load.
export type AppName = "shop" | "academy";

/** Where the academy's built assets are served from. */
export const ACADEMY_ASSET_BASE = "/academy/";

const ACADEMY_ROUTES: readonly RegExp[] = [
  /^\/course\/?$/,
  /^\/admission-form\/?$/,
  /^\/admission-form-step-2\/?$/,
  /^\/payment-successad\/[^/]+\/?$/,
  /^\/payment-failedad\/[^/]+\/?$/,
];

/** The app that renders `path` (a pathname, optionally with ?query or #hash). */
export function appForPath(path: string): AppName {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return ACADEMY_ROUTES.some((route) => route.test(pathname)) ? "academy" : "shop";
}

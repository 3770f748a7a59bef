// Whether the journeys take their screenshots: not on CI, which throws its clean clone away (a full-page
// PNG costs CPU the journeys of a 2-core machine need); E2E_SCREENSHOTS=on|off decides either way.
export const SCREENSHOTS_TAKEN =
  (process.env.E2E_SCREENSHOTS ?? (process.env.CI === "true" ? "off" : "on")) !== "off";

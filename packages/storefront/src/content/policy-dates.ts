/** When the published policies were last revised (shown under each title). */
export const POLICIES_UPDATED = "1 November 2026";

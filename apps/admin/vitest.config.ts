import { reactTestConfig } from "../../packages/storefront/src/test-support/vitest-react.ts";

// The back office keeps one module graph and DOM per file: its screens share a session store, a
// services context and the router, and most of its files fail when they run after another.
export default reactTestConfig({ isolateAll: true });

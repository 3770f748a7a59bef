import { reactTestConfig } from "../../packages/storefront/src/test-support/vitest-react.ts";

// The back office's files share one module graph and window per worker, like the other React suites;
// window-reset.ts puts the window's address and history back after each test.
export default reactTestConfig({ setupFiles: ["./src/test-support/window-reset.ts"] });

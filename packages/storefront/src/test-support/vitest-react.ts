// The vitest setup of every React workspace (this package, the shop, the academy and the back office,
// which import this file by its path: a config is bundled, and a linked package would not be):
// happy-dom, this folder's setup.ts (plus a workspace's own `setupFiles`), and CSS module class names
// kept readable.
// Files share one module graph and DOM per worker (isolate: false), which saves most of a suite's time
// on importing React and building a DOM per file; a file whose module state or mocks do not survive
// that sharing is named in `isolated` and gets its own.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const SHARED_SETUP = fileURLToPath(new URL("./setup.ts", import.meta.url));

export function reactTestConfig(
  options: { isolated?: readonly string[]; setupFiles?: readonly string[] } = {},
) {
  const isolated = [...(options.isolated ?? [])];
  const include = ["src/**/*.test.{ts,tsx}"];
  const shared = {
    // CI runs every workspace at once on two cores: a slow machine is not a failing test. A guard
    // against a hang only: beside other work (load average 22) a product-editor test that takes 8 s
    // in a quiet run overran 30 s.
    testTimeout: 180_000,
    environment: "happy-dom",
    setupFiles: [SHARED_SETUP, ...(options.setupFiles ?? [])],
    css: { modules: { classNameStrategy: "non-scoped" as const } },
  };
  return defineConfig({
    test: {
      ...shared,
      projects: [
        {
          extends: true,
          test: { name: "shared", include, exclude: ["**/node_modules/**", ...isolated], isolate: false },
        },
        ...(isolated.length > 0
          ? [{ extends: true as const, test: { name: "isolated", include: isolated } }]
          : []),
      ],
    },
  });
}

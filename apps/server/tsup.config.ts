import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    main: "src/main.ts",
    cli: "src/cli.ts",
    "build-contract": "src/http/build-contract.ts",
    "build-pglite-template": "src/db/build-pglite-template.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  // SQL migrations are read at start-up; ship them beside the bundle.
  onSuccess: async () => {
    cpSync("src/db/migrations", "dist/migrations", { recursive: true });
  },
});

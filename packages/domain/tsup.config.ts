import { defineConfig } from "tsup";

// One entry per rule module, published as `@henna/domain/<module>`: callers import exactly the rule
// they use, and there is no barrel file that re-exports everything.
export default defineConfig({
  entry: ["src/*.ts", "!src/*.test.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
});

import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { generatedUrl, generateStoreTypes, regenerateCommand } from "../scripts/generate-types.mjs";

test("src/generated/store.ts matches openapi/store.yaml", async () => {
  const [committed, fresh] = await Promise.all([readFile(generatedUrl, "utf8"), generateStoreTypes()]);
  if (committed !== fresh) {
    expect.fail(`src/generated/store.ts is out of date with openapi/store.yaml. Run: ${regenerateCommand}`);
  }
  expect(committed.startsWith("// generated from openapi/store.yaml — do not edit")).toBe(true);
});

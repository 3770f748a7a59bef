// Generates src/generated/store.ts from openapi/store.yaml. The drift test imports `generateStoreTypes`
// so the committed file and a fresh generation are produced by exactly the same code.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

export const contractUrl = new URL("../../../openapi/store.yaml", import.meta.url);
export const generatedUrl = new URL("../src/generated/store.ts", import.meta.url);
export const regenerateCommand = "pnpm --filter @henna/api generate";

const banner = [
  "// generated from openapi/store.yaml — do not edit",
  `// Regenerate with \`${regenerateCommand}\` after changing the contract.`,
  "",
].join("\n");

/** @returns {Promise<string>} the TypeScript source for the contract's types */
export async function generateStoreTypes() {
  const ast = await openapiTS(contractUrl);
  return `${banner}\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await generateStoreTypes();
  await writeFile(generatedUrl, source);
  console.log(`wrote ${fileURLToPath(generatedUrl)}`);
}

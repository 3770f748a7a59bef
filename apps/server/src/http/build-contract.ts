// Run by `pnpm build` after tsup (dist/build-contract.js): writes what a built server would otherwise
// work out at every start, the contract as JSON (parsing the YAML took a quarter of a second) and its
// validators compiled by ajv (a third of a second).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONTRACT_JSON, findContractFile, listOperations, readContract } from "./contract.js";
import { VALIDATORS_FILE } from "./precompiled-validators.js";
import { validatorModuleSource } from "./validator-module.js";

const dist = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const document = readContract(findContractFile());
writeFileSync(dist(CONTRACT_JSON), JSON.stringify(document));
writeFileSync(dist(VALIDATORS_FILE), await validatorModuleSource(listOperations(document)));

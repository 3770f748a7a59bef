// Build step: every validator Fastify will ask for, compiled once into a CommonJS module by ajv's
// standalone code generator. The schemas are collected by registering the contract's routes on a
// throw-away Fastify instance, so they are exactly the objects (after Fastify's own changes, e.g. to
// header names) that a running server hands to validation.ts.

import { _ } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import Fastify from "fastify";
import { ajvOptions, kindOfPart, type ValidatorKind, validatorKey } from "./ajv-options.js";
import type { ContractOperation } from "./contract.js";
import { routeSchema } from "./route-schema.js";

/** The schemas Fastify compiles for these operations, keyed by validatorKey. */
export async function collectSchemas(
  operations: ContractOperation[],
): Promise<Map<string, { kind: ValidatorKind; schema: unknown }>> {
  const found = new Map<string, { kind: ValidatorKind; schema: unknown }>();
  const app = Fastify();
  for (const op of operations) {
    app.route({
      method: op.method,
      url: op.routePath,
      schema: routeSchema(op),
      validatorCompiler: ({ schema, httpPart }) => {
        const kind = kindOfPart(httpPart);
        found.set(validatorKey(kind, schema), { kind, schema });
        return () => true;
      },
      handler: async () => null,
    });
  }
  await app.ready();
  await app.close();
  return found;
}

function standaloneAjv(kind: ValidatorKind) {
  const ajv = new Ajv2020({
    ...ajvOptions(kind),
    code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  addFormats.default(ajv);
  return ajv;
}

/** The CommonJS source of a module exporting one validate function per key. */
export async function validatorModuleSource(operations: ContractOperation[]): Promise<string> {
  const schemas = await collectSchemas(operations);
  const parts: string[] = [];
  for (const kind of ["strict", "coerce"] as const) {
    const ajv = standaloneAjv(kind);
    const ids: Record<string, string> = {};
    for (const [key, entry] of schemas) {
      if (entry.kind !== kind) continue;
      ajv.addSchema(entry.schema as object, key);
      ids[key] = key;
    }
    if (Object.keys(ids).length > 0) parts.push(`(function(){\n${standaloneCode.default(ajv, ids)}\n})();`);
  }
  return parts.join("\n");
}

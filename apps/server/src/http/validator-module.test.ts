// The validators the build compiles ahead of time must judge every request exactly as the ones
// compiled at run time would: same verdict, same errors (which become the field messages shoppers see).
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { ajvOptions, type ValidatorKind } from "./ajv-options.js";
import { listOperations, readContract } from "./contract.js";
import { collectSchemas, validatorModuleSource } from "./validator-module.js";

const operations = listOperations(readContract());

function runtimeAjv(kind: ValidatorKind) {
  const ajv = new Ajv2020(ajvOptions(kind));
  addFormats.default(ajv);
  return ajv;
}

/** Inputs that break a schema in the usual ways, built from its own properties. */
function probes(schema: Record<string, unknown>): unknown[] {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  const each = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [
    null,
    {},
    "text",
    42,
    [],
    each(""),
    each("12"),
    each(-1),
    each(true),
    each([]),
    each({}),
    { unknown: 1 },
  ];
}

const summary = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => ({ path: e.instancePath, keyword: e.keyword, params: e.params, data: e.data }));

describe("validators compiled at build time", () => {
  let schemas: Awaited<ReturnType<typeof collectSchemas>>;
  let table: Record<string, ValidateFunction>;

  beforeAll(async () => {
    schemas = await collectSchemas(operations);
    const file = join(mkdtempSync(join(tmpdir(), "validators-")), "validators.cjs");
    writeFileSync(file, await validatorModuleSource(operations));
    table = createRequire(import.meta.url)(file) as Record<string, ValidateFunction>;
  });

  it("hold one validator for every schema a server compiles, body and parameters", () => {
    expect(Object.keys(table).sort()).toEqual([...schemas.keys()].sort());
    const kinds = new Set([...schemas.values()].map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(["strict", "coerce"]));
  });

  it("give the same verdicts and errors as validators compiled at run time", () => {
    const runtime = { strict: runtimeAjv("strict"), coerce: runtimeAjv("coerce") };
    let compared = 0;
    for (const [key, { kind, schema }] of schemas) {
      const ahead = table[key] as ValidateFunction;
      const now = runtime[kind].compile(schema as object);
      for (const probe of probes(schema as Record<string, unknown>)) {
        const a = structuredClone(probe);
        const b = structuredClone(probe);
        const verdict = ahead(a);
        expect({ key, probe, verdict, errors: summary(ahead.errors), data: a }).toEqual({
          key,
          probe,
          verdict: now(b),
          errors: summary(now.errors),
          data: b,
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

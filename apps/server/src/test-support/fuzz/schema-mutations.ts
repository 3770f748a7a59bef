// Values a JSON Schema (mostly) refuses: the wrong type, a required field left out, an unknown field,
// text past its length or outside its format, numbers past their bounds, fractions for integers, and
// the same one level down (a valid object with one field broken). A contract that accepts one of these
// anyway is fine: the fuzzer only asks that every answer is a clean one.
import fc from "fast-check";
import type { JsonSchema } from "../../http/contract.js";
import {
  asSchema,
  branchesOf,
  type Hints,
  mergeAllOf,
  noHints,
  typesOf,
  validValue,
} from "./schema-values.js";

const HUGE_TEXT = "Z".repeat(20_000);

const SAMPLES: Record<string, unknown[]> = {
  string: ["wrong", "", HUGE_TEXT],
  integer: [-1, 0, 2 ** 53, -(2 ** 63)],
  number: [-1e308, 1e308, 0.5],
  boolean: [true, false],
  null: [null],
  array: [[], [1, "two", null], [{}]],
  object: [{}, { unexpected: "field" }, { nested: { deeper: [1] } }],
};

/** Values of every JSON type the schema does not allow. */
export function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = new Set(typesOf(schema));
  if (allowed.has("number")) allowed.add("integer");
  const others = Object.entries(SAMPLES)
    .filter(([type]) => !allowed.has(type))
    .flatMap(([, values]) => values);
  // An untyped schema takes anything: a value of an odd shape is the best it gets.
  return fc.constantFrom(...(others.length > 0 ? others : [HUGE_TEXT, { a: { b: { c: [] } } }]));
}

/** A value breaking the schema somewhere: at this level or in one of its fields or items. */
export function invalidValue(schema: JsonSchema, hints: Hints = noHints): fc.Arbitrary<unknown> {
  const s = asSchema(mergeAllOf(schema));
  const options: fc.Arbitrary<unknown>[] = [wrongType(s)];
  if ("const" in s || Array.isArray(s.enum)) options.push(fc.constantFrom("not-one-of-them", 987654321, ""));
  const branches = branchesOf(s);
  if (branches) options.push(fc.oneof(...branches.map((branch) => invalidValue(branch, hints))));
  const types = typesOf(s);
  if (types.includes("string")) options.push(badText(s));
  if (types.includes("integer") || types.includes("number"))
    options.push(badNumber(s, types.includes("integer")));
  if (types.includes("array")) options.push(badArray(s, hints));
  if (types.includes("object")) options.push(...badObject(s, hints));
  return fc.oneof(...options);
}

/** An object that keeps its shape but breaks its fields: for path, query and header sets. */
export function invalidFields(schema: JsonSchema, hints: Hints = noHints): fc.Arbitrary<unknown> {
  return fc.oneof(...badObject(asSchema(mergeAllOf(schema)), hints));
}

function badText(s: ReturnType<typeof asSchema>): fc.Arbitrary<unknown> {
  const values: string[] = [HUGE_TEXT, "\u0000", "bad\u0000value", "\ud800", "<script>alert(1)</script>"];
  if (s.maxLength !== undefined) values.push("y".repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) values.push("y".repeat(s.minLength - 1));
  if (s.format || s.pattern) values.push("not valid at all!", "2024-13-45", "@", " ");
  return fc.oneof(fc.constantFrom(...values), fc.string({ unit: "binary", maxLength: 40 }));
}

function badNumber(s: ReturnType<typeof asSchema>, integer: boolean): fc.Arbitrary<unknown> {
  const values: number[] = [-1, -(2 ** 31) - 1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308];
  if (s.minimum !== undefined) values.push(s.minimum - 1);
  if (s.maximum !== undefined) values.push(s.maximum + 1);
  if (s.exclusiveMinimum !== undefined) values.push(s.exclusiveMinimum);
  if (integer) values.push(1.5, -0.25);
  return fc.constantFrom(...values);
}

function badArray(s: ReturnType<typeof asSchema>, hints: Hints): fc.Arbitrary<unknown> {
  const item = s.items ?? {};
  const options: fc.Arbitrary<unknown>[] = [
    fc.array(invalidValue(item, hints), { minLength: 1, maxLength: 2 }),
    fc.array(validValue(item, hints), {
      minLength: (s.maxItems ?? 200) + 1,
      maxLength: (s.maxItems ?? 200) + 1,
    }),
  ];
  if (s.minItems) options.push(fc.constant([]));
  return fc.oneof(...options);
}

function badObject(s: ReturnType<typeof asSchema>, hints: Hints): fc.Arbitrary<unknown>[] {
  const properties = s.properties ?? {};
  const names = Object.keys(properties);
  const valid = validValue(s, hints) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [
    valid.map((value) => ({ ...value, unexpectedField: HUGE_TEXT.slice(0, 100) })),
  ];
  const required = s.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
        const { [name]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  if (names.length > 0) {
    // One field broken, the rest valid, so the broken field is what the server has to catch.
    options.push(
      ...names.map((name) =>
        fc
          .tuple(valid, invalidValue(properties[name] ?? {}, hints))
          .map(([value, broken]) => ({ ...value, [name]: broken })),
      ),
    );
  }
  return options;
}

// Values a JSON Schema accepts, as fast-check arbitraries: the contract's own schemas drive the fuzzer,
// so a field added to openapi/store.yaml is fuzzed without touching this file. Only what the contract
// uses is understood (type, const, enum, formats, lengths, bounds, pattern, items, properties, oneOf,
// anyOf, allOf); the values lean towards the edges a server trips on (long text, NUL characters, ids
// past 32 bits) while still matching the schema.
import fc from "fast-check";
import type { JsonSchema } from "../../http/contract.js";

/** A value worth trying for a field of this name (the demo store's id, the caller's own id...). */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined;

export const noHints: Hints = () => undefined;

const MAX_ITEMS = 3;
const SHORT_TEXT = 16;

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
};

export const asSchema = (schema: JsonSchema): Schema => schema as Schema;

/** The JSON types a schema names, or infers from its keywords; empty means anything. */
export function typesOf(schema: JsonSchema): string[] {
  const s = asSchema(schema);
  if (Array.isArray(s.type)) return s.type;
  if (typeof s.type === "string") return [s.type];
  if (s.properties || s.required || s.additionalProperties !== undefined) return ["object"];
  if (s.items) return ["array"];
  return [];
}

/** allOf's branches describe one object: their properties and required lists are merged. */
export function mergeAllOf(schema: JsonSchema): JsonSchema {
  const { allOf, ...rest } = asSchema(schema);
  let merged: Schema = { ...rest };
  for (const branch of (allOf ?? []).map((b) => asSchema(mergeAllOf(b)))) {
    merged = {
      ...merged,
      ...branch,
      properties: { ...merged.properties, ...branch.properties },
      required: [...(merged.required ?? []), ...(branch.required ?? [])],
    };
  }
  return merged;
}

/** The schema's branches when it is a oneOf/anyOf, each with the siblings it shares. */
export function branchesOf(schema: JsonSchema): JsonSchema[] | null {
  const { oneOf, anyOf, ...rest } = asSchema(schema);
  const branches = oneOf ?? anyOf;
  if (!branches || branches.length === 0) return null;
  return branches.map((branch) => mergeAllOf({ ...rest, ...branch }));
}

/** A value the schema accepts; `name` is the field's name, used to pick hinted values. */
export function validValue(schema: JsonSchema, hints: Hints = noHints, name?: string): fc.Arbitrary<unknown> {
  const own = ownValue(schema, hints);
  const hinted = name ? hints(name) : undefined;
  if (!hinted) return own;
  return fc.oneof(
    { arbitrary: hinted.map((v) => fitType(v, schema)), weight: 3 },
    { arbitrary: own, weight: 1 },
  );
}

function ownValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const s = asSchema(schema);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  if (s.allOf) return ownValue(mergeAllOf(s), hints);
  const branches = branchesOf(s);
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, hints)));
  const types = typesOf(s);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedValue(type, s, hints)));
}

function typedValue(type: string, s: Schema, hints: Hints): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringValue(s);
    case "integer":
      return integerValue(s);
    case "number":
      return fc.oneof(integerValue(s), numberValue(s));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validValue(s.items ?? {}, hints), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    default:
      return objectValue(s, hints);
  }
}

export function stringValue(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  const fits = (text: string) => {
    const length = [...text].length;
    return length >= min && (max === undefined || length <= max);
  };
  switch (s.format) {
    case "date-time":
      return dates().map((d) => d.toISOString());
    case "date":
      return dates().map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc
        .tuple(word(), word(), fc.constantFrom("com", "in", "org"))
        .map(([user, host, tld]) => `${user}@${host}.${tld}`);
    case "uri":
      return fc.webUrl();
    case "uri-reference":
      return fc.oneof(fc.webUrl(), fc.constantFrom("/images/a.png", "/", "page?x=1"));
    case "uuid":
      return fc.uuid();
  }
  if (s.pattern) {
    return fc.stringMatching(new RegExp(s.pattern, "u")).filter(fits);
  }
  const ordinary = fc.string({ minLength: min, maxLength: max ?? SHORT_TEXT });
  const limit = max ?? 5000;
  // Still valid text, but what a careless handler or column chokes on.
  const awkward = fc
    .constantFrom(
      "x".repeat(limit),
      "\u0000",
      "a\u0000b",
      "  ",
      "नमस्ते 😀",
      "'; DROP TABLE users; --",
      "%00%ff",
      "../../etc/passwd",
      "1e999",
      "-1",
    )
    .filter(fits);
  return fc.oneof({ arbitrary: ordinary, weight: 4 }, { arbitrary: awkward, weight: 1 });
}

// Mostly dates a person would send, sometimes the first and last the format allows.
const dates = () =>
  fc.oneof(
    {
      arbitrary: fc.date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2100-01-01T00:00:00Z"),
        noInvalidDate: true,
      }),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom(new Date("0001-01-01T00:00:00Z"), new Date("9999-12-31T23:59:59Z")),
      weight: 1,
    },
  );

const word = () => fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);

function bounds(s: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : undefined);
  return { min: min ?? -(2 ** 53 - 1), max: max ?? 2 ** 53 - 1 };
}

function integerValue(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, true);
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  // Mostly everyday numbers, sometimes the extremes the schema still allows (past a 32-bit column).
  const everyday = fc.integer({ min: Math.max(lo, -100), max: Math.min(hi, Math.max(lo, -100) + 1000) });
  const extremes = fc
    .constantFrom(lo, hi, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 0)
    .filter((n) => n >= lo && n <= hi);
  return fc.oneof({ arbitrary: everyday, weight: 4 }, { arbitrary: extremes, weight: 1 });
}

function numberValue(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, false);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

function objectValue(s: Schema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    if (s.additionalProperties === false) return fc.constant({});
    const values =
      typeof s.additionalProperties === "object"
        ? validValue(s.additionalProperties, hints)
        : fc.jsonValue({ maxDepth: 1 });
    return fc.dictionary(word(), values, { maxKeys: MAX_ITEMS });
  }
  const model = Object.fromEntries(
    names.map((name) => [name, validValue(properties[name] ?? {}, hints, name)]),
  );
  // Exactly one of several optional fields (the contract's "set one flag" bodies).
  if (s.maxProperties === 1) {
    return fc
      .constantFrom(...names)
      .chain((name) => (model[name] ?? fc.constant(null)).map((value) => ({ [name]: value })));
  }
  const required = (s.required ?? []).filter((name) => name in properties);
  const undeclared = (s.required ?? []).filter((name) => !(name in properties));
  const record = fc.record(model, { requiredKeys: required });
  if (undeclared.length === 0) return record;
  return fc
    .tuple(record, fc.tuple(...undeclared.map(() => fc.string({ maxLength: SHORT_TEXT }))))
    .map(([value, extra]) => ({
      ...value,
      ...Object.fromEntries(undeclared.map((name, i) => [name, extra[i]])),
    }));
}

/** A hinted value in the type the schema wants (an id hint is text in a string field). */
function fitType(value: unknown, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.length === 0 || typeof value !== "number") return value;
  if (types.includes("integer") || types.includes("number")) return value;
  return types.includes("string") ? String(value) : value;
}

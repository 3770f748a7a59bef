// Request validation against the contract. Bodies are validated strictly (no type coercion, unknown
// fields rejected by the contract's additionalProperties: false); path, query and header values are
// text on the wire, so those are coerced to the declared types.

import { createRequire } from "node:module";
import {
  AADHAR_EXACTLY_12_DIGITS,
  AADHAR_REQUIRED,
  FIELD_REQUIRED,
  INVALID_EMAIL_RESET,
  INVALID_MOBILE,
  INVALID_PINCODE,
  OTP_INCOMPLETE,
  PASSWORD_TOO_SHORT_LOGIN,
  PASSWORD_TOO_SHORT_RESET,
  RULES_AGREEMENT_REQUIRED,
} from "@henna/domain/messages";
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import type { FastifySchemaCompiler } from "fastify";
import { ajvOptions, kindOfPart, type ValidatorKind, validatorKey } from "./ajv-options.js";
import type { FieldError } from "./api-error.js";
import type { JsonSchema } from "./contract.js";
import { fieldLabel } from "./field-messages.js";
import { precompiledValidator } from "./precompiled-validators.js";

// ajv itself loads only when a schema was not compiled at build time (always under vitest, never in a
// built server for the contract's own schemas).
const require = createRequire(import.meta.url);
const instances = new Map<ValidatorKind, Ajv2020>();

function ajvFor(kind: ValidatorKind): Ajv2020 {
  let ajv = instances.get(kind);
  if (!ajv) {
    const { Ajv2020: AjvClass } = require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
    const addFormats = require("ajv-formats") as typeof import("ajv-formats");
    ajv = new AjvClass(ajvOptions(kind));
    addFormats.default(ajv);
    instances.set(kind, ajv);
  }
  return ajv;
}

// A compiled function depends only on the schema's text and the instance's options, so a process
// compiles each schema once however many servers it builds (test suites build hundreds; ajv's own
// cache is keyed by object identity, and every build derefs the contract into new objects).
const compiled = new Map<string, ValidateFunction>();

function compileOnce(kind: ValidatorKind, schema: unknown): ValidateFunction {
  const key = validatorKey(kind, schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = precompiledValidator(key) ?? (ajvFor(kind).compile(schema as JsonSchema) as ValidateFunction);
    compiled.set(key, validate);
  }
  return validate;
}

export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) =>
  refusingNul(compileOnce(kindOfPart(httpPart), schema));

// PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would fail at the database as a
// 500. No field has a use for it: every part of every request is refused with it, as a field error.
function refusingNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: unknown) => {
    if (!validate(data, context as never)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = nulPath(data, "");
    checked.errors = path === null ? null : [nulError(path)];
    return path === null;
  }) as ValidateFunction;
  // Fastify hands the request as parent data to a function with a schemaEnv, so a coerced root value
  // lands; a function compiled at build time has none of its own, and takes parent data all the same.
  Object.assign(checked, { schemaEnv: validate.schemaEnv ?? {}, schema: validate.schema });
  return checked;
}

/** The JSON pointer of the first string (or key) holding a NUL, or null. */
function nulPath(value: unknown, at: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? at : null;
  if (!value || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const path = `${at}/${key}`;
    if (key.includes("\u0000")) return path;
    const found = nulPath(item, path);
    if (found !== null) return found;
  }
  return null;
}

function nulError(instancePath: string): ErrorObject {
  return {
    keyword: "noNul",
    instancePath,
    schemaPath: "#",
    params: {},
    message: "contains a character that is not allowed (U+0000)",
  };
}

/** Turns ajv errors into per-field messages a person can read, one per field and message. */
export function fieldErrors(errors: ErrorObject[], part: string): FieldError[] {
  const seen = new Set<string>();
  return errors.map(toFieldError).filter((error) => {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  function toFieldError(error: ErrorObject): FieldError {
    const path = error.instancePath.replace(/^\//, "").replace(/\//g, ".");
    if (error.keyword === "additionalProperties") {
      const extra = String((error.params as { additionalProperty?: string }).additionalProperty);
      return {
        field: path ? `${path}.${extra}` : extra,
        message: `Unknown field "${extra}".`,
      };
    }
    if (error.keyword === "required") {
      const missing = String((error.params as { missingProperty?: string }).missingProperty);
      const field = path ? `${path}.${missing}` : missing;
      return { field, message: requiredMessage(field) };
    }
    const field = path || part;
    return { field, message: shopperMessage(field, error) ?? `${fieldLabel(field)} ${describe(error)}` };
  }
}

// A shape rule broken on a field the specification names gets the specification's own words, so the
// server says what the shop's forms say.
const FIELD_MESSAGES: Array<[RegExp, string]> = [
  [/(^|\.)pincode$/, INVALID_PINCODE],
  [/(^|\.)(mobile|phone)$/, INVALID_MOBILE],
  [/(^|\.)email$/, INVALID_EMAIL_RESET],
  [/(^|\.)otp$/, OTP_INCOMPLETE],
  [/(^|\.)aadhar$/, AADHAR_EXACTLY_12_DIGITS],
  [/(^|\.)newPassword$/, PASSWORD_TOO_SHORT_RESET],
  [/(^|\.)password$/, PASSWORD_TOO_SHORT_LOGIN],
];

const REQUIRED_MESSAGES: Array<[RegExp, string]> = [
  [/(^|\.)aadhar$/, AADHAR_REQUIRED],
  [/(^|\.)rulesAgreed$/, RULES_AGREEMENT_REQUIRED],
];

function requiredMessage(field: string): string {
  return REQUIRED_MESSAGES.find(([pattern]) => pattern.test(field))?.[1] ?? FIELD_REQUIRED;
}

function shopperMessage(field: string, error: ErrorObject): string | null {
  if (error.keyword === "const" && /(^|\.)rulesAgreed$/.test(field)) return RULES_AGREEMENT_REQUIRED;
  if (error.keyword === "enum" && /(^|\.)(gender|center)$/.test(field)) return FIELD_REQUIRED;
  // An empty value is a missing one: required comes before any format rule, as in the shop's forms.
  if (error.data === "" && ["pattern", "format", "minLength"].includes(error.keyword))
    return requiredMessage(field);
  const limit = (error.params as { limit?: number }).limit;
  if (error.keyword === "minLength" && limit === 1) return FIELD_REQUIRED;
  if (!["pattern", "format", "minLength", "maxLength"].includes(error.keyword)) return null;
  const match = FIELD_MESSAGES.find(([pattern]) => pattern.test(field));
  if (!match) return null;
  // Passwords only have a length rule worth translating; their maximum is a plain limit.
  if (/password$/i.test(field) && error.keyword !== "minLength") return null;
  return match[1];
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "type":
      return `must be ${String(params.type).replace(",", " or ")}.`;
    case "maxLength":
      return `must be at most ${String(params.limit)} characters.`;
    case "minLength":
      return `must be at least ${String(params.limit)} characters.`;
    case "maximum":
      return `must be at most ${String(params.limit)}.`;
    case "minimum":
      return `must be at least ${String(params.limit)}.`;
    case "enum":
      return `must be one of: ${((params.allowedValues as unknown[]) ?? []).join(", ")}.`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}.`;
    case "format":
    case "pattern":
      return "is not valid.";
    case "maxItems":
      return `must have at most ${String(params.limit)} items.`;
    case "minItems":
      return `must have at least ${String(params.limit)} item${params.limit === 1 ? "" : "s"}.`;
    default:
      return error.message ? `${error.message}.` : "is not valid.";
  }
}

/** In tests every response is checked against the contract, and undocumented fields are refused. */
export function responseChecker(schema: JsonSchema): (payload: unknown) => string | null {
  const validate = compileOnce("strict", closeObjects(schema));
  return (payload) => {
    if (validate(payload)) return null;
    return ajvFor("strict").errorsText(validate.errors, { dataVar: "response" });
  };
}

// Branches of allOf describe parts of one object, so closing them one by one would refuse the others'
// fields: they stay open.
function closeObjects(node: unknown, insideAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => closeObjects(item, insideAllOf));
  if (!node || typeof node !== "object") return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeObjects(v)]));
    } else {
      out[key] = closeObjects(value, key === "allOf");
    }
  }
  const isObject = record.type === "object" || (Array.isArray(record.type) && record.type.includes("object"));
  if (isObject && record.properties && !insideAllOf && !("additionalProperties" in record) && !record.allOf) {
    out.additionalProperties = false;
  }
  return out;
}

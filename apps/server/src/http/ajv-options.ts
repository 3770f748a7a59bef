// The one set of ajv options for the contract's validators, shared by the runtime compiler and the
// build step that compiles them ahead of time (validator-module.ts), so both produce the same checks.
import { createHash } from "node:crypto";

/** Bodies are checked strictly; path, query and header values are text on the wire, so coerced. */
export type ValidatorKind = "strict" | "coerce";

export function ajvOptions(kind: ValidatorKind) {
  return {
    strict: false,
    allErrors: true,
    // Errors carry the refused value, so an empty Aadhaar number can be worded as missing (§5).
    verbose: true,
    coerceTypes: kind === "coerce" ? ("array" as const) : false,
    useDefaults: true,
    removeAdditional: false,
  };
}

export function kindOfPart(httpPart: string | undefined): ValidatorKind {
  return httpPart === "body" ? "strict" : "coerce";
}

/** A compiled validator depends only on its kind and the schema's text: this names it. */
export function validatorKey(kind: ValidatorKind, schema: unknown): string {
  return createHash("sha1")
    .update(`${kind}\u0000${JSON.stringify(schema)}`)
    .digest("base64url");
}

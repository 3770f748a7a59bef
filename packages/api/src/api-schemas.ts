import type { components } from "./generated/store";

/** Every component schema of the contract, e.g. `ApiSchemas["Product"]`. */
export type ApiSchemas = components["schemas"];

/** One component schema by name, e.g. `ApiSchema<"Order">`. */
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];

/** The one error shape every failure has, including the client's own TIMEOUT and NETWORK values. */
export type ApiError = ApiSchemas["Error"];

/** Machine-readable error codes. */
export type ApiErrorCode = ApiError["code"];

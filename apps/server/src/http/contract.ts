// The OpenAPI contract is the single source of truth for routes and schemas. This module reads
// openapi/store.yaml once and turns every operation into what Fastify needs (path, method, JSON
// Schemas for params, query, headers, body and responses), with every $ref inlined.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path as the contract writes it, e.g. `/cart/{userId}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/cart/:userId`. */
  routePath: string;
  tags: string[];
  devOnly: boolean;
  /**
   * `required`: a customer's bearer token; `optional`: used when sent; `admin`: the static admin token
   * only; `staff`: a back-office token (any role, see `staffRole`); `none`.
   */
  auth: "required" | "optional" | "admin" | "staff" | "none";
  /** For `staff` operations: `owner` when only owners may call it. */
  staffRole: "owner" | null;
  /** Whether the static admin token (automation) is accepted besides a staff token. */
  adminTokenAccepted: boolean;
  /** The request body's media type when it is not JSON (an upload), else null. */
  rawBodyType: string | null;
  /** The largest body accepted (`x-max-body-bytes`), else null for the server's default. */
  maxBodyBytes: number | null;
  params: JsonSchema | null;
  query: JsonSchema | null;
  headers: JsonSchema | null;
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** JSON response schemas by status code. */
  responses: Record<string, JsonSchema | null>;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
// Annotations ajv would reject in strict mode or that carry no validation meaning.
const ANNOTATIONS = new Set(["example", "examples", "xml", "externalDocs", "discriminator", "deprecated"]);

/** Finds openapi/store.yaml by walking up from this file (works from src/ and from the built dist/). */
export function findContractFile(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, "openapi", "store.yaml");
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`openapi/store.yaml not found above ${start}`);
}

const parsed = new Map<string, { mtimeMs: number; doc: OpenApiDoc }>();

/** The contract as JSON, written beside the built server by build-contract.ts. */
export const CONTRACT_JSON = "contract.json";
let built: OpenApiDoc | null | undefined;

function builtContract(): OpenApiDoc | null {
  if (built === undefined) {
    const file = fileURLToPath(new URL(`./${CONTRACT_JSON}`, import.meta.url));
    built = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as OpenApiDoc) : null;
  }
  return built;
}

/**
 * The contract, parsed once per process and file version (parsing the YAML is a quarter of a second,
 * paid by every server a test builds otherwise); each caller gets its own copy to change as it likes.
 * A built server reads the JSON its build wrote instead of the YAML.
 */
export function readContract(file?: string): OpenApiDoc {
  if (file === undefined) {
    const fromBuild = builtContract();
    if (fromBuild) return structuredClone(fromBuild);
    file = findContractFile();
  }
  const { mtimeMs } = statSync(file);
  let entry = parsed.get(file);
  if (entry?.mtimeMs !== mtimeMs) {
    // The YAML parser loads only here: a built server reads JSON.
    const { parse } = createRequire(import.meta.url)("yaml") as typeof import("yaml");
    entry = { mtimeMs, doc: parse(readFileSync(file, "utf8")) as OpenApiDoc };
    parsed.set(file, entry);
  }
  return structuredClone(entry.doc);
}

function resolvePointer(doc: OpenApiDoc, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local $ref is supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = (node as Record<string, unknown>)[key];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

/** Inlines every $ref (the contract has no recursive schemas) and drops pure annotations. */
export function deref(doc: OpenApiDoc, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(doc, item, seen));
  if (node === null || typeof node !== "object") return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === "string") {
    if (seen.includes(record.$ref)) throw new Error(`recursive $ref ${record.$ref}`);
    const { $ref, ...siblings } = record;
    const target = deref(doc, resolvePointer(doc, $ref), [...seen, $ref]) as Record<string, unknown>;
    return Object.keys(siblings).length > 0
      ? { ...target, ...(deref(doc, siblings, seen) as object) }
      : target;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (ANNOTATIONS.has(key)) continue;
    // `properties` holds names, not keywords: keep a property even if it is called "example".
    out[key] =
      key === "properties" && value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, deref(doc, schema, seen)]))
        : deref(doc, value, seen);
  }
  return out;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

function objectSchema(params: Parameter[], lowerCaseNames: boolean, additional: boolean): JsonSchema | null {
  if (params.length === 0) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCaseNames ? p.name.toLowerCase() : p.name;
    properties[name] = p.schema ?? {};
    if (p.required) required.push(name);
  }
  return { type: "object", properties, required, additionalProperties: additional };
}

function authOf(security: Array<Record<string, string[]>> | undefined): ContractOperation["auth"] {
  if (!security || security.length === 0) return "none";
  const schemes = security.map((entry) => Object.keys(entry));
  if (schemes.some((names) => names.includes("staffAuth"))) return "staff";
  if (schemes.some((names) => names.includes("adminToken"))) return "admin";
  const bearer = schemes.some((names) => names.includes("bearerAuth"));
  if (!bearer) return "none";
  return schemes.some((names) => names.length === 0) ? "optional" : "required";
}

export function listOperations(doc: OpenApiDoc): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => deref(doc, p) as Parameter);
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[]) ?? []).map((p) => deref(doc, p) as Parameter);
      const byKey = new Map<string, Parameter>();
      for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
      const params = [...byKey.values()];
      const requestBody = op.requestBody ? (deref(doc, op.requestBody) as Record<string, unknown>) : null;
      const content = requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined;
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries((op.responses as Record<string, unknown>) ?? {})) {
        const resolved = deref(doc, response) as { content?: Record<string, { schema?: JsonSchema }> };
        responses[status] = resolved.content?.["application/json"]?.schema ?? null;
      }
      const description = String(op.description ?? "");
      const security = (op.security as Array<Record<string, string[]>>) ?? doc.security;
      const staffScopes = security?.find((entry) => "staffAuth" in entry)?.staffAuth ?? [];
      const rawBodyType = Object.keys(content ?? {}).find((type) => type !== "application/json") ?? null;
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as ContractOperation["method"],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ":$1"),
        tags: (op.tags as string[]) ?? [],
        devOnly: description.startsWith("Dev-only") || String(op.summary ?? "").startsWith("Dev-only"),
        auth: authOf(security),
        staffRole: staffScopes.includes("owner") ? "owner" : null,
        adminTokenAccepted: security?.some((entry) => "adminToken" in entry) ?? false,
        rawBodyType,
        maxBodyBytes: typeof op["x-max-body-bytes"] === "number" ? op["x-max-body-bytes"] : null,
        params: objectSchema(
          params.filter((p) => p.in === "path"),
          false,
          false,
        ),
        query: objectSchema(
          params.filter((p) => p.in === "query"),
          false,
          true,
        ),
        headers: objectSchema(
          params.filter((p) => p.in === "header"),
          true,
          true,
        ),
        body: content?.["application/json"]?.schema ?? null,
        bodyRequired: Boolean(requestBody?.required),
        responses,
      });
    }
  }
  return ops;
}

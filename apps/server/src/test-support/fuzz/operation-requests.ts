// Whole HTTP requests for one contract operation: path, query, headers and body drawn from the
// operation's schemas, either all valid or with one part broken (a schema mutation, a body that is not
// JSON, a foreign content type, an Authorization header that is not a token).
import fc from "fast-check";
import type { ContractOperation } from "../../http/contract.js";
import { invalidFields, invalidValue } from "./schema-mutations.js";
import { type Hints, validValue } from "./schema-values.js";

/** Whose request it is: a signed-up customer's token, no token, or a header that is no token at all. */
export type Caller = "customer" | "guest" | "bad-token";

export interface FuzzRequest {
  method: ContractOperation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  caller: Caller;
  /** Which part was broken on purpose ("none" for a valid request), for the failure report. */
  broken: string;
}

type Body = { contentType?: string; payload?: string };

type Part = "params" | "raw-path" | "query" | "headers" | "body" | "encoding" | "authorization";

const JSON_TYPE = "application/json";

// Bodies that never reach the schema: the transport is what is wrong.
const BAD_ENCODINGS: Array<{ contentType: string; payload: string }> = [
  { contentType: JSON_TYPE, payload: "{" },
  { contentType: JSON_TYPE, payload: "" },
  { contentType: JSON_TYPE, payload: "null" },
  { contentType: JSON_TYPE, payload: "[]" },
  { contentType: JSON_TYPE, payload: '"just text"' },
  { contentType: JSON_TYPE, payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: JSON_TYPE, payload: `${"[".repeat(2000)}${"]".repeat(2000)}` },
  { contentType: JSON_TYPE, payload: JSON.stringify({ filler: "x".repeat(200 * 1024) }) },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=2" },
  { contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\nhi\r\n--x--" },
  { contentType: "application/json; charset=latin1", payload: "{}" },
];

// Path segments sent as they are, not encoded: broken percent-encoding, a NUL, a climb out of the path,
// a segment longer than the router takes.
const RAW_SEGMENTS = ["%", "%E0%A4%A", "%zz", "%00", "..", "a%2Fb", "%F0%9F%98%80", "x".repeat(600)];

const BAD_AUTHORIZATION = [
  "Bearer",
  "Bearer ",
  "Bearer not.a.jwt",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
  "Basic dXNlcjpwYXNz",
  `Bearer ${"a".repeat(5000)}`,
];

export interface RequestOptions {
  /** Where the operations are mounted. */
  prefix: string;
  hints: Hints;
}

/** Valid requests and requests with one part broken, about two broken for one valid. */
export function requestArbitrary(op: ContractOperation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const parts = brokenParts(op);
  return fc.oneof(
    { arbitrary: requestWith(op, options, null), weight: 2 },
    { arbitrary: fc.constantFrom(...parts).chain((part) => requestWith(op, options, part)), weight: 3 },
  );
}

function brokenParts(op: ContractOperation): Part[] {
  const parts: Part[] = ["authorization"];
  if (op.params) parts.push("params", "raw-path");
  if (op.query) parts.push("query");
  if (op.headers) parts.push("headers");
  if (op.body) parts.push("body");
  if (op.method !== "GET") parts.push("encoding");
  return parts;
}

function requestWith(
  op: ContractOperation,
  options: RequestOptions,
  broken: Part | null,
): fc.Arbitrary<FuzzRequest> {
  const { hints } = options;
  const part = (schema: ContractOperation["params"], which: Part) =>
    !schema ? fc.constant({}) : which === broken ? invalidFields(schema, hints) : validValue(schema, hints);
  const body: fc.Arbitrary<Body> =
    broken === "encoding"
      ? fc.constantFrom(...BAD_ENCODINGS)
      : !op.body
        ? fc.constant({})
        : (broken === "body" ? invalidValue(op.body, hints) : validValue(op.body, hints)).map((value) => ({
            contentType: JSON_TYPE,
            payload: JSON.stringify(value),
          }));
  const caller: fc.Arbitrary<Caller> =
    broken === "authorization" ? fc.constant("bad-token") : fc.constantFrom("customer", "guest");
  return fc
    .record({
      params: part(op.params, "params"),
      query: part(op.query, "query"),
      headers: part(op.headers, "headers"),
      body: op.bodyRequired || broken === "encoding" ? body : fc.option(body, { nil: {} as Body }),
      caller,
      badAuthorization: fc.constantFrom(...BAD_AUTHORIZATION),
      rawSegment: fc.constantFrom(...RAW_SEGMENTS),
    })
    .map(({ params, query, headers, body, caller, badAuthorization, rawSegment }) => {
      const headerValues = headerText(headers);
      if (body.contentType) headerValues["content-type"] = body.contentType;
      if (caller === "bad-token") headerValues.authorization = badAuthorization;
      return withShortPrint({
        method: op.method,
        url: `${options.prefix}${pathWith(op.path, params, broken === "raw-path" ? rawSegment : null)}${queryText(query)}`,
        headers: headerValues,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        caller,
        broken: broken ?? "none",
      });
    });
}

/** How fast-check prints a request in a failure report: long values cut, so the report stays readable. */
function withShortPrint(request: FuzzRequest): FuzzRequest {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length} chars)` : text);
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () =>
      `${request.method} ${cut(request.url)} [${request.caller}, broken: ${request.broken}] headers ${cut(JSON.stringify(request.headers))} body ${cut(request.payload ?? "(none)")}`,
    enumerable: false,
  });
}

/** Text as it can travel in a URL or header: lone surrogates replaced, objects as JSON. */
function wireText(value: unknown): string {
  const text = typeof value === "string" ? value : value === null ? "" : JSON.stringify(value);
  return Buffer.from(text ?? "", "utf8").toString("utf8");
}

/** The path with its parameters filled in; `raw` replaces the first one, unencoded. */
function pathWith(template: string, params: unknown, raw: string | null): string {
  const values = asRecord(params);
  let first = true;
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (raw !== null && first) {
      first = false;
      return raw;
    }
    return values[name] === undefined ? "" : encodeURIComponent(wireText(values[name]));
  });
}

function queryText(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(asRecord(query))) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, wireText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function headerText(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(asRecord(headers))) {
    if (value === undefined || !/^[A-Za-z0-9-]+$/.test(name)) continue;
    // Header values are visible ASCII on the wire; anything else would be refused before the server.
    out[name.toLowerCase()] = wireText(value).replace(/[^\x20-\x7e]/g, "?");
  }
  return out;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

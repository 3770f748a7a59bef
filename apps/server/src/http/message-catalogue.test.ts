// A message the server sends a shopper or a student must be in @henna/domain/server-messages, or a
// Hindi reader meets it in English. This reads the server's sources the way a reviewer would: every
// error it throws with a written text and every exported message constant, outside the back office
// (whose staff UI is English), must be a text the catalogue recognises.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { FIELD_REQUIRED } from "@henna/domain/messages";
import { localize, recognise } from "@henna/domain/server-messages";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

// Not for shoppers: the back office, the automation token, the metrics scraper, the gateway's webhook.
const STAFF_OR_MACHINE = [
  /^routes\/admin\//,
  /^services\/staff\//,
  /^services\/refunds\/make-refund\.ts$/,
  // The back office's moves of a return request (the customer's request is services/returns/request-return.ts).
  /^services\/returns\/(move-return|refund-return)\.ts$/,
  // The catalogue import is the back office's (English only), moved out of routes/admin.
  /^services\/catalogue-import\//,
  /^http\/metrics\.ts$/,
  /^cli/,
];
const STAFF_TEXTS = new Set([
  "Admin token required.",
  "Please sign in to the back office.",
  "Only the store owner can do this.",
  "Invalid webhook signature.",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.includes("test-kit") ? [path] : [];
  });
}

// `badRequest("...")`, `notFound(...)`, `new ApiError(404, "CODE", "...")`, `export const X_MESSAGE = "..."`.
const THROWN =
  /\b(?:badRequest|notFound|conflict|unauthorized|forbidden)\(\s*(["`])((?:(?!\1).)+)\1|new ApiError\(\s*\d+,\s*"[A-Z_]+",\s*(["`])((?:(?!\3).)+)\3/gs;
const CONSTANT =
  /export const [A-Z_]*(?:MESSAGE|NOT_FOUND|FAILED|NOT_READY|AFTER_FAILURE)\s*=\s*(["`])((?:(?!\1).)+)\1/gs;

function textsOf(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const found = [...code.matchAll(THROWN)].map((match) => match[2] ?? match[4] ?? "");
  found.push(...[...code.matchAll(CONSTANT)].map((match) => match[2] ?? ""));
  // A template's `${...}` stands for a parameter: any value will do for recognising it.
  return found
    .map((text) => text.replace(/\$\{FIELD_REQUIRED\}/g, FIELD_REQUIRED).replace(/\$\{[^}]*\}/g, "Rose cone"))
    .filter((text) => /[A-Za-z] /.test(text));
}

const rows = sources(join(SRC))
  .map((file) => relative(SRC, file).replaceAll("\\", "/"))
  .filter((file) => !STAFF_OR_MACHINE.some((pattern) => pattern.test(file)))
  .flatMap((file) => textsOf(join(SRC, file)).map((text) => ({ file, text })))
  .filter(({ text }) => !STAFF_TEXTS.has(text));

describe("every message the server writes for shoppers is in the catalogue", () => {
  it("finds the server's messages (the scan itself works)", () => {
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.text)).toContain("Invalid OTP.");
  });

  it.each(rows)("$file: '$text'", ({ text }) => {
    expect(
      recognise(text),
      `add '${text}' to packages/domain/src/server-messages (en.ts and hi.ts)`,
    ).not.toBeNull();
    expect(localize(text, "hi")).toMatch(/[\u0900-\u097F]/);
  });
});

// The HTTP shell around every operation: request ids, one log line per request with nothing secret in
// it, security headers, the API reference, failures shaped by the contract, dev routes gone in
// production.
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, startTestApp, type TestApp } from "./test-support/http-app.js";
import { createTestUser } from "./test-support/users.js";

describe("HTTP shell", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) =>
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)),
    );
    t = await startTestApp("pglite", { env: { LOG_LEVEL: "info" }, logStream });
  });
  afterAll(() => t.close());

  it("answers health and tags every response with a request id and security headers", async () => {
    const res = await t.request({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Data, never a document: nothing may load from an API answer.
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("writes exactly one log line per request, with its id, method, url and status", async () => {
    const res = await t.request({ method: "GET", url: "/api/marquee/all/demo-store" });
    const id = res.headers["x-request-id"];
    const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: "GET", url: "/api/marquee/all/demo-store", status: 200 });
  });

  it("never logs passwords, tokens or codes, even when a request fails", async () => {
    const user = await createTestUser(t);
    const login = await t.request({
      method: "POST",
      url: "/api/loginuser",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken, refreshToken } = login.json();
    await t.request({ method: "GET", url: "/api/cart/999999", token: accessToken });
    await t.request({ method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });
    await t.request({
      method: "POST",
      url: "/api/loginuser",
      payload: { email: user.email, password: "wrong-pass-1" },
    });
    const all = lines.join("\n");
    for (const secret of [user.password, "wrong-pass-1", accessToken, refreshToken]) {
      expect(all).not.toContain(secret);
    }
  });

  it("serves the API reference", async () => {
    const res = await t.request({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const spec = await t.request({ method: "GET", url: "/api/docs/json" });
    expect(spec.json().paths["/cart/{userIdOrSku}"]).toBeDefined();
  });

  it.each([
    {
      name: "malformed JSON",
      request: {
        method: "POST" as const,
        url: "/api/loginuser",
        payload: '{"email":',
        headers: { "content-type": "application/json" },
      },
      status: 400,
      code: "MALFORMED_JSON",
    },
    {
      name: "an oversized body",
      request: {
        method: "POST" as const,
        url: "/api/loginuser",
        payload: JSON.stringify({ email: "a@b.in", password: "x".repeat(200_000) }),
        headers: { "content-type": "application/json" },
      },
      status: 413,
      code: "BODY_TOO_LARGE",
    },
    {
      name: "a form-encoded body",
      request: {
        method: "POST" as const,
        url: "/api/loginuser",
        payload: "email=a",
        headers: { "content-type": "text/plain" },
      },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
    {
      name: "an unknown store",
      request: { method: "GET" as const, url: "/api/offer/all/no-such-store" },
      status: 404,
      code: "STORE_NOT_FOUND",
    },
    {
      name: "an unknown route",
      request: { method: "GET" as const, url: "/api/nothing-here" },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      name: "a wrongly typed path id",
      request: { method: "GET" as const, url: "/api/grouped-product/single/abc" },
      status: 400,
      code: "VALIDATION_FAILED",
    },
    {
      name: "a path with broken percent-encoding",
      request: { method: "GET" as const, url: "/api/grouped-product/single/%E0%A4%A" },
      status: 400,
      code: "VALIDATION_FAILED",
    },
    {
      name: "a path segment longer than the router takes",
      request: { method: "DELETE" as const, url: `/api/cart/${"x".repeat(600)}` },
      status: 414,
      code: "VALIDATION_FAILED",
    },
  ])("answers $name with $status and the error body", async ({ request, status, code }) => {
    const res = await t.request(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ isError: true, success: false, code });
    expect(res.json().message).toBe(res.json().msg);
  });

  // PostgreSQL text cannot hold U+0000: without this refusal these were 500s from the database.
  it.each([
    {
      where: "a body field",
      request: {
        method: "POST" as const,
        url: "/api/loginuser",
        payload: { email: "nul@example.com", password: "secret\u0000123" },
      },
      field: "password",
    },
    {
      where: "a query value",
      request: {
        method: "GET" as const,
        url: "/api/grouped-product/search-all-products/demo-store?search=a%00b",
      },
      field: "search",
    },
  ])("refuses a NUL character in $where as a field error", async ({ request, field }) => {
    const res = await t.request(request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ field, message: expect.stringContaining("not allowed (U+0000)") }],
    });
  });
});

describe("production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      env: PRODUCTION_ENV,
    });
  });
  afterAll(() => t.close());

  it.each([
    { method: "GET" as const, url: "/api/dev/outbox?to=a@b.in" },
    {
      method: "POST" as const,
      url: "/api/dev/sandbox/pay",
      payload: { order_id: "order_x", outcome: "success" },
    },
  ])("has no dev-only route $url", async (request) => {
    const res = await t.request(request);
    expect(res.statusCode).toBe(404);
  });

  it("never shows the gateway secret", async () => {
    const res = await t.request({ method: "GET", url: "/api/pay-razorpay/demo-store" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("not-a-real-secret");
    expect(res.json().data.key_id).toBe("rzp_live_test");
  });
});

// GET /metrics: Prometheus' text format, counters that follow the requests, the job and outbox gauges
// read from the database, and who may read it (development open, production only with METRICS_TOKEN,
// or on METRICS_PORT).
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../scale-out/built-server.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const PRODUCTION = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_metrics",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "hook-secret",
  JWT_SECRET: "j".repeat(40),
  AADHAAR_KEY: "ab".repeat(32),
  PUBLIC_URL: "https://shop.example.in",
};

/** The value of one sample line, e.g. sample(text, 'jobs{state="dead"}'); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((t) => t.close()));
  open = [];
});

async function app(kind: "pglite" | "postgres", env: Record<string, string> = {}): Promise<TestApp> {
  const started = await startTestApp(kind, { env });
  open.push(started);
  return started;
}

describe.each(await testDatabaseKinds())("/metrics on %s", (kind) => {
  it("answers in Prometheus' text format, and the request counter moves after a request", async () => {
    const t = await app(kind);
    const first = await t.request({ method: "GET", url: "/metrics" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(first.body).toContain("# TYPE http_requests_total counter");
    expect(first.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(first.body).toContain("# TYPE process_resident_memory_bytes gauge");
    const health = 'http_requests_total{operation="getHealth",method="GET",status="200"}';
    const before = sample(first.body, health) ?? 0;

    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const after = (await t.request({ method: "GET", url: "/metrics" })).body;
    expect(sample(after, health)).toBe(before + 2);
    expect(
      sample(after, 'http_request_duration_seconds_count{operation="getHealth",method="GET",status="200"}'),
    ).toBe(before + 2);
    // A route outside the contract is counted without naming it (no label per URL).
    await t.request({ method: "GET", url: "/api/no-such-thing" });
    const other = (await t.request({ method: "GET", url: "/metrics" })).body;
    expect(sample(other, 'http_requests_total{operation="other",method="GET",status="404"}')).toBe(1);
  });

  it("reports dead and due jobs, the outbox's lag and the database pool", async () => {
    const t = await app(kind);
    const now = t.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    await t.database.db.execute(
      sql.raw(`insert into jobs (name, state, run_at, attempts, max_attempts, last_error) values
        ('metrics-dead', 'dead', '${at(-60_000)}', 5, 5, 'gave up'),
        ('metrics-due', 'queued', '${at(-1_000)}', 0, 5, null),
        ('metrics-later', 'queued', '${at(3_600_000)}', 0, 5, null)`),
    );
    await t.database.db.execute(
      sql.raw(`insert into outbox_mails (main_id, "to", subject, text, created_at) values
        ('demo-store', 'a@example.com', 'old', 'x', '${at(-90_000)}'),
        ('demo-store', 'b@example.com', 'new', 'x', '${at(-5_000)}')`),
    );
    const text = (await t.request({ method: "GET", url: "/metrics" })).body;
    expect(sample(text, 'jobs{state="dead"}')).toBe(1);
    expect(sample(text, 'jobs{state="queued"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, "jobs_due")).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_messages{state="pending"}')).toBe(2);
    expect(sample(text, "outbox_lag_seconds")).toBeCloseTo(90, 0);
    expect(sample(text, "db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "db_pool_waiting")).toBe(0);
  });
});

describe("who may read /metrics", () => {
  it("is 404 in production without METRICS_TOKEN", async () => {
    const t = await app("pglite", PRODUCTION);
    const res = await t.request({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("asks for the bearer token in production when METRICS_TOKEN is set", async () => {
    const t = await app("pglite", { ...PRODUCTION, METRICS_TOKEN });
    const bare = await t.request({ method: "GET", url: "/metrics" });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers["www-authenticate"]).toContain("Bearer");
    expect(bare.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringContaining("METRICS_TOKEN"),
    });
    const wrong = await t.request({ method: "GET", url: "/metrics", token: `${METRICS_TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    const right = await t.request({ method: "GET", url: "/metrics", token: METRICS_TOKEN });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain("http_requests_total");
  });

  it("serves METRICS_PORT alongside the server's port while it listens", async () => {
    const metricsPort = await freePort();
    const t = await app("pglite", { ...PRODUCTION, METRICS_PORT: String(metricsPort) });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain("process_resident_memory_bytes");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    await t.app.close();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});

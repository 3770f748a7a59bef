// The request counter and latency histogram print through prom-client's registry exactly as its own
// metrics would: cumulative buckets with `le`, +Inf, _sum and _count per series, one series per
// operation, method and status however often it is asked for.
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createRequestMetrics } from "./request-metrics.js";

const BOUNDS = [0.001, 0.01, 0.1];

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const labels = (operation: string, status: string, le?: string) =>
  `{${le === undefined ? "" : `le="${le}",`}operation="${operation}",method="GET",status="${status}"}`;
const bucket = (text: string, operation: string, status: string, le: string) =>
  sample(text, `http_request_duration_seconds_bucket${labels(operation, status, le)}`);
const sum = (text: string, operation: string, status: string) =>
  sample(text, `http_request_duration_seconds_sum${labels(operation, status)}`);

describe("request metrics", () => {
  it.each([
    { seconds: 0.0005, buckets: [1, 1, 1, 1] },
    { seconds: 0.001, buckets: [1, 1, 1, 1] }, // a bound holds what equals it (le)
    { seconds: 0.002, buckets: [0, 1, 1, 1] },
    { seconds: 0.1, buckets: [0, 0, 1, 1] },
    { seconds: 3, buckets: [0, 0, 0, 1] }, // over every bound: +Inf only
  ])("an answer of $seconds s falls in buckets $buckets", async ({ seconds, buckets }) => {
    const registry = new Registry();
    createRequestMetrics(registry, BOUNDS).series("getProduct", "GET", 200).observe(seconds);
    const text = await registry.metrics();
    const les = [...BOUNDS.map(String), "+Inf"];
    expect(les.map((le) => bucket(text, "getProduct", "200", le))).toEqual(buckets);
    expect(sum(text, "getProduct", "200")).toBe(seconds);
    expect(sample(text, `http_request_duration_seconds_count${labels("getProduct", "200")}`)).toBe(1);
  });

  it("counts each operation and status in its own series, however it is looked up", async () => {
    const registry = new Registry();
    const metrics = createRequestMetrics(registry, BOUNDS);
    const held = metrics.series("getProduct", "GET", 200);
    held.observe(0.0002);
    held.observe(0.0004);
    metrics.series("getProduct", "GET", 200).observe(0.05);
    metrics.series("getProduct", "GET", 404).observe(0.003);
    const text = await registry.metrics();
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sample(text, `http_requests_total${labels("getProduct", "200")}`)).toBe(3);
    expect(sample(text, `http_requests_total${labels("getProduct", "404")}`)).toBe(1);
    expect(bucket(text, "getProduct", "200", "0.001")).toBe(2);
    expect(bucket(text, "getProduct", "200", "0.1")).toBe(3);
    expect(sum(text, "getProduct", "200")).toBeCloseTo(0.0506, 10);
    expect(text.split("\n").filter((l) => l.startsWith("http_requests_total{"))).toHaveLength(2);
  });

  it("starts again from zero when the registry's metrics are reset", async () => {
    const registry = new Registry();
    const series = createRequestMetrics(registry, BOUNDS).series("listProducts", "GET", 200);
    series.observe(0.004);
    registry.resetMetrics();
    series.observe(0.2);
    const text = await registry.metrics();
    expect(sample(text, `http_requests_total${labels("listProducts", "200")}`)).toBe(1);
    expect(bucket(text, "listProducts", "200", "0.01")).toBe(0);
    expect(sum(text, "listProducts", "200")).toBe(0.2);
  });
});

// The main thread's tasks in a trace bench/web/run.mjs --save-lhr kept (bench/results/trace-<page>-<n>.json):
// the unthrottled load Lighthouse simulated its figures from, where each task counts four times over.
// Prints every task over --min ms (default 10, so 40 ms simulated) with the first-paint marks, what the
// browser did in it by kind, and the scripts' functions that ran it (url:line as built, so minified).
//   node bench/web/tasks.mjs bench/results/trace-course-1.json [--min 10]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  allowPositionals: true,
  options: { min: { type: "string", default: "10" } },
});
const file = positionals[0];
if (!file) {
  console.error("usage: node bench/web/tasks.mjs <trace.json> [--min ms]");
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, "utf8"));
const events = Array.isArray(trace) ? trace : trace.traceEvents;
const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
if (!nav) throw new Error("no main-frame navigation in the trace");
const t0 = nav.ts;
const main = nav.tid;
const ms = (us) => (us / 1000).toFixed(1);
const onMain = events.filter((e) => e.tid === main && e.pid === nav.pid);

for (const mark of onMain.filter((e) =>
  ["firstContentfulPaint", "largestContentfulPaint::Candidate"].includes(e.name),
)) {
  console.log(`${ms(mark.ts - t0).padStart(8)}  ${mark.name}`);
}
const min = Number(values.min) * 1000;
for (const task of onMain.filter((e) => e.name === "RunTask" && e.dur >= min && e.ts >= t0)) {
  const inside = onMain.filter(
    (c) => c !== task && c.ts >= task.ts && c.ts + (c.dur ?? 0) <= task.ts + task.dur,
  );
  const kinds = new Map();
  const scripts = new Map();
  for (const c of inside) {
    if (typeof c.dur !== "number" || c.dur < 300) continue;
    kinds.set(c.name, (kinds.get(c.name) ?? 0) + c.dur);
    const data = c.args?.data;
    if ((c.name === "FunctionCall" || c.name === "EvaluateScript" || c.name === "TimerFire") && data) {
      const where = `${c.name} ${data.functionName ?? ""} ${(data.url ?? "").split("/").pop()}:${data.lineNumber ?? ""}:${data.columnNumber ?? ""}`;
      scripts.set(where, (scripts.get(where) ?? 0) + c.dur);
    }
  }
  const list = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, dur]) => `${ms(dur)} ${name}`)
      .join(" | ");
  console.log(`${ms(task.ts - t0).padStart(8)}  task ${ms(task.dur)} ms: ${list(kinds)}`);
  if (scripts.size > 0) console.log(`            ${list(scripts)}`);
}

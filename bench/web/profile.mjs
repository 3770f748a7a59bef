// Where a page's first seconds go on a slow phone: loads one page of the built server on a fresh demo
// store in Chromium at 4x CPU slowdown, records a JavaScript CPU profile, and prints every main-thread
// task over --min ms with the functions that took its time (self and inclusive), and when the first
// paint and the largest paint came. Build the apps unminified to read the names:
//   (cd apps/academy && npx vite build --configLoader runner --minify false --outDir /tmp/pub/academy)
//   ln -s "$PWD/apps/shop/dist" /tmp/pub/shop
//   node bench/web/profile.mjs --public /tmp/pub --path /course
// Without --public it profiles the apps' own dist (minified names).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    path: { type: "string", default: "/course" },
    public: { type: "string", default: "" },
    min: { type: "string", default: "30" },
    cpu: { type: "string", default: "4" },
    top: { type: "string", default: "12" },
    width: { type: "string", default: "412" },
    height: { type: "string", default: "823" },
    // "from,to" in ms since navigation: one breakdown of everything the main thread ran in between.
    window: { type: "string" },
  },
});

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "henna-profile-"));
const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
    DATABASE_URL: "",
    PUBLIC_DIR: values.public,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  let up = false;
  for (let i = 0; i < 600 && !up; i++) {
    up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error("the server did not start");

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const context = await browser.newContext({
    viewport: { width: Number(values.width), height: Number(values.height) },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Warm the server's compressed copies so the profiled load is the page's own work.
  await page.goto(`${base}${values.path}`, { waitUntil: "networkidle" });
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto("about:blank");

  await page.addInitScript(() => {
    window.__paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__paints.push({
          name: entry.entryType === "largest-contentful-paint" ? "lcp" : entry.name,
          at: entry.startTime,
          what: entry.element ? `${entry.element.tagName} ${entry.element.textContent?.slice(0, 40)}` : "",
        });
      }
    }).observe({ entryTypes: ["paint", "largest-contentful-paint"] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.cpu) });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const traceEvents = [];
  cdp.on("Tracing.dataCollected", ({ value }) => traceEvents.push(...value));
  const traced = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,loading,blink.user_timing,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await page.goto(`${base}${values.path}`, { waitUntil: "load" });
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Tracing.end");
  await traced;
  const paints = await page.evaluate(() => window.__paints);
  await browser.close();

  report(profile, paints, traceEvents);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

/** The main thread's own story from the trace: navigation, script loads, tasks, paints, on one clock. */
function timeline(events, profile) {
  const requests = new Map();
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const main = nav ? nav.tid : undefined;
  const t0 = nav?.ts ?? profile.startTime;
  const rows = [];
  for (const e of events) {
    const at = (e.ts - t0) / 1000;
    if (at < 0) continue;
    if (e.name === "ResourceFinish" || e.name === "ResourceReceiveResponse") {
      const url = requests.get(e.args?.data?.requestId) ?? "";
      rows.push([at, `${e.name === "ResourceFinish" ? "loaded" : "response"} ${url}`]);
    } else if (e.name === "ResourceSendRequest") {
      requests.set(e.args.data.requestId, e.args.data.url.replace(/^https?:\/\/[^/]+/, ""));
      rows.push([at, `request ${requests.get(e.args.data.requestId)} ${e.args.data.priority ?? ""}`]);
    } else if (e.tid === main && e.name === "RunTask" && e.dur >= 3000) {
      rows.push([at, `task ${(e.dur / 1000).toFixed(1)} ms`]);
    } else if (
      e.tid === main &&
      [
        "firstContentfulPaint",
        "largestContentfulPaint::Candidate",
        "firstPaint",
        "MarkDOMContent",
        "MarkLoad",
      ].includes(e.name)
    ) {
      rows.push([at, e.name]);
    } else if (e.tid === main && e.name === "Commit") {
      rows.push([at, "frame commit"]);
    }
  }
  rows.sort((a, b) => a[0] - b[0]);
  console.log("\ntimeline (ms since navigation):");
  for (const [at, what] of rows) console.log(`  ${at.toFixed(1).padStart(8)}  ${what}`);
  return t0;
}
function report(profile, paints, events) {
  const t0 = timeline(events, profile);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
  };
  const idle = (node) =>
    ["(idle)", "(program)", "(garbage collector)", "(root)"].includes(node.callFrame.functionName);

  // Samples in time, each grouped under the main-thread task (the trace's RunTask) it fell in.
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i];
    return { id, at: t };
  });
  samples.forEach((sample, i) => {
    sample.dt = (samples[i + 1]?.at ?? sample.at) - sample.at;
  });
  const busy = samples.filter((sample) => {
    const node = nodes.get(sample.id);
    return !idle(node) || node.callFrame.functionName === "(garbage collector)";
  });
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const tasks = events
    .filter((e) => e.tid === nav?.tid && e.name === "RunTask" && typeof e.dur === "number")
    .map((e) => ({
      start: e.ts,
      end: e.ts + e.dur,
      samples: busy.filter((sample) => sample.at >= e.ts && sample.at < e.ts + e.dur),
      // What the browser did in it besides JavaScript (parse, style, layout, paint), by kind.
      kinds: events
        .filter(
          (c) =>
            c.tid === e.tid &&
            c !== e &&
            typeof c.dur === "number" &&
            c.ts >= e.ts &&
            c.ts + c.dur <= e.ts + e.dur &&
            c.dur >= 500,
        )
        .reduce((map, c) => map.set(c.name, (map.get(c.name) ?? 0) + c.dur), new Map()),
    }));
  console.log(
    `paints (ms since navigation): ${paints.map((p) => `${p.name} ${p.at.toFixed(0)} ${p.what}`).join(" | ")}`,
  );
  const min = Number(values.min) * 1000;
  if (values.window) {
    const [from, to] = values.window.split(",").map((ms) => t0 + Number(ms) * 1000);
    const inWindow = tasks
      .map((task) => ({ ...task, samples: task.samples.filter((s) => s.at >= from && s.at < to) }))
      .filter((task) => task.samples.length > 0);
    tasks.length = 0;
    tasks.push({
      start: from,
      end: to,
      samples: inWindow.flatMap((task) => task.samples),
    });
  }
  for (const task of tasks) {
    const length = task.end - task.start;
    if (length < min) continue;
    const self = new Map();
    const inclusive = new Map();
    for (const sample of task.samples) {
      let node = nodes.get(sample.id);
      self.set(label(node), (self.get(label(node)) ?? 0) + sample.dt);
      const seen = new Set();
      while (node) {
        const name = label(node);
        if (!seen.has(name)) {
          inclusive.set(name, (inclusive.get(name) ?? 0) + sample.dt);
          seen.add(name);
        }
        node = nodes.get(parent.get(node.id));
      }
    }
    const top = (map) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(values.top))
        .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
        .join("\n");
    console.log(
      `\ntask at ${((task.start - t0) / 1000).toFixed(0)} ms since navigation, ${(length / 1000).toFixed(1)} ms`,
    );
    if (task.kinds) console.log(`  trace:\n${top(task.kinds)}`);
    console.log(`  inclusive:\n${top(inclusive)}`);
    console.log(`  self:\n${top(self)}`);
  }
}

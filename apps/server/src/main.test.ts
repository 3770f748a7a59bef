// The built server as a process: it starts on a fresh data folder with the demo store, refuses a bad
// configuration with a clear message, and stops cleanly on SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const main = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "main.js");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits for the server's health answer; the hook's timeout is the only guard (a busy machine is slow). */
async function untilHealthy(child: ReturnType<typeof spawn>, port: number): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server exited before it was ready (${child.exitCode ?? child.signalCode})`);
}

describe.skipIf(!existsSync(main))("the built server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "store-main-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a bad configuration, naming the variable", () => {
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: "eighty" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Configuration error: PORT must be a whole number");
  });

  describe("running", () => {
    let port: number;
    let child: ReturnType<typeof spawn>;
    let exit: Promise<number | null>;
    beforeAll(async () => {
      port = await freePort();
      child = spawn(process.execPath, [main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "" },
        stdio: "ignore",
      });
      exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
      await untilHealthy(child, port);
    });
    afterAll(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });

    it("serves the seeded demo store", async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/category/getdata/category/demo-store`);
      expect(res.status).toBe(200);
      const names = ((await res.json()) as { data: Array<{ name: string }> }).data.map((c) => c.name);
      expect(names).toEqual(
        expect.arrayContaining(["Cones", "Bridal Henna", "Tea", "Courses", "Gift Packs"]),
      );
    });

    it("exits 0 on SIGTERM", async () => {
      child.kill("SIGTERM");
      expect(await exit).toBe(0);
    });
  });

  describe("with SEED_DEMO=false", () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "store-main-empty-"));
    let port: number;
    let child: ReturnType<typeof spawn>;
    beforeAll(async () => {
      port = await freePort();
      child = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          DATA_DIR: emptyDir,
          PORT: String(port),
          LOG_LEVEL: "warn",
          DATABASE_URL: "",
          SEED_DEMO: "false",
          MAIN_ID: "new-shop",
        },
        stdio: "ignore",
      });
      await untilHealthy(child, port);
    });
    afterAll(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(emptyDir, { recursive: true, force: true });
    });

    it("creates the store MAIN_ID names, empty: no categories, no products, no demo store", async () => {
      const categories = await fetch(`http://127.0.0.1:${port}/api/category/getdata/category/new-shop`);
      expect(categories.status).toBe(200);
      expect(((await categories.json()) as { data: unknown[] }).data).toEqual([]);
      const products = await fetch(
        `http://127.0.0.1:${port}/api/grouped-product/search-all-products/new-shop`,
      );
      expect(products.status).toBe(200);
      expect(((await products.json()) as { data: unknown[] }).data).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/api/offer/all/demo-store`)).status).toBe(404);
    });
  });
});

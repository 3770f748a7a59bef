// The server's command channel: only a caller with DATA_DIR/control.secret is heard, only the commands
// a server carries out are run (the same functions as the CLI, on the server's database), and a
// refused command comes back as the CLI would print it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.js";
import type { Database } from "../db/database.js";
import { openTestDatabase } from "../test-support/test-database.js";
import { readControlSecret } from "./control-secret.js";
import { type ControlServer, startControlServer } from "./control-server.js";

describe("the control channel", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "control-"));
  let database: Database;
  let control: ControlServer;
  let secret: string;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seed: true });
    control = await startControlServer({
      database,
      env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      log: Fastify({ logger: false }).log,
    });
    secret = readControlSecret(dataDir) ?? "";
  });
  afterAll(async () => {
    await control?.close();
    await database?.close();
  });

  const call = (body: unknown, token = secret, path = "/commands") =>
    fetch(`http://127.0.0.1:${control.port}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it.each([
    { name: "no secret", token: "" },
    { name: "a wrong secret", token: "not-the-secret" },
    { name: "the secret with one character changed", token: "x" },
  ])("refuses $name with 401", async ({ token }) => {
    const res = await call(
      { command: "jobs", args: ["dead"], stdin: "" },
      token === "x" ? `${secret.slice(0, -1)}x` : token,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      exit: 1,
      message: "The command's secret does not match this server's.",
    });
  });

  it("runs a command on the server's database", async () => {
    const res = await call({
      command: "staff",
      args: ["add", "control@shop.example", "--role", "staff", "--name", "Ravi"],
      stdin: "a long password\n",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { staff: unknown } }).result.staff).toMatchObject({
      email: "control@shop.example",
      hasPassword: true,
    });
  });

  it.each([
    {
      name: "a seed command",
      body: { command: "seed-catalogue", args: ["--count", "1"], stdin: "" },
      status: 400,
      exit: 2,
    },
    { name: "a body that is not a command", body: { command: "jobs" }, status: 400, exit: 2 },
    {
      name: "a refused command",
      body: { command: "jobs", args: ["retry", "424242"], stdin: "" },
      status: 422,
      exit: 1,
    },
    { name: "a wrong use", body: { command: "jobs", args: ["again"], stdin: "" }, status: 422, exit: 2 },
  ])("answers $name with exit $exit", async ({ body, status, exit }) => {
    const res = await call(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { exit: number }).exit).toBe(exit);
  });
});

// What the one-writer tests share: the built CLI as a process, a store with a paid order and dead
// background work to act on, and checks on how a command fails.
import { spawn } from "node:child_process";
import { expect } from "vitest";
import { jobs, outboxMails } from "../db/schema.js";
import { BUILT_CLI } from "./built-cli.js";
import { insertAddress, insertProduct, orderBody, payThroughSandbox } from "./checkout-kit.js";
import type { TestApp } from "./http-app.js";
import { createTestUser } from "./users.js";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | null;
}

/** `node dist/cli.js ...args` with `env` over the test's environment; `stdin` is piped in and closed. */
export function cli(env: Record<string, string>, args: string[], stdin = ""): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      let json: Record<string, unknown> | null = null;
      try {
        json = code === 0 ? (JSON.parse(stdout) as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
      resolve({ code, stdout, stderr, json });
    });
    child.stdin.end(stdin);
  });
}

/** A refusal or usage error as the issue asks: the exit code, one or two lines, no stack trace. */
export function expectFailure(run: CliRun, exit: 1 | 2, text: string | RegExp): void {
  expect(run.code, run.stderr).toBe(exit);
  const lines = run.stderr.trim().split("\n");
  expect(lines.length, run.stderr).toBeLessThanOrEqual(2);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  if (typeof text === "string") expect(run.stderr).toContain(text);
  else expect(run.stderr).toMatch(text);
}

export interface FilledStore {
  orderId: string;
  deadJobs: number[];
  deadMessages: Array<{ id: number; to: string }>;
}

/** A paid order to move, and two dead jobs and two dead outbox messages to retry. */
export async function fillStore(t: TestApp, tag: string): Promise<FilledStore> {
  const user = await createTestUser(t);
  const address = await insertAddress(t, user);
  const product = await insertProduct(t, { price: 150, stock: 5 });
  const orderId = await payThroughSandbox(
    t,
    user,
    orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
  );
  const now = new Date();
  const deadJobs = await t.ctx.db
    .insert(jobs)
    .values(
      [1, 2].map((n) => ({
        name: `one-writer-${tag}-${n}`,
        state: "dead" as const,
        attempts: 5,
        finishedAt: now,
      })),
    )
    .returning({ id: jobs.id });
  const deadMessages = await t.ctx.db
    .insert(outboxMails)
    .values(
      [1, 2].map((n) => ({
        main_id: "demo-store",
        to: `retry-${tag}-${n}@shop.example`,
        subject: `Retried ${n}`,
        text: "hello again",
        attempts: 8,
        deadAt: now,
        lastError: "smtp down",
      })),
    )
    .returning({ id: outboxMails.id, to: outboxMails.to });
  return { orderId, deadJobs: deadJobs.map((row) => row.id), deadMessages };
}

/** Signs a member in over HTTP; the status code. */
export async function signIn(base: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${base}/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

/** Waits until the server has delivered a mail to `to` (the dev outbox lists it). */
export async function waitForMail(base: string, to: string): Promise<void> {
  // Only a guard against a hang: the outbox sends in the background, slowly on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: unknown[] };
    if (body.data.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} was delivered`);
}

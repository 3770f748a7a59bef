// While the server holds a PGlite DATA_DIR (db/data-dir-lock.ts), no other process may open its
// database, so `cli staff add`, `order-status`, `jobs ...` and `backup` hand their work to the server
// instead: it listens on 127.0.0.1 (a port of its own, written into the lock file, never the public
// one) and runs the same command functions (cli/commands.ts) on its open database. A caller proves it
// may by the secret in DATA_DIR/control.secret (mode 0600): the folder's owner, who can read the
// database files anyway.

import { rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import { SERVED_COMMANDS } from "../cli/command-kinds.js";
import { commands, storeOf } from "../cli/commands.js";
import { failureOf } from "../cli/failures.js";
import type { Env } from "../config/env.js";
import type { Database } from "../db/database.js";
import { pgliteBackupStream } from "../services/backup/live-backup.js";
import { controlSecretPath, sameSecret, writeControlSecret } from "./control-secret.js";

export interface ControlServer {
  port: number;
  close(): Promise<void>;
}

export interface CommandRequest {
  command: string;
  args: string[];
  stdin: string;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startControlServer(deps: {
  database: Database;
  env: Env;
  log: FastifyBaseLogger;
}): Promise<ControlServer> {
  const secret = writeControlSecret(deps.env.dataDir);
  const server = createServer((request, response) => {
    void handle(deps, secret, request, response).catch((error: unknown) => {
      deps.log.error({ err: error }, "control request failed");
      if (!response.headersSent) reply(response, 500, { exit: 1, message: "The server could not answer." });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        // A stopped server takes no commands: its secret goes with it.
        rmSync(controlSecretPath(deps.env.dataDir), { force: true });
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  deps: { database: Database; env: Env; log: FastifyBaseLogger },
  secret: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  if (!sameSecret(given, secret)) {
    reply(response, 401, { exit: 1, message: "The command's secret does not match this server's." });
    return;
  }
  if (request.method === "POST" && request.url === "/backup") {
    // Snapshot first: a failure is still a JSON answer; once the stream starts the status is sent.
    const stream = await pgliteBackupStream(deps.database, deps.env);
    response.writeHead(200, { "content-type": "application/gzip" });
    await pipeline(stream, response);
    deps.log.info("backup taken for a command");
    return;
  }
  if (request.method !== "POST" || request.url !== "/commands") {
    reply(response, 404, { exit: 2, message: "No such control call." });
    return;
  }
  const body = await readJson(request);
  const run = body && SERVED_COMMANDS.has(body.command) ? commands[body.command] : undefined;
  if (!body || !run) {
    reply(response, 400, { exit: 2, message: "Not a command this server runs." });
    return;
  }
  try {
    const { mainId, args } = storeOf(body.args, deps.env.mainId);
    const result = await run(deps.database, args, mainId, deps.env, { stdin: async () => body.stdin });
    deps.log.info({ command: body.command }, "command run for the command line");
    reply(response, 200, { result });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    reply(response, 422, failure);
  }
}

async function readJson(request: IncomingMessage): Promise<CommandRequest | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Partial<CommandRequest>;
    if (typeof value.command !== "string" || typeof value.stdin !== "string") return null;
    if (!Array.isArray(value.args) || !value.args.every((arg) => typeof arg === "string")) return null;
    return { command: value.command, args: value.args, stdin: value.stdin };
  } catch {
    return null;
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

// The command line's side of control-server.ts: hands a command to the server holding DATA_DIR, over
// 127.0.0.1 with the secret from DATA_DIR/control.secret.
import { createWriteStream } from "node:fs";
import { request } from "node:http";
import { pipeline } from "node:stream/promises";
import { RefusedError } from "../cli/command-kinds.js";
import { CommandFailure, type Failure } from "../cli/failures.js";
import { isAlive, type LockInfo, readLiveLock } from "../db/data-dir-lock.js";
import { writeAtomically } from "../services/backup/live-backup.js";
import { controlSecretPath, readControlSecret } from "./control-secret.js";
import type { CommandRequest } from "./control-server.js";

// A server that is starting (opening and migrating the database) takes commands once it listens.
const START_WAIT_MS = 120_000;

/** The server's lock once it takes commands (its control port is written); refuses if it stops first. */
export async function serverTakingCommands(dataDir: string, holder: LockInfo): Promise<LockInfo> {
  let current: LockInfo | null = holder;
  const deadline = Date.now() + START_WAIT_MS;
  let told = false;
  while (current && current.controlPort === null) {
    if (!told) {
      process.stderr.write(`Waiting for the server (pid ${current.pid}) to finish starting…\n`);
      told = true;
    }
    if (Date.now() > deadline || !isAlive(current)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = readLiveLock(dataDir);
  }
  if (!current || current.controlPort === null) {
    throw new RefusedError(
      `The server that held DATA_DIR=${dataDir} stopped or did not finish starting: run the command again.`,
    );
  }
  return current;
}

/** Runs a command on the server; its JSON result, or a CommandFailure with the server's words. */
export async function runOnServer(dataDir: string, server: LockInfo, body: CommandRequest): Promise<unknown> {
  const answer = await call(dataDir, server, "/commands", JSON.stringify(body));
  const text = await readAll(answer.stream);
  const parsed = JSON.parse(text) as { result?: unknown } & Partial<Failure>;
  if (answer.status === 200) return parsed.result;
  throw new CommandFailure({ exit: parsed.exit === 2 ? 2 : 1, message: parsed.message ?? text });
}

/** Has the server take a backup and writes it to `path`; its size in bytes. */
export async function backupFromServer(dataDir: string, server: LockInfo, path: string): Promise<number> {
  const answer = await call(dataDir, server, "/backup", "");
  if (answer.status !== 200) {
    const parsed = JSON.parse(await readAll(answer.stream)) as Partial<Failure>;
    throw new CommandFailure({
      exit: parsed.exit === 2 ? 2 : 1,
      message: parsed.message ?? "The backup failed.",
    });
  }
  return writeAtomically(path, (temporary) => pipeline(answer.stream, createWriteStream(temporary)));
}

function call(
  dataDir: string,
  server: LockInfo,
  path: string,
  body: string,
): Promise<{ status: number; stream: NodeJS.ReadableStream }> {
  const secret = readControlSecret(dataDir);
  if (!secret) {
    throw new RefusedError(
      `A server (pid ${server.pid}) holds DATA_DIR=${dataDir}, and ${controlSecretPath(dataDir)} cannot be read: run the command as the user the server runs as.`,
    );
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: server.controlPort ?? 0,
        path,
        method: "POST",
        headers: {
          authorization: `Bearer ${secret}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (incoming) => resolve({ status: incoming.statusCode ?? 500, stream: incoming }),
    );
    outgoing.once("error", (error) =>
      reject(
        new RefusedError(
          `Could not reach the server (pid ${server.pid}) that holds DATA_DIR=${dataDir} (${error.message}): run the command again.`,
        ),
      ),
    );
    outgoing.end(body);
  });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

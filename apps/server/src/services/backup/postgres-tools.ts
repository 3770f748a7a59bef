// Running PostgreSQL's client tools (pg_dump, pg_restore, psql) for backups and restores: the password
// goes in PGPASSWORD (never on a command line `ps` shows), and a tool's failure becomes a BackupError
// with its own words.
import { type ChildProcess, spawn } from "node:child_process";
import { BackupError } from "./backup-error.js";

/** The URL without its password, which goes to the tools in PGPASSWORD instead (not in `ps`). */
export function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function redacted(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

export async function finished(child: ChildProcess, tool: string): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolvePromise, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools (e.g. postgresql-client).`,
            )
          : error,
      ),
    );
    child.once("close", (code) => resolvePromise({ code: code ?? 1, stderr }));
  });
}

export async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stderr } = await finished(
    spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] }),
    tool,
  );
  if (code !== 0) throw new BackupError(`${tool} failed: ${stderr.trim()}`);
}

export async function output(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const { code, stderr } = await finished(child, tool);
  if (code !== 0) throw new BackupError(`${tool} failed: ${stderr.trim()}`);
  return stdout;
}

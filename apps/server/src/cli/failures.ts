// How a command's failure reaches the operator: one or two lines saying what to do, and an exit code,
// 2 for a command used wrongly, 1 for one refused. The CLI and the server running a command for it
// (control/) sort errors the same way; anything else is a fault, not the operator's mistake.
import { EnvError } from "../config/env.js";
import { DataDirBusyError } from "../db/data-dir-lock.js";
import { ApiError } from "../http/api-error.js";
import { BackupError } from "../services/backup/backup-error.js";
import { RefusedError, UsageError } from "./command-kinds.js";

export interface Failure {
  exit: 1 | 2;
  message: string;
}

/** The failure to show for a known kind of error; null for an unexpected one. */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof UsageError) return { exit: 2, message: error.message };
  if (error instanceof EnvError) return { exit: 2, message: `Configuration error: ${error.message}` };
  if (error instanceof RefusedError || error instanceof BackupError || error instanceof DataDirBusyError) {
    return { exit: 1, message: error.message };
  }
  // A refused change (unknown order, illegal move, an e-mail already on the staff): the rule's words.
  if (error instanceof ApiError) return { exit: 1, message: `${error.code}: ${error.message}` };
  const code = (error as NodeJS.ErrnoException | null)?.code;
  // node:util parseArgs: an option the command does not know, or one missing its value.
  if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_")) {
    return { exit: 2, message: `${(error as Error).message} (\`cli help\` shows how to call each command)` };
  }
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "28P01" || code === "3D000") {
    return {
      exit: 1,
      message: `Cannot open the database (${(error as Error).message}): check DATABASE_URL and that PostgreSQL is running.`,
    };
  }
  return null;
}

/** A command that failed on the server it was handed to, carried back with the server's exit code. */
export class CommandFailure extends Error {
  override name = "CommandFailure";
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

// How each kind of error reaches the operator: exit 2 for a command used wrongly, 1 for a refusal,
// the words to show, and null (a fault) for anything else.
import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { EnvError } from "../config/env.js";
import { DataDirBusyError } from "../db/data-dir-lock.js";
import { ApiError } from "../http/api-error.js";
import { BackupError } from "../services/backup/backup-error.js";
import { RefusedError, UsageError } from "./command-kinds.js";
import { failureOf } from "./failures.js";

function parseError(): unknown {
  try {
    parseArgs({ args: ["--bogus"], options: {} });
  } catch (error) {
    return error;
  }
  throw new Error("parseArgs accepted an unknown option");
}

const busy = new DataDirBusyError("/srv/shop", {
  holder: "server",
  pid: 42,
  port: 8080,
  controlPort: 4000,
  command: null,
  startedAt: "2026-11-28T01:00:00.000Z",
});

describe("failureOf", () => {
  it.each([
    {
      name: "usage",
      error: new UsageError("usage: cli jobs dead"),
      want: { exit: 2, message: "usage: cli jobs dead" },
    },
    {
      name: "configuration",
      error: new EnvError("PORT must be a whole number"),
      want: { exit: 2, message: "Configuration error: PORT must be a whole number" },
    },
    {
      name: "refusal",
      error: new RefusedError("No dead job 9 to retry."),
      want: { exit: 1, message: "No dead job 9 to retry." },
    },
    {
      name: "backup",
      error: new BackupError("pg_dump failed: x"),
      want: { exit: 1, message: "pg_dump failed: x" },
    },
    { name: "busy folder", error: busy, want: { exit: 1, message: busy.message } },
    {
      name: "a rule of the store",
      error: new ApiError(409, "EMAIL_TAKEN", "This e-mail is already on the staff."),
      want: { exit: 1, message: "EMAIL_TAKEN: This e-mail is already on the staff." },
    },
    {
      name: "an unknown option",
      error: parseError(),
      want: { exit: 2, message: expect.stringContaining("Unknown option '--bogus'") },
    },
    {
      name: "an unreachable PostgreSQL",
      error: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
      want: {
        exit: 1,
        message: expect.stringContaining("check DATABASE_URL and that PostgreSQL is running"),
      },
    },
  ])("$name", ({ error, want }) => {
    expect(failureOf(error)).toEqual(want);
  });

  it("leaves a fault (a bug, a broken database) to the caller", () => {
    expect(failureOf(new TypeError("x is undefined"))).toBeNull();
  });
});

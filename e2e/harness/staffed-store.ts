// The back office's journeys start from a store whose first owner and a staff member were made on the
// command line (`cli staff add … --role owner`, the password piped in), as a shop owner starts. The
// members are added once, to a copy of the seeded demo store, before the journeys run; every admin
// journey file's store is a copy of that, so each file starts one server instead of two and two CLI runs.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "./store-server.js";

export const OWNER = { email: "owner@henna.example", password: "owner-password-1" };
export const STAFF = { email: "staff@henna.example", password: "staff-password-1" };

function addMember(
  dataDir: string,
  member: { email: string; password: string },
  role: "owner" | "staff",
): void {
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, "apps/server/dist/cli.js"), "staff", "add", member.email, "--role", role],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
      },
      input: `${member.password}\n`,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
}

/** Adds OWNER and STAFF on the command line to a stopped store's data directory. */
export function addMembers(dataDir: string): void {
  addMember(dataDir, OWNER, "owner");
  addMember(dataDir, STAFF, "staff");
}

/** A copy of a stopped store's data directory, with OWNER and STAFF added on the command line. */
export function staffedCopy(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "henna-e2e-staffed-"));
  cpSync(dataDir, copy, { recursive: true });
  addMembers(copy);
  return copy;
}

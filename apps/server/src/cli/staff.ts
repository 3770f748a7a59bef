// `cli staff add EMAIL --role owner|staff [--name NAME] [--url BASE]`: a back-office member, made with
// the database's own credentials (the first owner cannot be invited by anybody). A password piped on
// standard input is set at once; without one, a one-time set-password link is printed instead.
//   echo 'a long password' | node apps/server/dist/cli.js staff add owner@shop.in --role owner
//   node apps/server/dist/cli.js staff add owner@shop.in --role owner      # prints the link
import { parseArgs } from "node:util";
import type { Env } from "../config/env.js";
import { publicOrigin } from "../config/public-url.js";
import type { Database } from "../db/database.js";
import type { StaffRole } from "../db/schema.js";
import { COMMAND_LINE_ACTOR, recordAudit } from "../services/audit.js";
import { createStaffMember, setPasswordUrl, toStaffMember } from "../services/staff/staff-accounts.js";

export const MIN_STAFF_PASSWORD = 8;

/** Everything piped on standard input, or "" when it is a terminal or closed. */
export async function readPipedInput(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export async function staffCommand(
  database: Database,
  args: string[],
  mainId: string,
  env: Env,
  UsageError: new (message: string) => Error,
  readPassword: () => Promise<string> = readPipedInput,
) {
  const usage = "usage: cli staff add EMAIL --role owner|staff [--name NAME] [--url BASE_URL]";
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" }, url: { type: "string" } },
  });
  const [action, email, ...extra] = positionals;
  if (action !== "add" || !email || extra.length > 0) throw new UsageError(usage);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`Not an e-mail address: ${email}`);
  const role = values.role;
  if (role !== "owner" && role !== "staff") throw new UsageError(`--role must be owner or staff\n${usage}`);
  // Only the first line counts, so `echo` and a file with a trailing newline both work.
  const password = (await readPassword()).split(/\r?\n/)[0] ?? "";
  if (password && password.length < MIN_STAFF_PASSWORD)
    throw new UsageError(`The password must be at least ${MIN_STAFF_PASSWORD} characters.`);
  const now = new Date();
  const made = await database.db.transaction(async (tx) => {
    const result = await createStaffMember(
      tx,
      { mainId, email, name: values.name, role: role as StaffRole },
      now,
      password || undefined,
    );
    await recordAudit(tx, COMMAND_LINE_ACTOR(mainId), {
      action: "staff.add",
      entity: "staff",
      entityId: result.member.id,
      after: { email: result.member.email, name: result.member.name, role: result.member.role },
    });
    return result;
  });
  const base = values.url ?? publicOrigin(env);
  return {
    staff: toStaffMember(made.member),
    ...(made.setPasswordToken ? { setPasswordUrl: setPasswordUrl(base, made.setPasswordToken) } : {}),
  };
}

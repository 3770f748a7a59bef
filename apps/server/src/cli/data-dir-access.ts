// Who may open the store's database for a command. PostgreSQL: the command itself (many processes are
// fine there). PGlite: only one process per DATA_DIR, so the command takes the folder's lock, or, when
// a running server holds it, hands a command the server carries out (SERVED_COMMANDS) to that server
// and refuses the others in one line.
import type { Env } from "../config/env.js";
import { serverTakingCommands } from "../control/control-client.js";
import {
  acquireDataDirLock,
  DataDirBusyError,
  type DataDirLock,
  type LockInfo,
} from "../db/data-dir-lock.js";
import { RefusedError, SERVED_COMMANDS } from "./command-kinds.js";

export type DataDirAccess = { by: "command"; lock: DataDirLock | null } | { by: "server"; server: LockInfo };

export async function claimDataDir(env: Env, command: string): Promise<DataDirAccess> {
  if (env.databaseUrl) return { by: "command", lock: null };
  try {
    return {
      by: "command",
      lock: acquireDataDirLock(env.dataDir, { holder: "command", port: null, command }),
    };
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const holder = error.heldBy;
    if (holder.holder !== "server") throw error;
    if (!SERVED_COMMANDS.has(command)) {
      throw new RefusedError(
        `A server (pid ${holder.pid}, port ${holder.port ?? "?"}) holds DATA_DIR=${env.dataDir}: \`cli ${command}\` needs the folder to itself. Stop the server, run the command, then start it again.`,
      );
    }
    return { by: "server", server: await serverTakingCommands(env.dataDir, holder) };
  }
}

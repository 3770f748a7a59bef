// What the command line's modules and the server's control channel share, with no imports of its own
// (so neither side's modules import each other in a circle): the two kinds of failure an operator
// sees, and which commands a running server carries out.

/** A command used wrongly (exit 2): the message says how to call it. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A command that cannot be done as asked (exit 1): the message says why and what to do. */
export class RefusedError extends Error {
  override name = "RefusedError";
}

/** Commands a running server carries out for the CLI; the others need the data folder to themselves. */
export const SERVED_COMMANDS: ReadonlySet<string> = new Set(["staff", "order-status", "jobs", "backup"]);

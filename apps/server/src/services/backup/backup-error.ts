/** A backup or restore that could not be done, told in words (the CLI prints the message alone). */
export class BackupError extends Error {
  override name = "BackupError";
}

// The backup commands' lines of `cli`'s usage (cli/backup.ts runs them).
export const BACKUP_USAGE = `  cli backup FILE                  the store's database into FILE (a running server takes it while it serves)
  cli restore FILE [--force]       FILE back into the database; --force replaces a database that has data`;

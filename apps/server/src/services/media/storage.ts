// Where uploaded pictures live. The server only ever puts, gets and deletes whole objects by key, so
// an object store (S3, R2, GCS) can replace these by implementing the three calls. The filesystem one
// keeps them under DATA_DIR/media, which only instances of one machine share; the database one
// (database-storage.ts) serves every instance anywhere. media-store.ts picks one (MEDIA_STORE).
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of safe segments (letters, digits, dash, dot, underscore), never `..`. */
export function isStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    key.split("/").every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part) && part !== "..")
  );
}

export function createFileStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`key outside the storage: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

import { describe, expect, it } from "vitest";
import { backupDirInside, tarEntries, underFolder, withoutEntries } from "./tar-entries.js";

/** A ustar entry as PGlite writes one: the header, then the bytes padded to 512. */
function entry(name: string, body = "", type = "0"): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "utf8");
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, "0")}\0`, 124, "latin1");
  header.write(type, 156, "latin1");
  header.write("ustar\u000000", 257, "latin1");
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  padded.write(body, 0, "utf8");
  return Buffer.concat([header, padded]);
}
const END = Buffer.alloc(1024);
const names = (tar: Uint8Array): string[] => tarEntries(tar).entries.map((found) => found.name);

describe("withoutEntries", () => {
  const tar = Buffer.concat([
    entry("/PG_VERSION", "18\n"),
    entry("/backups", "", "5"),
    entry("/backups/backup-1.tar.gz", "x".repeat(1300)),
    entry("/base/5/1259", "y".repeat(512)),
    entry("/backups-old/note", "kept: another folder"),
    entry("./pax", "path=/backups/long", "x"),
    entry("/backups/long"),
    END,
  ]);

  it("drops the folder's entries (and a PAX header before one), keeping the rest byte for byte", () => {
    const out = withoutEntries(tar, underFolder("backups"));
    expect(names(out)).toEqual(["PG_VERSION", "base/5/1259", "backups-old/note"]);
    expect(out.subarray(-1024)).toEqual(END);
    // The folder's own entry, the 1,300-byte file (3 blocks), the PAX header and its entry.
    expect(out.length).toBe(tar.length - 512 - (512 + 1536) - (512 + 512) - 512);
  });

  it("returns the archive as it was when nothing is dropped", () => {
    expect(withoutEntries(tar, () => false)).toEqual(tar);
  });
});

describe("backupDirInside", () => {
  it.each([
    { dataDir: "/var/lib/shop", backupDir: "/var/lib/shop/backups", want: "backups" },
    { dataDir: "/var/lib/shop", backupDir: "/var/lib/shop/a/b", want: "a/b" },
    { dataDir: "/var/lib/shop", backupDir: "/srv/backups", want: null },
    { dataDir: "/var/lib/shop", backupDir: "/var/lib/shop-backups", want: null },
    { dataDir: "/var/lib/shop", backupDir: "/var/lib/shop", want: null },
  ])("$backupDir in $dataDir -> $want", ({ dataDir, backupDir, want }) => {
    expect(backupDirInside(dataDir, backupDir)).toBe(want);
  });
});

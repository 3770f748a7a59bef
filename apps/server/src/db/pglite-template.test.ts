// A new PGlite folder is made from the build's migrated template (pglite-template.ts) when the template
// holds exactly the migrations shipped: the folder then needs no migration at its first open.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireBuild, serverDir } from "../test-support/built-server.js";
import { createDatabase } from "./database.js";
import { migrate } from "./migrate.js";
import { initdbInChild } from "./pglite-initdb.js";
import { shippedTemplate, templateFileName } from "./pglite-template.js";
import { stores } from "./schema.js";

const scratch = mkdtempSync(join(tmpdir(), "pglite-template-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the shipped template", () => {
  it.each([
    ["named for the migrations shipped", () => templateFileName(), true],
    ["named for other migrations", () => "pglite-template-0123456789abcdef.tar", false],
  ])("is used only when %s", (_what, name, used) => {
    const dir = mkdtempSync(join(scratch, "dir-"));
    const path = join(dir, name());
    writeFileSync(path, "");
    expect(shippedTemplate(dir)).toBe(used ? path : undefined);
  });

  it("changes its name when a migration's text changes", () => {
    const dir = mkdtempSync(join(scratch, "migrations-"));
    mkdirSync(join(dir, "meta"));
    writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify({ entries: [{ idx: 0, tag: "0000_a" }] }));
    writeFileSync(join(dir, "0000_a.sql"), "CREATE TABLE a (x int);");
    const before = templateFileName(dir);
    writeFileSync(join(dir, "0000_a.sql"), "CREATE TABLE a (x bigint);");
    expect(templateFileName(dir)).not.toBe(before);
    expect(templateFileName(dir)).toMatch(/^pglite-template-[0-9a-f]{16}\.tar$/);
  });

  it("makes a folder that the store's migrations find complete", async () => {
    requireBuild();
    const template = shippedTemplate(join(serverDir, "dist"));
    expect(template, "the build writes dist/pglite-template-*.tar").toBeDefined();
    const dataDir = join(scratch, "from-template");
    await initdbInChild(dataDir, template);
    const database = await createDatabase({ dataDir });
    try {
      expect(await migrate(database)).toEqual({ applied: [] });
      expect(await database.db.select().from(stores)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

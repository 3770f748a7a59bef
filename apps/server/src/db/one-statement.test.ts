// writeInOneStatement on both databases: the writes all happen, in one statement, or none does.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { writeInOneStatement } from "./one-statement.js";
import { outboxMails } from "./schema.js";

const postgresUp = await postgresAvailable();

describe.each(DATABASE_KINDS)("writeInOneStatement on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    if (kind === "postgres" && !postgresUp) return;
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(() => database?.close());

  const mail = (subject: string) => ({ main_id: "demo-store", to: "a@example.com", subject, text: "hi" });

  it.skipIf(kind === "postgres" && !postgresUp)(
    "runs inserts, an update and a delete on one round trip",
    async () => {
      const { db } = database;
      const [kept] = await db.insert(outboxMails).values(mail("kept")).returning();
      const [gone] = await db.insert(outboxMails).values(mail("gone")).returning();
      if (!kept || !gone) throw new Error("setup failed");
      await writeInOneStatement(db, [
        db.update(outboxMails).set({ subject: "kept, changed" }).where(eq(outboxMails.id, kept.id)),
        db.insert(outboxMails).values(mail("new 1")),
        db.insert(outboxMails).values([mail("new 2"), mail("new 3")]),
        db.delete(outboxMails).where(eq(outboxMails.id, gone.id)),
      ]);
      const subjects = (await db.select({ subject: outboxMails.subject }).from(outboxMails)).map(
        (row) => row.subject,
      );
      expect(subjects.sort()).toEqual(["kept, changed", "new 1", "new 2", "new 3"]);

      // One write alone, and none at all.
      await writeInOneStatement(db, [db.delete(outboxMails).where(eq(outboxMails.subject, "new 3"))]);
      await writeInOneStatement(db, []);
      expect(await db.$count(outboxMails)).toBe(3);
    },
  );

  it.skipIf(kind === "postgres" && !postgresUp)(
    "is all or nothing: one failing write leaves every other undone",
    async () => {
      const { db } = database;
      const before = await db.$count(outboxMails);
      await expect(
        writeInOneStatement(db, [
          db.insert(outboxMails).values(mail("never")),
          // attempts is an integer: this one fails when the statement runs.
          db.update(outboxMails).set({ attempts: sql`'not a number'::int` }),
        ]),
      ).rejects.toThrow();
      expect(await db.$count(outboxMails)).toBe(before);
      expect(await db.select().from(outboxMails).where(eq(outboxMails.subject, "never"))).toEqual([]);
    },
  );
});

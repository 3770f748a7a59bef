// preparedQuery on both databases: one query, built once, runs on the database and inside a
// transaction on that transaction's own connection (it sees the transaction's writes, and its own
// writes go when the transaction rolls back); placeholderFor keeps null as SQL NULL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { placeholderFor, preparedQuery } from "./prepared-query.js";
import { outboxMails } from "./schema.js";

const postgresUp = await postgresAvailable();

const mailsWithSubject = preparedQuery<{ subject: string }, { id: number }[]>(
  "test_mails_with_subject",
  (db) =>
    db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(eq(outboxMails.subject, sql.placeholder("subject"))),
);

const insertMail = preparedQuery<
  { subject: string; payload: Record<string, unknown> | null; due: Date },
  { id: number }[]
>("test_insert_mail", (db) =>
  db
    .insert(outboxMails)
    .values({
      main_id: "demo-store",
      to: "a@example.com",
      subject: sql.placeholder("subject"),
      text: "hi",
      payload: placeholderFor("payload", outboxMails.payload),
      nextAttemptAt: placeholderFor("due", outboxMails.nextAttemptAt),
    })
    .returning({ id: outboxMails.id }),
);

class RolledBack extends Error {}

describe.each(DATABASE_KINDS)("preparedQuery on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    if (kind === "postgres" && !postgresUp) return;
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(() => database?.close());

  it.skipIf(kind === "postgres" && !postgresUp)(
    "runs on the database and on a transaction's own connection",
    async () => {
      const { db } = database;
      const due = new Date("2030-01-02T03:04:05.678Z");
      expect(await mailsWithSubject(db, { subject: "outside" })).toEqual([]);
      const [outside] = await insertMail(db, { subject: "outside", payload: { a: 1 }, due });
      expect(await mailsWithSubject(db, { subject: "outside" })).toEqual([{ id: outside?.id }]);

      await expect(
        db.transaction(async (tx) => {
          const [inside] = await insertMail(tx, { subject: "inside", payload: null, due });
          // The transaction's own write, not yet committed, is visible to it.
          expect(await mailsWithSubject(tx, { subject: "inside" })).toEqual([{ id: inside?.id }]);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      expect(await mailsWithSubject(db, { subject: "inside" })).toEqual([]);

      const [written] = await db.transaction(async (tx) =>
        insertMail(tx, { subject: "kept", payload: null, due }),
      );
      const rows = await db.execute<{ payload_is_null: boolean; due: string }>(
        sql`select payload is null as payload_is_null, next_attempt_at::text as due
            from outbox_mails where id = ${written?.id}`,
      );
      expect(rows.rows[0]?.payload_is_null).toBe(true);
      const [stored] = await db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.id, Number(written?.id)));
      expect(stored?.nextAttemptAt.toISOString()).toBe(due.toISOString());
      const [withPayload] = await db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.id, Number(outside?.id)));
      expect(withPayload?.payload).toEqual({ a: 1 });
    },
  );

  it("refuses a second query under a name already taken", () => {
    expect(() => preparedQuery("test_mails_with_subject", (db) => db.select().from(outboxMails))).toThrow(
      /defined twice/,
    );
  });
});

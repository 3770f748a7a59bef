// A write the handlers failed to validate still meets the database's CHECK constraints. The value came
// from the request, so the client must hear 400 with the contract's body, not 500, and the log must
// name the check so the missing validation can be found.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import { installErrorHandler } from "./error-handler.js";

const postgresUp = await postgresAvailable();

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("a write that breaks a CHECK constraint", () => {
    let database: Database;
    let app: FastifyInstance;
    const logLines: Array<Record<string, unknown>> = [];

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          logLines.push(JSON.parse(String(chunk)));
          done();
        },
      });
      app = Fastify({ logger: { level: "info", stream: logStream } });
      installErrorHandler(app);
      // Stands for a future handler that forgot to validate: it writes the request's value as it is.
      app.post<{ Body: { status: string } }>("/unchecked", async (request) => {
        await database.db.execute(
          sql`insert into pincodes (main_id, pincode, status) values ('demo-store', '110001', ${request.body.status})`,
        );
        return { ok: true };
      });
      app.post("/broken", async () => database.db.execute(sql`select * from no_such_table`));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it("answers 400 with the contract's error body and logs the check's name", async () => {
      const response = await app.inject({ method: "POST", url: "/unchecked", payload: { status: "Gone" } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        isError: true,
        code: "VALIDATION_FAILED",
        message: "The request is not valid.",
        requestId: expect.any(String),
      });
      expect(logLines).toContainEqual(
        expect.objectContaining({ level: 40, constraint: "pincodes_status_check" }),
      );
      expect(logLines.some((line) => line.level === 50)).toBe(false);
    });

    it("still answers 500 for a database error that is not the client's", async () => {
      const response = await app.inject({ method: "POST", url: "/broken" });
      expect(response.statusCode).toBe(500);
    });
  });
});

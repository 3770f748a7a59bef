// The admission form through HTTP on a real database: prefill, submit, update (§4 Admission submit),
// the Aadhaar number encrypted at rest and only ever answered masked, racing submits, stores and
// centers (who may read which admission and bad input: admission-access.test.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../db/schema.js";
import { AADHAAR_NUMBER, admissionCalls, admissionForm } from "../../test-support/admission-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

const SUBMITTED = "Admission form submitted successfully!";
const REQUIRED = "This field is required";
const NUMBER = AADHAAR_NUMBER;
const NEW_NUMBER = "987612345678";
const form = admissionForm;

describe.each(await testDatabaseKinds())("admissions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  const { get, post, put, rowsOf, rowOf, storedNumber, submitted } = admissionCalls(() => t);

  describe("prefill, submit and update", () => {
    let user: TestUser;
    let id: number;
    beforeAll(async () => {
      user = await createTestUser(t, { full_name: "Aisha Khan (account)" });
    });

    it("prefills nothing before the first submit", async () => {
      const res = await get(user, user.user_id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    });

    it("creates the admission: 201, the spec's message, the Aadhaar number masked, the account's name", async () => {
      const res = await post(
        user,
        form({
          user_id: user.user_id,
          user_name: "Someone Else",
          main_id: "demo-store",
          name: "  Aisha Khan ",
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.body).not.toContain(NUMBER);
      const body = res.json();
      expect(body).toEqual({
        message: SUBMITTED,
        data: {
          id: expect.any(Number),
          name: "Aisha Khan",
          fatherName: "Imran Khan",
          motherName: "Sana Khan",
          dob: "2010-05-14",
          aadhar: "XXXX-XXXX-1234",
          gender: "Female",
          school: "St. Mary's High School",
          address: "12 Shanti Niwas, S V Road, Malad West, Mumbai",
          pincode: "400064",
          mobile: "9876543210",
          email: "aisha.khan@example.com",
          center: "Malad (W)",
          rulesAgreed: true,
          user_id: user.user_id,
          user_name: "Aisha Khan (account)",
          main_id: "demo-store",
          createdAt: t.now().toISOString(),
        },
      });
      id = body.data.id;
    });

    it("stores the number only encrypted (iv.tag.ciphertext) beside its last four digits", async () => {
      const row = await rowOf(user);
      expect(row.aadharEncrypted.split(".")).toHaveLength(3);
      expect(row.aadharEncrypted).not.toContain(NUMBER);
      expect(row.aadharEncrypted).not.toContain(NUMBER.slice(-4));
      expect(row.aadharLast4).toBe("1234");
      // No column anywhere in the row holds the digits.
      expect(JSON.stringify(row)).not.toContain(NUMBER);
      expect(await storedNumber(user)).toBe(NUMBER);
    });

    it("prefills the form from the saved record, Aadhaar masked", async () => {
      const res = await get(user, user.user_id);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(NUMBER);
      expect(res.json().user).toMatchObject({
        id,
        aadhar: "XXXX-XXXX-1234",
        name: "Aisha Khan",
        center: "Malad (W)",
      });
    });

    it("answers 409 ADMISSION_EXISTS to a second POST and leaves the saved form alone", async () => {
      const before = await rowOf(user);
      const res = await post(user, form({ aadhar: NEW_NUMBER, name: "Changed" }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ isError: true, success: false, code: "ADMISSION_EXISTS" });
      expect(await rowOf(user)).toEqual(before);
    });

    it("updates with the masked value sent back: the stored number (and its ciphertext) stay", async () => {
      const before = await rowOf(user);
      t.advance(60_000);
      const res = await put(
        user,
        id,
        form({ aadhar: "XXXX-XXXX-1234", school: "Podar International", center: "Andheri" }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: SUBMITTED,
        data: { id, aadhar: "XXXX-XXXX-1234", school: "Podar International", center: "Andheri" },
      });
      const after = await rowOf(user);
      expect(after.aadharEncrypted).toBe(before.aadharEncrypted);
      expect(await storedNumber(user)).toBe(NUMBER);
      expect(after.school).toBe("Podar International");
      expect(after.createdAt).toEqual(before.createdAt);
      expect(after.updatedAt.getTime()).toBe(t.now().getTime());
    });

    it("updates with a new number: re-encrypted under a fresh IV, masked with the new last four", async () => {
      const before = await rowOf(user);
      const res = await put(user, id, form({ aadhar: NEW_NUMBER, dob: "", school: "" }));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(NEW_NUMBER);
      expect(res.json().data).toMatchObject({ aadhar: "XXXX-XXXX-5678", dob: "", school: "" });
      const after = await rowOf(user);
      expect(after.aadharEncrypted).not.toBe(before.aadharEncrypted);
      expect(after.aadharEncrypted.split(".")[0]).not.toBe(before.aadharEncrypted.split(".")[0]);
      expect(after.aadharEncrypted).not.toContain(NEW_NUMBER);
      expect(after.aadharLast4).toBe("5678");
      expect(await storedNumber(user)).toBe(NEW_NUMBER);
      expect((await get(user, user.user_id)).json().user.aadhar).toBe("XXXX-XXXX-5678");
    });

    it("re-sending the same 12 digits keeps the number (a new ciphertext)", async () => {
      const res = await put(user, id, form({ aadhar: NEW_NUMBER }));
      expect(res.statusCode).toBe(200);
      expect(await storedNumber(user)).toBe(NEW_NUMBER);
    });

    it("refuses the old number's mask once the number changed", async () => {
      const before = await rowOf(user);
      const res = await put(user, id, form({ aadhar: "XXXX-XXXX-1234" }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "aadhar", message: "Aadhar must be exactly 12 digits" }]);
      expect(await rowOf(user)).toEqual(before);
    });
  });

  it("lets only one of two racing first submits through (the other gets 409)", async () => {
    const user = await createTestUser(t);
    const answers = await Promise.all([post(user, form()), post(user, form({ aadhar: NEW_NUMBER }))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  describe("stores", () => {
    beforeAll(async () => {
      await t.ctx.db.insert(stores).values({ main_id: "second-store" });
    });

    it("keeps an admission in the store it was submitted to", async () => {
      const user = await createTestUser(t, { main_id: "second-store" });
      const res = await t.request({
        method: "POST",
        url: "/api/admission",
        token: user.accessToken,
        headers: { "x-main-id": "second-store" },
        payload: form(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.main_id).toBe("second-store");
      const row = await rowOf(user);
      expect(row.main_id).toBe("second-store");
      expect(await storedNumber(user)).toBe(NUMBER);
    });

    it("refuses a token of one store used on another (403) and an unknown store (404)", async () => {
      const user = await createTestUser(t);
      await submitted(user);
      const read = (store: string) =>
        t.request({
          method: "GET",
          url: `/api/admission/single/${user.user_id}`,
          token: user.accessToken,
          headers: { "x-main-id": store },
        });
      expect((await read("second-store")).statusCode).toBe(403);
      const unknown = await read("no-such-store");
      // The contract names the code STORE_NOT_FOUND; the shared binder answers NOT_FOUND (see the report).
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ isError: true, message: "Store not found" });
    });
  });

  describe("the store's own centers (store setup)", () => {
    const STORE = "centers-store";
    const send = (user: TestUser, method: "POST" | "PUT", url: string, payload: Json) =>
      t.request({ method, url, token: user.accessToken, headers: { "x-main-id": STORE }, payload });
    const listCenters = (names: string[]) =>
      t.ctx.db
        .update(stores)
        .set({
          centers: [
            { name: "Head Office", type: "Our Office", address: "1 Main Road, Pune" },
            ...names.map((name) => ({ name, type: "Center" as const, address: `${name} Road, Pune` })),
          ],
        })
        .where(eq(stores.main_id, STORE));
    beforeAll(async () => {
      await t.ctx.db.insert(stores).values({ main_id: STORE });
    });

    it("takes the specification's four while the owner lists none", async () => {
      const user = await createTestUser(t, { main_id: STORE });
      expect((await send(user, "POST", "/api/admission", form({ center: "Andheri" }))).statusCode).toBe(201);
    });

    it("takes only the listed centers once the owner lists some (an office is no center)", async () => {
      await listCenters(["Kothrud", "Baner"]);
      const user = await createTestUser(t, { main_id: STORE });
      for (const center of ["Malad (W)", "Head Office"]) {
        const res = await send(user, "POST", "/api/admission", form({ center }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: "center", message: REQUIRED }]);
      }
      expect(await rowsOf(user)).toHaveLength(0);
      const res = await send(user, "POST", "/api/admission", form({ center: "Baner" }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.center).toBe("Baner");
    });

    it("lets a student keep a center the owner has since closed, but not move to another closed one", async () => {
      await listCenters(["Kothrud", "Baner"]);
      const user = await createTestUser(t, { main_id: STORE });
      const { id } = (await send(user, "POST", "/api/admission", form({ center: "Kothrud" }))).json().data;
      await listCenters(["Baner"]);
      const kept = await send(
        user,
        "PUT",
        `/api/admission/${id}`,
        form({ center: "Kothrud", school: "DAV" }),
      );
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.school).toBe("DAV");
      const moved = await send(user, "PUT", `/api/admission/${id}`, form({ center: "Andheri" }));
      expect(moved.statusCode).toBe(400);
      expect((await rowOf(user)).center).toBe("Kothrud");
    });
  });
});

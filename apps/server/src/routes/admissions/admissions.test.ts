// The admission form through HTTP on a real database: prefill, submit, update (§4 Admission submit),
// the Aadhaar number encrypted at rest and only ever answered masked, who may read and change which
// admission, and bad input that must never write anything.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissions, stores } from "../../db/schema.js";
import { decryptAadhaar } from "../../services/aadhaar-crypto.js";
import { aadhaarContext } from "../../services/admissions/admission-rows.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

const SUBMITTED = "Admission form submitted successfully!";
const REQUIRED = "This field is required";
const NUMBER = "234567891234";
const NEW_NUMBER = "987612345678";

const form = (overrides: Json = {}): Json => ({
  name: "Aisha Khan",
  fatherName: "Imran Khan",
  motherName: "Sana Khan",
  dob: "2010-05-14",
  aadhar: NUMBER,
  gender: "Female",
  school: "St. Mary's High School",
  address: "12 Shanti Niwas, S V Road, Malad West, Mumbai",
  pincode: "400064",
  mobile: "9876543210",
  email: "aisha.khan@example.com",
  center: "Malad (W)",
  rulesAgreed: true,
  ...overrides,
});

describe.each(await testDatabaseKinds())("admissions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null, userId: number | string) =>
    t.request({ method: "GET", url: `/api/admission/single/${userId}`, token: user?.accessToken });
  const post = (user: TestUser | null, payload: unknown) =>
    t.request({ method: "POST", url: "/api/admission", token: user?.accessToken, payload: payload as Json });
  const put = (user: TestUser | null, id: number | string, payload: unknown) =>
    t.request({
      method: "PUT",
      url: `/api/admission/${id}`,
      token: user?.accessToken,
      payload: payload as Json,
    });
  const rowsOf = (user: TestUser) =>
    t.ctx.db.select().from(admissions).where(eq(admissions.user_id, user.user_id));
  const rowOf = async (user: TestUser) => {
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    return rows[0] as NonNullable<(typeof rows)[number]>;
  };
  /** The number sealed in the user's row, read the way only the server can. */
  const storedNumber = async (user: TestUser) => {
    const row = await rowOf(user);
    return decryptAadhaar(
      TEST_SECRETS.aadhaarKey,
      row.aadharEncrypted,
      aadhaarContext(row.main_id, row.user_id),
    );
  };
  const submitted = async (user: TestUser, overrides: Json = {}) => {
    const res = await post(user, form(overrides));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; aadhar: string };
  };

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

  describe("who may read and change which admission", () => {
    let owner: TestUser;
    let other: TestUser;
    let ownerId: number;
    beforeAll(async () => {
      owner = await createTestUser(t);
      other = await createTestUser(t);
      ownerId = (await submitted(owner)).id;
    });

    type Call = () => ReturnType<typeof get>;
    const matrix: Array<{ name: string; call: () => Call; want: number; code?: string }> = [
      { name: "GET as a guest", call: () => () => get(null, owner.user_id), want: 401, code: "UNAUTHORIZED" },
      { name: "GET own", call: () => () => get(owner, owner.user_id), want: 200 },
      {
        name: "GET someone else's user id",
        call: () => () => get(other, owner.user_id),
        want: 403,
        code: "FORBIDDEN",
      },
      { name: "POST as a guest", call: () => () => post(null, form()), want: 401, code: "UNAUTHORIZED" },
      {
        name: "POST naming someone else's user_id",
        call: () => () => post(other, form({ user_id: owner.user_id })),
        want: 403,
        code: "FORBIDDEN",
      },
      {
        name: "PUT as a guest",
        call: () => () => put(null, ownerId, form()),
        want: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "PUT someone else's admission",
        call: () => () => put(other, ownerId, form({ name: "Taken Over" })),
        want: 404,
        code: "NOT_FOUND",
      },
      {
        name: "PUT someone else's admission naming them",
        call: () => () => put(other, ownerId, form({ user_id: owner.user_id })),
        want: 403,
        code: "FORBIDDEN",
      },
      {
        name: "PUT own admission naming someone else",
        call: () => () => put(owner, ownerId, form({ user_id: other.user_id })),
        want: 403,
        code: "FORBIDDEN",
      },
      {
        name: "PUT an unknown admission",
        call: () => () => put(owner, 2_000_000_000, form()),
        want: 404,
        code: "NOT_FOUND",
      },
      {
        name: "PUT own admission",
        call: () => () => put(owner, ownerId, form({ aadhar: "XXXX-XXXX-1234" })),
        want: 200,
      },
      {
        name: "GET with an expired token",
        call: () => () => {
          t.advance(16 * 60_000);
          return get(owner, owner.user_id);
        },
        want: 401,
        code: "UNAUTHORIZED",
      },
    ];

    it.each(matrix)("$name → $want", async ({ call, want, code }) => {
      const ownerBefore = await rowOf(owner);
      const res = await call()();
      expect(res.statusCode).toBe(want);
      if (code) expect(res.json()).toMatchObject({ isError: true, code });
      if (want !== 200) {
        expect(await rowOf(owner)).toEqual(ownerBefore);
        expect(await rowsOf(other)).toEqual([]);
      }
      expect(res.body).not.toContain(NUMBER);
    });

    it("shows another user's record to no one: the other user's own GET is empty", async () => {
      const fresh = await createTestUser(t);
      const res = await get(fresh, fresh.user_id);
      expect(res.json()).toEqual({ user: null });
    });
  });

  describe("bad input answers 4xx with the error body and writes nothing", () => {
    let user: TestUser;
    let id: number;
    beforeAll(async () => {
      user = await createTestUser(t);
      id = (await submitted(user)).id;
    });

    const long = (n: number) => "a".repeat(n);
    const bodies: Array<{ name: string; given: unknown; want?: number; code?: string }> = [
      { name: "malformed JSON", given: '{"name": "Aisha",', code: "MALFORMED_JSON" },
      { name: "an empty body", given: "", code: "MALFORMED_JSON" },
      { name: "a JSON list", given: [form()] },
      { name: "JSON null", given: "null" },
      { name: "a JSON string", given: '"Aisha"' },
      { name: "an unknown field", given: form({ caste: "General" }) },
      { name: "a number for name", given: form({ name: 12345 }) },
      { name: "the Aadhaar number as a number", given: form({ aadhar: 234567891234 }) },
      { name: "rulesAgreed as text", given: form({ rulesAgreed: "true" }) },
      { name: "a text user_id", given: form({ user_id: "me" }) },
      { name: "a date of birth in another format", given: form({ dob: "14/05/2010" }) },
      { name: "a date of birth with a time", given: form({ dob: "2010-05-14T00:00:00Z" }) },
      { name: "a list for address", given: form({ address: ["12 Shanti Niwas"] }) },
      { name: "an object for center", given: form({ center: { name: "Andheri" } }) },
      { name: "a name of 101 characters", given: form({ name: long(101) }) },
      { name: "a father's name of 101 characters", given: form({ fatherName: long(101) }) },
      { name: "a school of 201 characters", given: form({ school: long(201) }) },
      { name: "an address of 301 characters", given: form({ address: long(301) }) },
      { name: "an e-mail of 255 characters", given: form({ email: `${long(243)}@example.com` }) },
      { name: "a user_name of 101 characters", given: form({ user_name: long(101) }) },
      {
        name: "a body over the size limit",
        given: form({ address: long(200_000) }),
        want: 413,
        code: "BODY_TOO_LARGE",
      },
    ];

    const send = (method: "POST" | "PUT", given: unknown, contentType = "application/json") =>
      t.request({
        method,
        url: method === "POST" ? "/api/admission" : `/api/admission/${id}`,
        token: user.accessToken,
        headers: { "content-type": contentType },
        payload: typeof given === "string" ? given : JSON.stringify(given),
      });

    describe.each(["POST", "PUT"] as const)("%s", (method) => {
      it.each(bodies)("$name", async ({ given, want, code }) => {
        const before = await rowOf(user);
        const res = await send(method, given);
        expect(res.statusCode).toBe(want ?? 400);
        expect(res.json()).toMatchObject({
          isError: true,
          success: false,
          code: code ?? "VALIDATION_FAILED",
        });
        expect(await rowOf(user)).toEqual(before);
      });

      it.each([
        { contentType: "application/x-www-form-urlencoded", want: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
        // Every body the contract takes is JSON; text is refused before any handler runs.
        { contentType: "text/plain", want: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
      ])("a $contentType body → $want", async ({ contentType, want, code }) => {
        const before = await rowOf(user);
        const res = await send(method, "name=Aisha&aadhar=234567891234", contentType);
        expect(res.statusCode).toBe(want);
        expect(res.json()).toMatchObject({ isError: true, code });
        expect(await rowOf(user)).toEqual(before);
      });
    });

    it.each([
      { name: "a text id", url: "/api/admission/abc" },
      { name: "id 0", url: "/api/admission/0" },
      { name: "a negative id", url: "/api/admission/-4" },
      { name: "an id beyond 32 bits", url: "/api/admission/99999999999" },
      { name: "a fractional id", url: "/api/admission/1.5" },
    ])("PUT with $name → 400", async ({ url }) => {
      const before = await rowOf(user);
      const res = await t.request({ method: "PUT", url, token: user.accessToken, payload: form() });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(await rowOf(user)).toEqual(before);
    });

    it.each([
      { name: "a text user id", url: "/api/admission/single/me" },
      { name: "user id 0", url: "/api/admission/single/0" },
      { name: "a user id beyond 32 bits", url: "/api/admission/single/99999999999" },
    ])("GET with $name → 400", async ({ url }) => {
      const res = await t.request({ method: "GET", url, token: user.accessToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("a POST without a body → 400", async () => {
      const fresh = await createTestUser(t);
      const res = await t.request({ method: "POST", url: "/api/admission", token: fresh.accessToken });
      expect(res.statusCode).toBe(400);
      expect(await rowsOf(fresh)).toEqual([]);
    });
  });
});

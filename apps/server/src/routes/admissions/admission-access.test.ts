// Who may read and change which admission, and bad input that must never write anything, through HTTP
// on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AADHAAR_NUMBER, admissionCalls, admissionForm } from "../../test-support/admission-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

const NUMBER = AADHAAR_NUMBER;
const form = admissionForm;

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("admission access on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  const { get, post, put, rowsOf, rowOf, submitted } = admissionCalls(() => t);

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

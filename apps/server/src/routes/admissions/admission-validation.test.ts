// §5 Admission through HTTP: every rule the academy form applies is applied again by the server, with
// the same words, and a refused form writes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissions } from "../../db/schema.js";
import { admissionForm } from "../../test-support/admission-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

const REQUIRED = "This field is required";
const AADHAR_REQUIRED = "Aadhar number is required";
const AADHAR_12 = "Aadhar must be exactly 12 digits";
const AGREE = "You must agree to proceed";
const PINCODE = "Please enter a valid pincode";
const MOBILE = "Please enter a valid 10-digit mobile number.";
const EMAIL = "Please enter a valid email address.";
const DOB = "Please enter a valid date of birth.";
const DOB_FUTURE = "Date of birth cannot be in the future.";
// Tomorrow in Asia/Kolkata, by the clock the test server starts with.
const TOMORROW = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

const form = admissionForm;
const without = (field: string): Json => {
  const { [field]: _dropped, ...rest } = form();
  return rest;
};

interface Case {
  name: string;
  given: Json;
  field: string;
  want: string;
}

const cases: Case[] = [
  // Each required field missing.
  ...(["name", "fatherName", "motherName", "gender", "address", "pincode", "mobile", "email", "center"].map(
    (field) => ({ name: `${field} missing`, given: without(field), field, want: REQUIRED }),
  ) satisfies Case[]),
  {
    name: "aadhar missing",
    given: without("aadhar"),
    field: "aadhar",
    want: AADHAR_REQUIRED,
  },
  {
    name: "rulesAgreed missing",
    given: without("rulesAgreed"),
    field: "rulesAgreed",
    want: AGREE,
  },
  // Blank and whitespace-only text is missing too.
  ...(["name", "fatherName", "motherName", "address"].flatMap((field) => [
    { name: `${field} empty`, given: form({ [field]: "" }), field, want: REQUIRED },
    { name: `${field} only spaces`, given: form({ [field]: "   " }), field, want: REQUIRED },
  ]) satisfies Case[]),
  {
    name: "aadhar empty",
    given: form({ aadhar: "" }),
    field: "aadhar",
    want: AADHAR_REQUIRED,
  },
  // Required comes before the format rule (domain requiredThen).
  ...(["pincode", "mobile", "email"].map((field) => ({
    name: `${field} empty`,
    given: form({ [field]: "" }),
    field,
    want: REQUIRED,
  })) satisfies Case[]),
  // Aadhaar: exactly 12 digits; the masked form is only for updates.
  { name: "aadhar 11 digits", given: form({ aadhar: "23456789123" }), field: "aadhar", want: AADHAR_12 },
  { name: "aadhar 13 digits", given: form({ aadhar: "2345678912345" }), field: "aadhar", want: AADHAR_12 },
  { name: "aadhar with letters", given: form({ aadhar: "23456789123A" }), field: "aadhar", want: AADHAR_12 },
  { name: "aadhar with spaces", given: form({ aadhar: "2345 6789 1234" }), field: "aadhar", want: AADHAR_12 },
  {
    name: "aadhar masked on create",
    given: form({ aadhar: "XXXX-XXXX-1234" }),
    field: "aadhar",
    want: AADHAR_12,
  },
  // Choices of §9.
  {
    name: "gender not a choice",
    given: form({ gender: "Unknown" }),
    field: "gender",
    want: REQUIRED,
  },
  {
    name: "gender lower-case",
    given: form({ gender: "female" }),
    field: "gender",
    want: REQUIRED,
  },
  { name: "gender empty", given: form({ gender: "" }), field: "gender", want: REQUIRED },
  {
    name: "center not a choice",
    given: form({ center: "Borivali" }),
    field: "center",
    want: REQUIRED,
  },
  { name: "center empty", given: form({ center: "" }), field: "center", want: REQUIRED },
  // Rules & Regulations must be agreed.
  {
    name: "rulesAgreed false",
    given: form({ rulesAgreed: false }),
    field: "rulesAgreed",
    want: AGREE,
  },
  // Pincode, mobile and e-mail rules.
  { name: "pincode 5 digits", given: form({ pincode: "40006" }), field: "pincode", want: PINCODE },
  { name: "pincode with letters", given: form({ pincode: "40006A" }), field: "pincode", want: PINCODE },
  { name: "mobile 9 digits", given: form({ mobile: "987654321" }), field: "mobile", want: MOBILE },
  { name: "mobile with +91", given: form({ mobile: "+919876543210" }), field: "mobile", want: MOBILE },
  { name: "email without a dot", given: form({ email: "aisha@example" }), field: "email", want: EMAIL },
  { name: "email without @", given: form({ email: "aisha.example.com" }), field: "email", want: EMAIL },
  // Date of birth, when given: a real date from 1900 up to today.
  { name: "dob tomorrow", given: form({ dob: TOMORROW }), field: "dob", want: DOB_FUTURE },
  { name: "dob before 1900", given: form({ dob: "1899-12-31" }), field: "dob", want: DOB },
  { name: "dob 30 February", given: form({ dob: "2010-02-30" }), field: "dob", want: DOB },
];

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("admission validation on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const stored = () => t.ctx.db.select().from(admissions).where(eq(admissions.user_id, user.user_id));

  const post = (payload: Json) =>
    t.request({ method: "POST", url: "/api/admission", token: user.accessToken, payload });

  it.each(cases)("POST refuses $name: 400 on $field, nothing written", async ({ given, field, want }) => {
    const res = await post(given);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ isError: true, success: false, code: "VALIDATION_FAILED" });
    // Only this field is refused (the shared validator may list a field twice: an empty e-mail breaks
    // both minLength and format).
    expect(new Set(body.errors.map((error: { field: string }) => error.field))).toEqual(new Set([field]));
    // The summary names the field when the field's own text does not.
    expect(body.message).toEqual(want === REQUIRED ? expect.stringMatching(/ is required\.$/) : want);
    expect(body.errors[0].message).toBe(want);
    expect(await stored()).toEqual([]);
  });

  it("reports every field the form rules break at once, in form order", async () => {
    const res = await post(form({ name: " ", fatherName: " ", address: "\t", aadhar: "XXXX-XXXX-1234" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "name", message: REQUIRED },
      { field: "fatherName", message: REQUIRED },
      { field: "aadhar", message: AADHAR_12 },
      { field: "address", message: REQUIRED },
    ]);
    expect(await stored()).toEqual([]);
  });

  it.each([
    { name: "dob and school left out", given: without("dob"), dropSchool: true },
    { name: "dob and school empty", given: form({ dob: "", school: "" }), dropSchool: false },
  ])("accepts the optional fields $name", async ({ given, dropSchool }) => {
    const other = await createTestUser(t);
    const payload = { ...given };
    if (dropSchool) delete payload.school;
    const res = await t.request({ method: "POST", url: "/api/admission", token: other.accessToken, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ dob: "", school: "" });
  });

  describe("on PUT", () => {
    let owner: TestUser;
    let id: number;
    beforeAll(async () => {
      owner = await createTestUser(t);
      const res = await t.request({
        method: "POST",
        url: "/api/admission",
        token: owner.accessToken,
        payload: form(),
      });
      expect(res.statusCode).toBe(201);
      id = res.json().data.id;
    });
    const put = (payload: Json) =>
      t.request({ method: "PUT", url: `/api/admission/${id}`, token: owner.accessToken, payload });
    const row = async () => {
      const [found] = await t.ctx.db.select().from(admissions).where(eq(admissions.id, id));
      return found;
    };

    const updateCases = cases.filter((c) => c.name !== "aadhar masked on create");
    it.each(updateCases)(
      "refuses $name the same way and keeps the saved form",
      async ({ given, field, want }) => {
        const before = await row();
        const res = await put(given);
        expect(res.statusCode).toBe(400);
        const errors = res.json().errors as Array<{ field: string; message: string }>;
        expect(new Set(errors.map((error) => error.field))).toEqual(new Set([field]));
        expect(errors[0]?.message).toBe(want);
        expect(await row()).toEqual(before);
      },
    );

    it("refuses a masked value that is not the stored number's mask", async () => {
      const before = await row();
      const res = await put(form({ aadhar: "XXXX-XXXX-9999" }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "aadhar", message: AADHAR_12 }]);
      expect(await row()).toEqual(before);
    });
  });
});

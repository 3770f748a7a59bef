// The admission form's calls for its tests, bound to a test app that starts later (in beforeAll): a
// valid form, submitting, reading and updating over HTTP, and the stored row (its number decrypted the
// way only the server can).
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { admissions } from "../db/schema.js";
import { decryptAadhaar } from "../services/aadhaar-crypto.js";
import { aadhaarContext } from "../services/admissions/admission-rows.js";
import { TEST_SECRETS, type TestApp } from "./http-app.js";
import type { TestUser } from "./users.js";

type Json = Record<string, unknown>;

export const AADHAAR_NUMBER = "234567891234";

export const admissionForm = (overrides: Json = {}): Json => ({
  name: "Aisha Khan",
  fatherName: "Imran Khan",
  motherName: "Sana Khan",
  dob: "2010-05-14",
  aadhar: AADHAAR_NUMBER,
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

export function admissionCalls(app: () => TestApp) {
  const get = (user: TestUser | null, userId: number | string) =>
    app().request({ method: "GET", url: `/api/admission/single/${userId}`, token: user?.accessToken });
  const post = (user: TestUser | null, payload: unknown) =>
    app().request({
      method: "POST",
      url: "/api/admission",
      token: user?.accessToken,
      payload: payload as Json,
    });
  const put = (user: TestUser | null, id: number | string, payload: unknown) =>
    app().request({
      method: "PUT",
      url: `/api/admission/${id}`,
      token: user?.accessToken,
      payload: payload as Json,
    });
  const rowsOf = (user: TestUser) =>
    app().ctx.db.select().from(admissions).where(eq(admissions.user_id, user.user_id));
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
    const res = await post(user, admissionForm(overrides));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; aadhar: string };
  };
  return { get, post, put, rowsOf, rowOf, storedNumber, submitted };
}

// Back-office members for tests, made straight in the database, signed in through the real
// POST /api/admin/auth/login so their tokens are exactly what the app gets.
import type { StaffRole } from "../db/schema.js";
import { createStaffMember } from "../services/staff/staff-accounts.js";
import type { TestApp } from "./http-app.js";

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

export async function createTestStaff(
  t: TestApp,
  role: StaffRole = "staff",
  overrides: { email?: string; mainId?: string } = {},
): Promise<TestStaff> {
  counter += 1;
  const password = "staff-password-1";
  const email = overrides.email ?? `${role}${counter}-${Date.now()}@shop.example`;
  const { member } = await createStaffMember(
    t.ctx.db,
    { mainId: overrides.mainId ?? "demo-store", email, role, name: `Test ${role} ${counter}` },
    t.now(),
    password,
  );
  const res = await t.request({ method: "POST", url: "/api/admin/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; refreshToken: string };
  return { id: member.id, email: member.email, password, role, ...body };
}

// The first owner made in the browser: GET/POST /api/admin/setup through the real HTTP layer, with the
// one-time link a server start issues (services/staff/first-owner.ts), on PGlite and PostgreSQL.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffMembers } from "../../db/schema.js";
import {
  issueOwnerSetupToken,
  OWNER_SETUP_TTL_MS,
  SETUP_LINK_DEAD,
  STORE_HAS_OWNER,
} from "../../services/staff/first-owner.js";
import { createStaffMember } from "../../services/staff/staff-accounts.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { newClientIp } from "../accounts/account-test-kit.js";

const STORE = "demo-store";

describe.each(await testDatabaseKinds())("the first owner from the setup link on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  // Every case starts from a store without an owner (earlier owners are removed, as an owner would be).
  beforeEach(async () => {
    await t.database.db
      .update(staffMembers)
      .set({ removedAt: t.now() })
      .where(and(eq(staffMembers.main_id, STORE), isNull(staffMembers.removedAt)));
  });

  let n = 0;
  const owner = () => {
    n += 1;
    return { name: `Meera ${n}`, email: `meera${n}-${kind}@shop.example`, password: "a long password 1" };
  };
  const setup = (payload: object) =>
    t.request({ method: "POST", url: "/api/admin/setup", payload, remoteAddress: newClientIp() });
  const status = async () =>
    (await t.request({ method: "GET", url: "/api/admin/setup" })).json() as { needsOwner: boolean };
  const token = async () => {
    const issued = await issueOwnerSetupToken(t.database.db, STORE, t.now());
    if (!issued) throw new Error("no setup token for an ownerless store");
    return issued;
  };

  it("makes the owner, signs them in, writes the audit entry and needs no owner afterwards", async () => {
    expect(await status()).toEqual({ needsOwner: true });
    const who = owner();
    const res = await setup({ token: await token(), ...who, email: who.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.staff).toMatchObject({ email: who.email, name: who.name, role: "owner", hasPassword: true });
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: body.accessToken });
    expect(me.json().data).toMatchObject({ email: who.email, role: "owner" });
    // The password chosen on the page is the one that signs in.
    const login = await t.request({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: who.email, password: who.password },
      remoteAddress: newClientIp(),
    });
    expect(login.statusCode).toBe(200);
    const audit = await t.request({
      method: "GET",
      url: "/api/admin/audit?entity=staff",
      token: body.accessToken,
    });
    expect(audit.json().data[0]).toMatchObject({
      action: "staff.setup-owner",
      actor: who.email,
      staff_id: body.staff.id,
      after: { email: who.email, name: who.name, role: "owner" },
    });
    expect(await status()).toEqual({ needsOwner: false });
    expect(await issueOwnerSetupToken(t.database.db, STORE, t.now())).toBeNull();
  });

  it("takes a link once", async () => {
    const link = await token();
    expect((await setup({ token: link, ...owner() })).statusCode).toBe(200);
    // The store has an owner now: the link and the store both say so.
    const again = await setup({ token: link, ...owner() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "OWNER_EXISTS", message: STORE_HAS_OWNER });
    await t.database.db
      .update(staffMembers)
      .set({ removedAt: t.now() })
      .where(eq(staffMembers.main_id, STORE));
    const spent = await setup({ token: link, ...owner() });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: "INVALID_LINK", message: SETUP_LINK_DEAD });
  });

  it.each([
    { name: "an unknown token", make: async () => "not-a-token-anybody-issued", advance: 0 },
    { name: "a link 24 hours old", make: token, advance: OWNER_SETUP_TTL_MS },
  ])("refuses $name with INVALID_LINK", async ({ make, advance }) => {
    const link = await make();
    t.advance(advance);
    const res = await setup({ token: link, ...owner() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "INVALID_LINK", message: SETUP_LINK_DEAD });
    expect(await status()).toEqual({ needsOwner: true });
  });

  it("kills the links as soon as an owner exists another way (the command line)", async () => {
    const link = await token();
    await createStaffMember(
      t.database.db,
      { mainId: STORE, email: `cli-${kind}@shop.example`, role: "owner" },
      t.now(),
      "password 123",
    );
    await t.database.db
      .update(staffMembers)
      .set({ removedAt: t.now() })
      .where(eq(staffMembers.main_id, STORE));
    const res = await setup({ token: link, ...owner() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_LINK");
  });

  it.each([
    { name: "a short password", change: { password: "short" } },
    { name: "no name", change: { name: "" } },
    { name: "a bad e-mail", change: { email: "not-an-email" } },
  ])("refuses $name as a bad request, and the link stays good", async ({ change }) => {
    const link = await token();
    const res = await setup({ token: link, ...owner(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
    expect((await setup({ token: link, ...owner() })).statusCode).toBe(200);
  });

  it("makes one owner when two links are used at once", async () => {
    const [a, b] = [await token(), await token()];
    const answers = await Promise.all([setup({ token: a, ...owner() }), setup({ token: b, ...owner() })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.database.db
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.main_id, STORE), isNull(staffMembers.removedAt)));
    expect(owners).toHaveLength(1);
  });
});

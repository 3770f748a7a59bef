// Addresses through HTTP on a real database: CRUD with server-side geocoding, the default shipping
// and billing address rules, validation, and who may touch which address.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;
interface Address {
  id: number;
  location_user: string;
  new_address: string;
  city: string;
  area: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  defaultaddressS: boolean;
  defaultaddressB: boolean;
  user_id: number;
  user_name: string;
  main_id: string;
}

// Fort, Mumbai and Andheri West in the offline geocoder's table; 999999 is in no table.
const FORT = { pincode: "400001", latitude: 18.9388, longitude: 72.8354 };
const ANDHERI = { pincode: "400053", latitude: 19.13, longitude: 72.83 };
const NOWHERE = "999999";

const home = (overrides: Json = {}): Json => ({
  location_user: "Home",
  new_address: "Flat 12, Shanti Niwas, Perin Nariman Street",
  city: "Mumbai",
  area: "Fort, Mumbai, Maharashtra",
  pincode: FORT.pincode,
  ...overrides,
});

describe.each(await testDatabaseKinds())("addresses on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const create = (user: TestUser | null, body: unknown) =>
    t.request({ method: "POST", url: "/api/address", token: user?.accessToken, payload: body as Json });
  const created = async (user: TestUser, body: Json = home()): Promise<Address> => {
    const res = await create(user, body);
    expect(res.statusCode).toBe(201);
    return res.json().data as Address;
  };
  const list = async (user: TestUser): Promise<Address[]> => {
    const res = await t.request({
      method: "GET",
      url: `/api/address/${user.user_id}`,
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    return res.json().user as Address[];
  };
  /** Ids holding the shipping and billing defaults. */
  const defaults = async (user: TestUser) => {
    const rows = await list(user);
    return {
      shipping: rows.filter((row) => row.defaultaddressS).map((row) => row.id),
      billing: rows.filter((row) => row.defaultaddressB).map((row) => row.id),
    };
  };
  const setDefault = (user: TestUser, id: number, body: unknown) =>
    t.request({ method: "PATCH", url: `/api/address/${id}`, token: user.accessToken, payload: body as Json });
  const remove = (user: TestUser, id: number) =>
    t.request({ method: "DELETE", url: `/api/address/${id}`, token: user.accessToken });
  const stored = (user: TestUser) =>
    t.ctx.db.select().from(addresses).where(eq(addresses.user_id, user.user_id)).orderBy(addresses.id);

  describe("create, list, update", () => {
    it("creates the first address as default shipping and billing, located by the server", async () => {
      const user = await createTestUser(t, { full_name: "Meera Shah" });
      const res = await create(
        user,
        home({
          latitude: 1.5,
          longitude: 2.5,
          user_id: user.user_id,
          user_name: "X",
          defaultaddressS: false,
        }),
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe("Address added successfully");
      expect(body.data).toEqual({
        id: expect.any(Number),
        location_user: "Home",
        new_address: "Flat 12, Shanti Niwas, Perin Nariman Street",
        city: "Mumbai",
        area: "Fort, Mumbai, Maharashtra",
        pincode: FORT.pincode,
        latitude: FORT.latitude,
        longitude: FORT.longitude,
        defaultaddressS: true,
        defaultaddressB: true,
        user_id: user.user_id,
        user_name: "Meera Shah",
        main_id: "demo-store",
      });
    });

    it("gives no coordinates for a pincode the geocoder does not know, and later addresses are not defaults", async () => {
      const user = await createTestUser(t);
      const first = await created(user);
      const second = await created(
        user,
        home({ location_user: "Office", pincode: NOWHERE, latitude: 19, longitude: 72 }),
      );
      expect(second).toMatchObject({
        latitude: null,
        longitude: null,
        defaultaddressS: false,
        defaultaddressB: false,
      });
      expect((await list(user)).map((row) => row.id)).toEqual([second.id, first.id]);
    });

    it("trims the text it stores", async () => {
      const user = await createTestUser(t);
      const address = await created(
        user,
        home({ new_address: "  12 Hill Road  ", city: " Mumbai ", area: " Bandra " }),
      );
      expect(address).toMatchObject({ new_address: "12 Hill Road", city: "Mumbai", area: "Bandra" });
    });

    it("creates a later address as the only default of the kinds it asks for", async () => {
      const user = await createTestUser(t);
      const first = await created(user);
      const office = await created(user, home({ location_user: "Office", defaultaddressS: true }));
      expect(office).toMatchObject({ defaultaddressS: true, defaultaddressB: false });
      expect(await defaults(user)).toEqual({ shipping: [office.id], billing: [first.id] });
    });

    it("updates an address, locating the new text and keeping its defaults", async () => {
      const user = await createTestUser(t);
      const first = await created(user);
      const res = await t.request({
        method: "PUT",
        url: `/api/address/${first.id}`,
        token: user.accessToken,
        payload: home({
          location_user: "Others",
          new_address: "B-204, Lokhandwala Complex",
          area: "Andheri West",
          pincode: ANDHERI.pincode,
          latitude: 0,
          longitude: 0,
          defaultaddressS: false,
          defaultaddressB: false,
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("Address updated successfully");
      expect(res.json().data).toMatchObject({
        id: first.id,
        location_user: "Others",
        new_address: "B-204, Lokhandwala Complex",
        pincode: ANDHERI.pincode,
        latitude: ANDHERI.latitude,
        longitude: ANDHERI.longitude,
        defaultaddressS: true,
        defaultaddressB: true,
      });
      const moved = await t.request({
        method: "PUT",
        url: `/api/address/${first.id}`,
        token: user.accessToken,
        payload: home({ pincode: NOWHERE }),
      });
      expect(moved.json().data).toMatchObject({ latitude: null, longitude: null });
    });

    it("moves a default through an update that asks for it", async () => {
      const user = await createTestUser(t);
      const first = await created(user);
      const second = await created(user, home({ pincode: ANDHERI.pincode }));
      const res = await t.request({
        method: "PUT",
        url: `/api/address/${second.id}`,
        token: user.accessToken,
        payload: home({ defaultaddressB: true }),
      });
      expect(res.statusCode).toBe(200);
      expect(await defaults(user)).toEqual({ shipping: [first.id], billing: [second.id] });
    });

    it("answers 404 'Address not found' for an unknown address id", async () => {
      const user = await createTestUser(t);
      await created(user);
      const res = await t.request({
        method: "PUT",
        url: "/api/address/2000000000",
        token: user.accessToken,
        payload: home(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ isError: true, code: "NOT_FOUND", message: "Address not found" });
    });

    it("lists nothing (not an error) for a user without addresses", async () => {
      const user = await createTestUser(t);
      expect(await list(user)).toEqual([]);
    });
  });

  describe("defaults", () => {
    it("sets the shipping and the billing default one at a time, clearing the previous one", async () => {
      const user = await createTestUser(t);
      const a = await created(user);
      const b = await created(user);
      const c = await created(user);

      const shipping = await setDefault(user, b.id, { defaultaddressS: true });
      expect(shipping.statusCode).toBe(200);
      expect(shipping.json()).toMatchObject({ isError: false, message: "Default shipping address updated" });
      expect(shipping.json().data).toMatchObject({ id: b.id, defaultaddressS: true, defaultaddressB: false });
      expect(await defaults(user)).toEqual({ shipping: [b.id], billing: [a.id] });

      const billing = await setDefault(user, c.id, { defaultaddressB: true });
      expect(billing.json().message).toBe("Default billing address updated");
      expect(await defaults(user)).toEqual({ shipping: [b.id], billing: [c.id] });

      // Setting the current default again changes nothing.
      expect((await setDefault(user, c.id, { defaultaddressB: true })).statusCode).toBe(200);
      expect(await defaults(user)).toEqual({ shipping: [b.id], billing: [c.id] });
    });

    it.each([
      { given: {}, why: "no flag" },
      { given: { defaultaddressS: true, defaultaddressB: true }, why: "both flags" },
      { given: { defaultaddressS: false }, why: "a false flag" },
      { given: { defaultaddressS: "true" }, why: "a flag as text" },
      { given: { other: true }, why: "an unknown field" },
    ])("refuses a default patch with $why and changes nothing", async ({ given }) => {
      const user = await createTestUser(t);
      const a = await created(user);
      const b = await created(user);
      const res = await setDefault(user, b.id, given);
      expect(res.statusCode).toBe(400);
      expect(await defaults(user)).toEqual({ shipping: [a.id], billing: [a.id] });
    });

    it("resets the shipping or billing default of the caller", async () => {
      const user = await createTestUser(t);
      const a = await created(user);
      const res = await t.request({
        method: "PATCH",
        url: `/api/address/reset-default/shipping/${user.user_id}`,
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isError: false, message: "Default shipping address updated" });
      expect(await defaults(user)).toEqual({ shipping: [], billing: [a.id] });
      const billing = await t.request({
        method: "PATCH",
        url: `/api/address/reset-default/billing/${user.user_id}`,
        token: user.accessToken,
      });
      expect(billing.json().message).toBe("Default billing address updated");
      expect(await defaults(user)).toEqual({ shipping: [], billing: [] });
      // With no default left, resetting again is harmless.
      const again = await t.request({
        method: "PATCH",
        url: `/api/address/reset-default/billing/${user.user_id}`,
        token: user.accessToken,
      });
      expect(again.statusCode).toBe(200);
      const wrongType = await t.request({
        method: "PATCH",
        url: `/api/address/reset-default/delivery/${user.user_id}`,
        token: user.accessToken,
      });
      expect(wrongType.statusCode).toBe(400);
    });

    it("passes the defaults of a deleted address to the most recent remaining one", async () => {
      const user = await createTestUser(t);
      const a = await created(user);
      const b = await created(user);
      t.advance(60_000);
      const c = await created(user);
      t.advance(60_000);
      const d = await created(user);
      await setDefault(user, b.id, { defaultaddressB: true });
      expect(await defaults(user)).toEqual({ shipping: [a.id], billing: [b.id] });

      // Deleting a non-default changes no default.
      const gone = await remove(user, c.id);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ isError: false, message: "Address deleted successfully!" });
      expect(await defaults(user)).toEqual({ shipping: [a.id], billing: [b.id] });

      // The shipping default goes to d (newest); billing stays on b.
      expect((await remove(user, a.id)).statusCode).toBe(200);
      expect(await defaults(user)).toEqual({ shipping: [d.id], billing: [b.id] });

      // Both defaults on one address: both go to the newest remaining one.
      await setDefault(user, d.id, { defaultaddressB: true });
      expect((await remove(user, d.id)).statusCode).toBe(200);
      expect(await defaults(user)).toEqual({ shipping: [b.id], billing: [b.id] });

      // The last one: nothing is left to inherit.
      expect((await remove(user, b.id)).statusCode).toBe(200);
      expect(await list(user)).toEqual([]);
      const again = await remove(user, b.id);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe("Address not found");
    });

    it("keeps one default of each kind when requests race", async () => {
      const user = await createTestUser(t);
      const results = await Promise.all(Array.from({ length: 5 }, () => create(user, home())));
      expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
      let state = await defaults(user);
      expect(state.shipping).toHaveLength(1);
      expect(state.billing).toHaveLength(1);

      const ids = (await list(user)).map((row) => row.id);
      const patches = await Promise.all(ids.map((id) => setDefault(user, id, { defaultaddressS: true })));
      expect(patches.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
      state = await defaults(user);
      expect(state.shipping).toHaveLength(1);
      expect(state.billing).toHaveLength(1);
    });
  });

  describe("validation", () => {
    const refusals: Array<{ name: string; given: Json | string; field?: string; message?: string }> = [
      {
        name: "blank new_address",
        given: home({ new_address: "   " }),
        field: "new_address",
        message: "This field is required",
      },
      { name: "blank city", given: home({ city: " \t " }), field: "city", message: "This field is required" },
      { name: "empty new_address", given: home({ new_address: "" }) },
      { name: "missing new_address", given: home({ new_address: undefined }) },
      { name: "missing city", given: home({ city: undefined }) },
      { name: "missing pincode", given: home({ pincode: undefined }) },
      { name: "missing location_user", given: home({ location_user: undefined }) },
      { name: "a 5-digit pincode", given: home({ pincode: "40001" }) },
      { name: "a 7-digit pincode", given: home({ pincode: "4000011" }) },
      { name: "a pincode with letters", given: home({ pincode: "40000A" }) },
      { name: "a pincode as a number", given: home({ pincode: 400001 }) },
      { name: "location_user Villa", given: home({ location_user: "Villa" }) },
      { name: "location_user in lower case", given: home({ location_user: "home" }) },
      { name: "new_address of 301 characters", given: home({ new_address: "x".repeat(301) }) },
      { name: "city of 101 characters", given: home({ city: "x".repeat(101) }) },
      { name: "area of 301 characters", given: home({ area: "x".repeat(301) }) },
      { name: "user_name of 101 characters", given: home({ user_name: "x".repeat(101) }) },
      { name: "latitude as text", given: home({ latitude: "18.9" }) },
      { name: "latitude out of range", given: home({ latitude: 91 }) },
      { name: "defaultaddressS as text", given: home({ defaultaddressS: "true" }) },
      { name: "an unknown field", given: home({ landmark: "Near the station" }) },
      { name: "a list", given: [home()] as unknown as Json },
      { name: "malformed JSON", given: '{"location_user": "Home",' },
    ];

    it.each(refusals)(
      "refuses $name on create and update with 400, writing nothing",
      async ({ given, field, message }) => {
        const user = await createTestUser(t);
        const first = await created(user);
        const before = await stored(user);
        const send = (method: "POST" | "PUT", url: string) =>
          t.request({
            method,
            url,
            token: user.accessToken,
            headers: { "content-type": "application/json" },
            payload: typeof given === "string" ? given : JSON.stringify(given),
          });
        for (const res of [
          await send("POST", "/api/address"),
          await send("PUT", `/api/address/${first.id}`),
        ]) {
          expect(res.statusCode).toBe(400);
          const body = res.json();
          expect(body).toMatchObject({ isError: true, success: false });
          expect(body.msg).toBe(body.message);
          if (field) expect(body.errors).toContainEqual({ field, message });
        }
        expect(await stored(user)).toEqual(before);
      },
    );
  });

  describe("who may do what", () => {
    let owner: TestUser;
    let other: TestUser;
    let ownerAddress: Address;
    let otherAddress: Address;
    beforeAll(async () => {
      owner = await createTestUser(t);
      other = await createTestUser(t);
      ownerAddress = await created(owner);
      otherAddress = await created(other);
      await created(other, home({ pincode: ANDHERI.pincode }));
    });

    type Call = { method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH"; url: string; payload?: Json };
    const matrix: Array<{ name: string; own: () => Call; foreign: () => Call; status: number }> = [
      {
        name: "GET /address/{userId}",
        own: () => ({ method: "GET", url: `/api/address/${owner.user_id}` }),
        foreign: () => ({ method: "GET", url: `/api/address/${other.user_id}` }),
        status: 403,
      },
      {
        name: "POST /address",
        own: () => ({ method: "POST", url: "/api/address", payload: home({ user_id: owner.user_id }) }),
        foreign: () => ({ method: "POST", url: "/api/address", payload: home({ user_id: other.user_id }) }),
        status: 403,
      },
      {
        name: "PUT /address/{id}",
        own: () => ({ method: "PUT", url: `/api/address/${ownerAddress.id}`, payload: home() }),
        foreign: () => ({
          method: "PUT",
          url: `/api/address/${otherAddress.id}`,
          payload: home({ city: "Pune" }),
        }),
        status: 404,
      },
      {
        name: "PUT /address/{id} naming another user in the body",
        own: () => ({
          method: "PUT",
          url: `/api/address/${ownerAddress.id}`,
          payload: home({ user_id: owner.user_id }),
        }),
        foreign: () => ({
          method: "PUT",
          url: `/api/address/${ownerAddress.id}`,
          payload: home({ user_id: other.user_id }),
        }),
        status: 403,
      },
      {
        name: "PATCH /address/{id}",
        own: () => ({
          method: "PATCH",
          url: `/api/address/${ownerAddress.id}`,
          payload: { defaultaddressS: true },
        }),
        foreign: () => ({
          method: "PATCH",
          url: `/api/address/${otherAddress.id}`,
          payload: { defaultaddressS: true },
        }),
        status: 404,
      },
      {
        name: "PATCH /address/reset-default/{type}/{userId}",
        own: () => ({ method: "PATCH", url: `/api/address/reset-default/billing/${owner.user_id}` }),
        foreign: () => ({ method: "PATCH", url: `/api/address/reset-default/billing/${other.user_id}` }),
        status: 403,
      },
      {
        name: "DELETE /address/{id}",
        own: () => ({ method: "DELETE", url: "/api/address/OWN" }),
        foreign: () => ({ method: "DELETE", url: `/api/address/${otherAddress.id}` }),
        status: 404,
      },
    ];

    it.each(matrix)(
      "$name: guest 401, owner ok, another user's $status, nothing changed",
      async ({ own, foreign, status }) => {
        const before = await stored(other);
        const asGuest = await t.request(foreign());
        expect(asGuest.statusCode).toBe(401);
        expect(asGuest.json()).toMatchObject({ isError: true, code: "UNAUTHORIZED" });
        const expired = await t.request({ ...foreign(), token: "not-a-token" });
        expect(expired.statusCode).toBe(401);
        const asOther = await t.request({ ...foreign(), token: owner.accessToken });
        expect(asOther.statusCode).toBe(status);
        expect(asOther.json()).toMatchObject({ isError: true });
        expect(await stored(other)).toEqual(before);

        const call = own();
        if (call.url.endsWith("/OWN")) call.url = `/api/address/${(await created(owner, home())).id}`;
        const asOwner = await t.request({ ...call, token: owner.accessToken });
        expect(asOwner.statusCode).toBeLessThan(300);
        expect(asOwner.json().isError).toBe(false);
      },
    );
  });
});

// Store setup over HTTP on PGlite and PostgreSQL: owners only, every save audited in its transaction,
// what is saved is what the shop's own reads answer next, and issued invoices keep their supplier.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
} from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

const STORE = "demo-store";

const profile = {
  name: "Mehendi & Chai",
  tagline: "Pure henna",
  logo: "/images/logo.svg",
  address: "Shop 4, Daftary Road, Malad East, Mumbai 400097",
  gstin: "27ABCDE1234F1Z5",
  phone: "98200 12345",
  email: "Hello@Shop.example",
  help_mobile: "+91 98200 12345",
  help_whatsapp: "",
  centers: [
    { name: "Head Office", type: "Our Office", address: "Malad East, Mumbai 400097" },
    { name: "Andheri", type: "Center", address: "J.P. Road, Andheri West, Mumbai 400058" },
  ],
};

const selling = {
  default_button: "getquote",
  pay_now: true,
  pay_on_delivery: true,
  delivery_percentage: 25,
  prices_exclude_gst: true,
  delivery_gst_rate: 5,
  marquee_lines: ["Free delivery above ₹999", "  ", "New: bridal cones"],
  store_title: "Mehendi & Chai",
  store_description: "Henna and chai",
  page_meta: [{ route: "/About/", title: "About us", description: "Who we are" }],
};

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("store setup on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  let staff: TestStaff;
  let customerToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    staff = await createTestStaff(t, "staff");
    customerToken = (await createTestUser(t)).accessToken;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, token?: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
  const shop = async (url: string) => (await call("GET", url)).json();

  const OPERATIONS: Array<[method: "GET" | "PUT" | "POST" | "PATCH", url: string, body?: object]> = [
    ["GET", "/admin/store-setup"],
    ["PUT", "/admin/store-setup/profile", profile],
    ["PUT", "/admin/store-setup/selling", selling],
    ["GET", "/admin/delivery"],
    ["PUT", "/admin/delivery/bands", { bands: [], free_bands: [] }],
    ["PUT", "/admin/delivery/office", { address: "Malad 400097", city: "Mumbai" }],
    ["GET", "/admin/pincodes"],
    ["POST", "/admin/pincodes", { pincodes: ["400001"] }],
    ["PATCH", "/admin/pincodes/1", { status: "Active" }],
  ];
  const CALLERS: Array<[string, () => string | undefined, number]> = [
    ["no token", () => undefined, 401],
    ["a customer's token", () => customerToken, 401],
    ["a staff member's token", () => staff.accessToken, 403],
  ];
  describe.each(CALLERS)("with %s", (_who, token, status) => {
    it.each(OPERATIONS)(`%s %s -> ${status}`, async (method, url, body) => {
      const res = await call(method, url, token(), body);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 403) expect(res.json().message).toMatch(/Only the store owner/);
    });
  });

  it("answers the store's profile and selling rules as the shop serves them", async () => {
    const res = await call("GET", "/admin/store-setup", owner.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.profile).toMatchObject({ name: "Mehendi & Chai", logo: "/images/logo.svg" });
    const buttons = (await shop(`/button/${STORE}`)).data as Array<{ button_id: string; default: boolean }>;
    expect(data.selling.default_button).toBe(buttons.find((b) => b.default)?.button_id);
  });

  it("saves the profile, normalised; the shop's profile and help answer it; the audit log has the change", async () => {
    const res = await call("PUT", "/admin/store-setup/profile", owner.accessToken, profile);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      gstin: "27ABCDE1234F1Z5",
      gst_state: { code: "27", name: "Maharashtra" },
      phone: "9820012345",
      email: "hello@shop.example",
      help_mobile: "9820012345",
      centers: profile.centers,
    });
    const single = (await shop(`/register/single/${STORE}`)).users;
    expect(single).toMatchObject({
      orignal_logoname: "Mehendi & Chai",
      tag_line: "Pure henna",
      phone: "9820012345",
    });
    expect((await shop(`/help/single/${STORE}`)).help).toEqual({
      whatsapp_number: null,
      mobile: "9820012345",
    });
    // The shop's Our Centers page lists the owner's places.
    expect(single.centers).toEqual(profile.centers);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "store.profile"))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ actor: owner.email, entity: "store", entity_id: STORE });
    expect(entry?.after).toMatchObject({ tagline: "Pure henna" });
    expect(entry?.before).not.toHaveProperty("name");
  });

  it("refuses a bad GSTIN, mobile, e-mail and logo, each on its field, and changes nothing", async () => {
    const res = await call("PUT", "/admin/store-setup/profile", owner.accessToken, {
      ...profile,
      tagline: "Never saved",
      gstin: "99ABCDE1234F1Z5",
      phone: "12345",
      email: "not-an-email",
      logo: "javascript:alert(1)",
      centers: [profile.centers[1], profile.centers[1]],
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["gstin", "phone", "email", "logo", "centers.1.name"]));
    expect(res.json().message).toBe("The GSTIN's first two digits name no Indian state.");
    expect((await shop(`/register/single/${STORE}`)).users.tag_line).toBe("Pure henna");
  });

  it("sets the staff refund limit, in rupees to the paisa; a negative limit is refused", async () => {
    try {
      const set = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
        ...selling,
        refund_staff_limit: 2500.555,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data.selling.refund_staff_limit).toBe(2500.56);
      const bad = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
        ...selling,
        refund_staff_limit: -1,
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      const back = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
        ...selling,
        refund_staff_limit: 5000,
      });
      expect(back.json().data.selling.refund_staff_limit).toBe(5000);
    }
  });

  it("saves the selling rules; the shop's button, pay buttons, advance and marquee answer them", async () => {
    const res = await call("PUT", "/admin/store-setup/selling", owner.accessToken, selling);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.selling).toMatchObject({
      default_button: "getquote",
      prices_exclude_gst: true,
      delivery_gst_rate: 5,
      // Left out of the request, the staff refund limit stays as it was.
      refund_staff_limit: 5000,
      marquee_lines: ["Free delivery above ₹999", "New: bridal cones"],
      page_meta: [{ route: "/about", title: "About us", description: "Who we are" }],
    });
    const buttons = (await shop(`/button/${STORE}`)).data as Array<{ button_id: string; default: boolean }>;
    expect(buttons.filter((b) => b.default).map((b) => b.button_id)).toEqual(["getquote"]);
    const modes = (await shop(`/paybutton/${STORE}`)).data as Array<{ payment_mode: string }>;
    expect(modes.map((m) => m.payment_mode)).toEqual(["Pay now", "Pay on delivery"]);
    expect((await shop(`/deliverypaybefore/single/${STORE}`)).help.delivery_percentage).toBe(25);
    expect((await shop(`/marquee/all/${STORE}`)).data).toEqual([
      { heading: "Free delivery above ₹999" },
      { heading: "New: bridal cones" },
    ]);
    expect((await shop(`/meta/${STORE}`)).data).toMatchObject({
      title: "Mehendi & Chai",
      description: "Henna and chai",
    });

    const off = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
      ...selling,
      pay_now: false,
    });
    expect(off.statusCode).toBe(200);
    expect(((await shop(`/paybutton/${STORE}`)).data as unknown[]).length).toBe(1);
  });

  it("refuses no payment mode, a bad page path and a page listed twice", async () => {
    const res = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
      ...selling,
      pay_now: false,
      pay_on_delivery: false,
      page_meta: [
        { route: "about us", title: "x", description: "" },
        { route: "/cart", title: "Cart", description: "" },
        { route: "/Cart/", title: "Cart", description: "" },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as Array<{ message: string }>).map((e) => e.message)).toEqual([
      "Offer at least one payment mode (Pay now or Pay on delivery).",
      '"about us" is not a page path: start with / and use letters, digits, - and / only.',
      "/cart is listed twice.",
    ]);
    const strict = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
      ...selling,
      extra: 1,
    });
    expect(strict.statusCode).toBe(400);
    // 12 % left the GST schedule in 2025: not a rate delivery can be given.
    const rate = await call("PUT", "/admin/store-setup/selling", owner.accessToken, {
      ...selling,
      delivery_gst_rate: 12,
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().errors).toEqual([expect.objectContaining({ field: "delivery_gst_rate" })]);
  });

  it("an issued invoice keeps the supplier it was issued with after the profile changes", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const cone = await insertProduct(t, { price: 120, sale: 100, stock: 5 });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }),
    );
    const invoice = async () =>
      (
        await t.request({
          method: "GET",
          url: `/api/payment/order/${orderId}/invoice`,
          token: user.accessToken,
        })
      ).json().data;
    const issued = await invoice();
    expect(issued.supplier).toMatchObject({ name: "Mehendi & Chai", gstin: "27ABCDE1234F1Z5" });

    const moved = await call("PUT", "/admin/store-setup/profile", owner.accessToken, {
      ...profile,
      name: "Renamed Henna",
      address: "12 MG Road, Bengaluru 560001",
      gstin: "29ABCDE1234F1Z5",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.profile.gst_state).toEqual({ code: "29", name: "Karnataka" });
    expect((await invoice()).supplier).toEqual(issued.supplier);
    expect((await shop(`/register/single/${STORE}`)).users.orignal_logoname).toBe("Renamed Henna");
  });
});

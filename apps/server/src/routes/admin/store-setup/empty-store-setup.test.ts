// A new shop set up from the empty store (`SEED_DEMO=false`): the owner's first profile, selling rules,
// office, bands and pincode are accepted and served by the shop's own reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";

const STORE = "demo-store";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))(
  "setting up the empty store on %s",
  (kind) => {
    let t: TestApp;
    let owner: TestStaff;
    beforeAll(async () => {
      t = await startTestApp(kind, { store: "empty" });
      owner = await createTestStaff(t, "owner");
    });
    afterAll(() => t.close());

    const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
      t.request({ method, url: `/api${url}`, token: owner.accessToken, ...(payload ? { payload } : {}) });
    const shop = async (url: string) => (await t.request({ method: "GET", url: `/api${url}` })).json();

    it("starts blank: no name, Add to Cart, Pay now only, no office, bands or pincodes", async () => {
      const setup = (await call("GET", "/admin/store-setup")).json().data;
      expect(setup.profile).toMatchObject({ name: "", gstin: "", gst_state: null, centers: [] });
      expect(setup.selling).toMatchObject({
        default_button: "addtocart",
        pay_now: true,
        pay_on_delivery: false,
        marquee_lines: [],
        page_meta: [],
      });
      const delivery = (await call("GET", "/admin/delivery")).json().data;
      expect(delivery).toMatchObject({
        office: { latitude: null, longitude: null },
        bands: [],
        free_bands: [],
        outside_count: 0,
      });
    });

    it("takes the owner's first setup, and the shop serves it", async () => {
      const profile = await call("PUT", "/admin/store-setup/profile", {
        name: "Henna House",
        tagline: "",
        logo: "",
        address: "2 Hill Road, Bandra West, Mumbai 400050",
        gstin: "",
        phone: "9820011111",
        email: "hello@hennahouse.example",
        help_mobile: "9820011111",
        help_whatsapp: "9820011111",
        centers: [],
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const selling = await call("PUT", "/admin/store-setup/selling", {
        default_button: "buynow",
        pay_now: true,
        pay_on_delivery: true,
        delivery_percentage: 10,
        prices_exclude_gst: false,
        delivery_gst_rate: 18,
        marquee_lines: ["Opening offer: free delivery"],
        store_title: "Henna House",
        store_description: "Henna cones from Bandra",
        page_meta: [],
      });
      expect(selling.statusCode, selling.body).toBe(200);
      const office = await call("PUT", "/admin/delivery/office", {
        address: "2 Hill Road, Bandra West, Mumbai 400050",
        city: "Mumbai",
      });
      expect(office.statusCode, office.body).toBe(200);
      const bands = await call("PUT", "/admin/delivery/bands", {
        bands: [
          { min_kilometer: 0, max_kilometer: 10, delivery_price: 50, status: "Active" },
          { min_kilometer: 10, max_kilometer: 40, delivery_price: 120, status: "Active" },
        ],
        free_bands: [{ min_kilometer: 0, max_kilometer: 10, freedelivery_price: 1500, status: "Active" }],
      });
      expect(bands.statusCode, bands.body).toBe(200);
      const pins = await call("POST", "/admin/pincodes", { pincodes: ["400050", "400097"] });
      expect(pins.json()).toEqual({ added: ["400050", "400097"], existing: [] });

      expect((await shop(`/register/single/${STORE}`)).users.orignal_logoname).toBe("Henna House");
      const buttons = (await shop(`/button/${STORE}`)).data as Array<{ button_id: string; default: boolean }>;
      expect(buttons.find((b) => b.default)?.button_id).toBe("buynow");
      expect(((await shop(`/paybutton/${STORE}`)).data as unknown[]).length).toBe(2);
      expect((await shop(`/register/officesingle/${STORE}`)).users.latitude).not.toBeNull();
      expect((await shop(`/pincode/getall/${STORE}`)).pincodesData).toHaveLength(2);
      const delivery = (await call("GET", "/admin/delivery")).json().data;
      expect(delivery).toMatchObject({ outside_count: 0, unplaced_count: 0 });
    });
  },
);

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMetas, payButtons, stores } from "../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const STORE = "demo-store";

describe.each(await testDatabaseKinds())("settings on %s", (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("listButtons answers the button configs", async () => {
    const res = await get(`/button/${STORE}`);
    expect(res.json()).toEqual({
      isError: false,
      data: [
        { button_id: "getquote", default: false },
        { button_id: "addtocart", default: true },
        { button_id: "buynow", default: false },
      ],
    });
  });

  it("listPayButtons answers the enabled methods, Pay now first choice", async () => {
    expect((await get(`/paybutton/${STORE}`)).json()).toEqual({
      isError: false,
      data: [
        { button_id: "paynow", payment_mode: "Pay now", default: true },
        { button_id: "paydelivery", payment_mode: "Pay on delivery", default: false },
      ],
    });
    await t.ctx.db.update(payButtons).set({ enabled: false }).where(eq(payButtons.name, "Pay now"));
    await t.ctx.cache.invalidate(STORE);
    try {
      expect((await get(`/paybutton/${STORE}`)).json().data).toEqual([
        { button_id: "paydelivery", payment_mode: "Pay on delivery", default: true },
      ]);
    } finally {
      await t.ctx.db.update(payButtons).set({ enabled: true }).where(eq(payButtons.name, "Pay now"));
      await t.ctx.cache.invalidate(STORE);
    }
  });

  it("getPageMeta answers the metadata and only script URLs", async () => {
    await t.ctx.db
      .update(stores)
      .set({
        metaScripts: [
          "https://cdn.example.com/chat.js",
          "<script>alert(1)</script>",
          "javascript:alert(1)",
          "/js/a.js",
        ],
      })
      .where(eq(stores.main_id, STORE));
    await t.ctx.db.insert(pageMetas).values([
      { main_id: STORE, route: "/contact", title: "Write to us", description: "" },
      { main_id: STORE, route: "/about", title: "Our story", description: "Since 1998" },
    ]);
    await t.ctx.cache.invalidate(STORE);
    const res = await get(`/meta/${STORE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isError: false,
      data: {
        title: expect.stringContaining("Mehendi & Chai"),
        description: expect.any(String),
        keywords: expect.stringContaining("henna"),
        author: "Mehendi & Chai",
        icon: "/images/icon.svg",
        scripts: ["https://cdn.example.com/chat.js", "/js/a.js"],
        routes: [
          { route: "/about", title: "Our story", description: "Since 1998" },
          { route: "/contact", title: "Write to us", description: "" },
        ],
      },
    });
  });

  it("getHealth checks the database and answers ok, never cached", async () => {
    const res = await get("/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers.etag).toBeUndefined();
  });

  describe("listDevOutbox", () => {
    beforeAll(async () => {
      await t.ctx.mailer.send(STORE, { to: "Asha@Example.com", subject: "First", text: "one" });
      await t.ctx.mailer.send(STORE, { to: "ravi@example.com", subject: "Other", text: "two" });
      await t.ctx.mailer.send(STORE, { to: "asha@example.com", subject: "Second", text: "three" });
    });

    it("answers one address's mail newest first, case-insensitively", async () => {
      const res = await get("/dev/outbox?to=ASHA%40example.com");
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
      expect(res.json().data[0]).toEqual({
        to: "asha@example.com",
        subject: "Second",
        text: "three",
        createdAt: expect.any(String),
      });
    });

    it("answers every mail of the store without `to`", async () => {
      const subjects = (await get("/dev/outbox")).json().data.map((m: { subject: string }) => m.subject);
      expect(subjects).toEqual(expect.arrayContaining(["First", "Other", "Second"]));
    });

    it("rejects a `to` that is not an e-mail", async () => {
      const res = await get("/dev/outbox?to=not-an-email");
      expect(res.statusCode).toBe(400);
    });
  });

  it.each(["/button/no-such-store", "/paybutton/no-such-store", "/meta/no-such-store"])(
    "%s -> 404",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Store not found");
    },
  );

  it("settings reads answer 304 to a matching ETag", async () => {
    const first = await get(`/button/${STORE}`);
    expect((await get(`/button/${STORE}`, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(
      304,
    );
  });
});

describe("dev outbox in production", () => {
  it("does not exist", async () => {
    const t = await startTestApp("pglite", {
      env: {
        NODE_ENV: "production",
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: "rzp_live_x",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
        JWT_SECRET: "x".repeat(40),
        AADHAAR_KEY: "ab".repeat(32),
        PUBLIC_URL: "https://shop.example.in",
        ADMIN_TOKEN: "a".repeat(40),
      },
    });
    try {
      const res = await t.request({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

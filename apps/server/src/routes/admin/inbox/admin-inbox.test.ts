// The inbox over HTTP: product leads, contact messages, enquiries and quote requests in one list
// (newest first, server-paged, by kind, status and search), a status and note, and a reply by e-mail
// through the outbox that marks a new item contacted, all audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../../services/mailer.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

type Item = {
  kind: string;
  id: number;
  name: string;
  email: string;
  status: string;
  note: string;
  details: { label: string; value: string }[];
};

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("back-office inbox on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
    owner = await createTestStaff(t, "owner");
    const send = async (url: string, payload: object) => {
      const res = await t.request({ method: "POST", url: `/api${url}`, payload });
      expect(res.statusCode, res.body).toBe(201);
      t.advance(1000);
    };
    await send("/leads", {
      name: "Kavya Rao",
      email: "Kavya@Example.com",
      mobile: "9876543210",
      remark: "Do you ship to Pune?",
    });
    await send("/leads", {
      name: "Nisha Lead",
      email: "nisha@example.com",
      mobile: "9811100000",
      remark: "Bulk price?",
      property_id: 1,
    });
    await send("/inquiry", {
      name: "Meera Iyer",
      mobile: "9822200000",
      parent_name: "Lakshmi Iyer",
      school: "meera@example.com",
      age: 12,
      remark: "Weekend batch?",
      main_id: "demo-store",
    });
    await send("/inquiry", {
      name: "No Mail",
      mobile: "9833300000",
      remark: "Call me",
      main_id: "demo-store",
    });
    await send("/payment/getquote", {
      name: "Farah Khan",
      mobile: "9820098200",
      email: "farah@example.com",
      description: "200 cones for a sangeet",
      cart_products: [{ product_id: 1, product_name: "Organic Henna Cone (25 g)", quantity: 200 }],
      main_id: "demo-store",
    });
  });
  afterAll(() => t.close());

  const list = async (query = "") => {
    const res = await t.request({
      method: "GET",
      url: `/api/admin/inbox?limit=50${query}`,
      token: staff.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Item[]; total: number; page: number };
  };
  const find = async (name: string) => {
    const item = (await list()).data.find((i) => i.name === name);
    if (!item) throw new Error(`${name} is not in the inbox`);
    return item;
  };

  it("lists every kind newest first, each new, with what else the sender gave", async () => {
    const { data, total } = await list();
    expect(total).toBe(5);
    expect(data.map((i) => [i.kind, i.name])).toEqual([
      ["quote", "Farah Khan"],
      ["enquiry", "No Mail"],
      ["enquiry", "Meera Iyer"],
      ["lead", "Nisha Lead"],
      ["contact", "Kavya Rao"],
    ]);
    expect(data.every((i) => i.status === "new" && i.note === "")).toBe(true);
    expect(data[0]?.details).toContainEqual({ label: "Products", value: "Organic Henna Cone (25 g) x 200" });
    expect(data[2]).toMatchObject({ email: "meera@example.com" });
    expect(data[2]?.details).toContainEqual({ label: "Parent's name", value: "Lakshmi Iyer" });
    expect(data[4]).toMatchObject({ email: "kavya@example.com", message: "Do you ship to Pune?" });
    const page2 = await t.request({
      method: "GET",
      url: "/api/admin/inbox?limit=2&page=2",
      token: staff.accessToken,
    });
    expect(page2.json().data.map((i: Item) => i.name)).toEqual(["Meera Iyer", "Nisha Lead"]);
  });

  it("filters by kind and status and searches name, e-mail and mobile", async () => {
    expect((await list("&kind=contact")).data.map((i) => i.name)).toEqual(["Kavya Rao"]);
    expect((await list("&kind=lead")).data.map((i) => i.name)).toEqual(["Nisha Lead"]);
    expect((await list("&kind=enquiry")).total).toBe(2);
    expect((await list("&q=farah%40example.com")).data.map((i) => i.kind)).toEqual(["quote"]);
    expect((await list("&q=%2B91%2098333-00000")).data.map((i) => i.name)).toEqual(["No Mail"]);
    expect((await list("&q=iyer")).data.map((i) => i.name)).toEqual(["Meera Iyer"]);
    const bad = await t.request({
      method: "GET",
      url: "/api/admin/inbox?kind=letter",
      token: staff.accessToken,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sets the status and a note, audited", async () => {
    const item = await find("Nisha Lead");
    const res = await t.request({
      method: "PATCH",
      url: `/api/admin/inbox/lead/${item.id}`,
      token: staff.accessToken,
      payload: { status: "closed", note: " Sent the bulk price list on WhatsApp " },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "closed", note: "Sent the bulk price list on WhatsApp" });
    expect((await list("&status=closed")).data.map((i) => i.name)).toEqual(["Nisha Lead"]);
    // A lead is not a contact message: the wrong kind is not found.
    const wrongKind = await t.request({
      method: "PATCH",
      url: `/api/admin/inbox/contact/${item.id}`,
      token: staff.accessToken,
      payload: { status: "contacted" },
    });
    expect(wrongKind.statusCode).toBe(404);
    const empty = await t.request({
      method: "PATCH",
      url: `/api/admin/inbox/lead/${item.id}`,
      token: staff.accessToken,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const audit = (
      await t.request({ method: "GET", url: "/api/admin/audit?entity=lead", token: owner.accessToken })
    ).json().data;
    expect(audit[0]).toMatchObject({
      action: "inbox.update",
      entity_id: String(item.id),
      actor: staff.email,
      before: { status: "new", note: "" },
      after: { status: "closed", note: "Sent the bulk price list on WhatsApp" },
    });
  });

  it("replies by e-mail through the outbox and marks a new item contacted", async () => {
    const item = await find("Meera Iyer");
    const res = await t.request({
      method: "POST",
      url: `/api/admin/inbox/enquiry/${item.id}/reply`,
      token: staff.accessToken,
      payload: { subject: "Weekend batches", message: "Our next weekend batch starts on 6 December." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Reply sent.", data: { status: "contacted" } });
    const [mail] = await readOutbox(t.ctx.db, "demo-store", "meera@example.com", 1);
    expect(mail).toMatchObject({ subject: "Weekend batches" });
    expect(mail?.text).toContain("Dear Meera Iyer,");
    expect(mail?.text).toContain("Our next weekend batch starts on 6 December.");
    expect((await find("Meera Iyer")).status).toBe("contacted");
    const audit = (
      await t.request({ method: "GET", url: "/api/admin/audit?entity=enquiry", token: owner.accessToken })
    ).json().data;
    expect(audit[0]).toMatchObject({
      action: "inbox.reply",
      after: { to: "meera@example.com", subject: "Weekend batches" },
    });
  });

  it("says so when there is no e-mail address to reply to; refuses callers who are not staff", async () => {
    const item = await find("No Mail");
    const res = await t.request({
      method: "POST",
      url: `/api/admin/inbox/enquiry/${item.id}/reply`,
      token: staff.accessToken,
      payload: { subject: "Hello", message: "Hi" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "NO_EMAIL" });
    expect((await find("No Mail")).status).toBe("new");
    const shopper = await createTestUser(t);
    expect((await t.request({ method: "GET", url: "/api/admin/inbox" })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "GET", url: "/api/admin/inbox", token: shopper.accessToken })).statusCode,
    ).toBe(401);
  });
});

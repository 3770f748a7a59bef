// `node dist/cli.js order-status <order_id> <status> [--store id]`: the built CLI against the same
// PostgreSQL schema the test server uses, moving orders with the admin route's rules.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, outboxMails, pushTokens } from "../../db/schema.js";
import { builtCliSuite, requireBuiltCli, runBuiltCli } from "../../test-support/built-cli.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
  productStock,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

const suite = await builtCliSuite("order-status CLI");

describe.skipIf(suite.skip)(suite.title, () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuiltCli();
    t = await startTestApp("postgres");
  });
  afterAll(() => t?.close());

  const cli = (...args: string[]) =>
    runBuiltCli(t, ["order-status", ...args], { env: { LOG_LEVEL: "info" } });

  it("moves an order like the admin route: one step at a time, dates stamped, a paid order not to Cancelled", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 4 });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 3 }], address }),
    );
    await t.ctx.db
      .insert(pushTokens)
      .values({ main_id: "demo-store", user_id: user.user_id, device_token: `cli-${orderId}` });

    const processing = await cli(orderId, "Processing", "--note", "packed by Ravi");
    expect(processing.code, processing.stderr).toBe(0);
    expect(JSON.parse(processing.stdout)).toEqual({
      order_id: orderId,
      orderStatus: "Processing",
      status: "Success",
    });
    // The push is written to the outbox in the move's transaction; the server's job runner delivers it.
    const pushes = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.kind, "push"));
    expect(pushes.map((row) => row.subject)).toContain(`Order ${orderId}: Processing`);

    const skip = await cli(orderId, "Delivered");
    expect(skip.code).toBe(1);
    expect(skip.stderr).toContain("ILLEGAL_STATUS_CHANGE");

    // A paid order is cancelled only with its refund, from the back office.
    const cancel = await cli(orderId, "Cancelled");
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain('is paid: use "Cancel and refund"');
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 3 });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId));
    expect(row).toMatchObject({ orderStatus: "Processing", stock_released: false });
    expect(row?.processing_date).toBeInstanceOf(Date);
    const events = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_ref, row?.id ?? 0));
    expect(events.filter((e) => e.actor === "cli").map((e) => [e.to_value, e.note])).toEqual([
      ["Processing", "packed by Ravi"],
    ]);
  });

  it("explains bad usage, unknown orders and other stores", async () => {
    expect((await cli()).code).toBe(2);
    const bad = await cli("ORD1", "Teleported");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("STATUS must be one of");
    const unknown = await cli("ORD-NOT-THERE", "Processing");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("NOT_FOUND: Order not found");

    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 4 });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    expect((await cli(orderId, "Processing", "--store", "other-store")).code).toBe(1);
    expect((await cli(orderId, "Processing", "--store", "demo-store")).code).toBe(0);
  });
});

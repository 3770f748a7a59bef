import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, OWNER, renderAdmin, STAFF } from "../../test-support/admin-harness";
import { adminOrder } from "../../test-support/order-fixture";

const REFUND = {
  id: 7,
  kind: "partial",
  method: "manual",
  amount: 120,
  delivery: 0,
  lines: [{ item_id: 11, title: "Organic henna cone", quantity: 1, amount: 120 }],
  reason: "Leaked cone",
  state: "processed",
  gateway_refund_id: null,
  manual_channel: "upi",
  manual_reference: "UPI-778899",
  failure_reason: null,
  actor: "owner@shop.example",
  createdAt: "2026-11-25T10:00:00.000Z",
  processedAt: "2026-11-25T10:00:00.000Z",
};

function facts(over: Record<string, unknown> = {}) {
  return {
    order_id: "ORD1001",
    payment_mode: "Pay now",
    status: "Success",
    orderStatus: "Packed",
    captured_online: 540,
    collected_in_cash: 0,
    refundable: { gateway: 540, manual: 0 },
    refunded: 0,
    staff_limit: 500,
    can_cancel_and_refund: true,
    delivery: { amount: 40, refunded: false },
    lines: [{ item_id: 11, title: "Organic henna cone", quantity: 2, refunded_quantity: 0, net_amount: 500 }],
    refunds: [],
    ...over,
  };
}

describe("an order's refunds", () => {
  it("cancels and refunds after a reason, with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/orders/ORD1001", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "GET /admin/orders/ORD1001/refunds": json({ data: facts() }),
        "POST /admin/orders/ORD1001/cancel-and-refund": json(
          {
            data: { ...REFUND, kind: "cancel", method: "gateway", amount: 540, state: "initiated" },
            replayed: false,
          },
          201,
        ),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel and refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel and refund this order?" });
    expect(within(dialog).getByText(/₹540\.00 goes back to the customer's payment/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await within(dialog).findByText("Please give a reason for the refund.")).toBeInTheDocument();
    expect(callsTo("POST", "/admin/orders/ORD1001/cancel-and-refund")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason"), "Out of stock");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    await waitFor(() => expect(callsTo("POST", "/admin/orders/ORD1001/cancel-and-refund")).toHaveLength(1));
    const call = callsTo("POST", "/admin/orders/ORD1001/cancel-and-refund")[0];
    expect(JSON.parse(call?.body ?? "{}")).toEqual({ reason: "Out of stock" });
    expect(call?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refunds by hand with the channel and reference, and lists refunds with their state", async () => {
    const user = userEvent.setup();
    let done = false;
    const { callsTo } = renderAdmin("/orders/ORD1001", {
      as: STAFF,
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "GET /admin/orders/ORD1001/refunds": () =>
          json({
            data: facts({
              payment_mode: "Pay on delivery",
              orderStatus: "Delivered",
              can_cancel_and_refund: false,
              refundable: { gateway: 0, manual: done ? 480 : 600 },
              collected_in_cash: 600,
              refunds: done ? [REFUND] : [],
            }),
          }),
        "POST /admin/orders/ORD1001/refunds": () => {
          done = true;
          return json({ data: REFUND, replayed: false }, 201);
        },
      },
    });
    expect(await screen.findByText("No refunds yet.")).toBeInTheDocument();
    expect(screen.getByText("Refunds over ₹500.00 need an owner.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel and refund" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog");
    await user.clear(within(dialog).getByLabelText("Organic henna cone"));
    await user.type(within(dialog).getByLabelText("Organic henna cone"), "1");
    await user.type(within(dialog).getByLabelText("Reference"), "UPI-778899");
    await user.type(within(dialog).getByLabelText("Reason"), "Leaked cone");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(callsTo("POST", "/admin/orders/ORD1001/refunds")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/orders/ORD1001/refunds")[0]?.body ?? "{}")).toEqual({
      method: "manual",
      reason: "Leaked cone",
      lines: [{ item_id: 11, quantity: 1 }],
      manual_channel: "upi",
      manual_reference: "UPI-778899",
    });
    const list = await screen.findByRole("list", { name: "Refunds" });
    expect(within(list).getByText("Refund processed")).toBeInTheDocument();
    expect(within(list).getByText(/by UPI, reference UPI-778899/)).toBeInTheDocument();
  });

  it("checks the amount before sending, then shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/orders/ORD1001", {
      as: OWNER,
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "GET /admin/orders/ORD1001/refunds": json({ data: facts() }),
        "POST /admin/orders/ORD1001/refunds": apiError(
          409,
          "REFUND_REFUSED",
          "A refund cannot be more than was paid minus what was already refunded.",
        ),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("An amount"));
    const amount = within(dialog).getByLabelText("Amount (₹)");
    await user.type(amount, "999");
    await user.type(within(dialog).getByLabelText("Reason"), "Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("Enter an amount up to ₹540.00.")).toBeInTheDocument();
    expect(callsTo("POST", "/admin/orders/ORD1001/refunds")).toHaveLength(0);
    // Within what the form knows, the server still decides (another refund may have gone first).
    await user.clear(amount);
    await user.type(amount, "500");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText(
        "A refund cannot be more than was paid minus what was already refunded.",
      ),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin } from "../../test-support/admin-harness";
import type { AdminReturn } from "./return-labels";

const REQUESTED: AdminReturn = {
  id: 7,
  order_id: "ORD-77",
  state: "requested",
  lines: [{ item_id: 1, title: "Kashmiri Kahwa", image: "", quantity: 2 }],
  reason: "damaged",
  note: "Torn packs",
  photos: [],
  pickup_note: null,
  reject_reason: null,
  refund: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  customer_name: "Meera Iyer",
  customer_email: "meera@example.com",
  payment_mode: "Pay on delivery",
  refundable_by: ["gateway", "manual"],
  actions: ["approve", "reject"],
};
const RESTOCKED: AdminReturn = { ...REQUESTED, state: "restocked", actions: ["refund"] };
const page = (data: AdminReturn[]) => json({ data, page: 1, limit: 25, total: data.length, waiting: 1 });
const bodyOf = (call: { body: string } | undefined) => JSON.parse(call?.body ?? "{}");

describe("the returns inbox", () => {
  it("lists requests with their state and filters by state in the request", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/returns", { answers: { "GET /admin/returns": page([REQUESTED]) } });
    expect(await screen.findByRole("cell", { name: /Meera Iyer/ })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "2 × Kashmiri Kahwa" })).toBeInTheDocument();
    expect(screen.getByText("1 request waits for a decision.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("State"), "open");
    await waitFor(() => expect(callsTo("GET", "/admin/returns").at(-1)?.query.get("state")).toBe("open"));
  });

  it("approves with a pickup note, or rejects with a reason, refusing a blank one", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/returns", {
      answers: {
        "GET /admin/returns": page([REQUESTED]),
        "POST /admin/returns/7/approve": json({
          data: { ...REQUESTED, state: "approved", pickup_note: "Tuesday", actions: ["receive"] },
        }),
        "POST /admin/returns/7/reject": json({ data: { ...REQUESTED, state: "rejected", actions: [] } }),
      },
    });
    await user.click(await screen.findByRole("cell", { name: /Meera Iyer/ }));
    const dialog = await screen.findByRole("dialog", { name: "Return 7 of order ORD-77" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(
      await within(dialog).findByText("Say how and when the parcel will be collected."),
    ).toBeInTheDocument();
    expect(callsTo("POST", "/admin/returns/7/approve")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Pickup note/), "Tuesday");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(callsTo("POST", "/admin/returns/7/approve")).toHaveLength(1));
    expect(bodyOf(callsTo("POST", "/admin/returns/7/approve")[0])).toEqual({ pickup_note: "Tuesday" });
    expect(await within(dialog).findByRole("button", { name: "Mark received" })).toBeInTheDocument();
  });

  it("refunds cash collected on delivery by hand, with its reference", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/returns", {
      answers: {
        "GET /admin/returns": page([RESTOCKED]),
        "POST /admin/returns/7/refund": json({
          data: {
            ...RESTOCKED,
            state: "refunded",
            actions: [],
            refund: { id: 3, amount: 540, state: "processed" },
          },
        }),
      },
    });
    await user.click(await screen.findByRole("cell", { name: /Meera Iyer/ }));
    const dialog = await screen.findByRole("dialog", { name: "Return 7 of order ORD-77" });
    await user.selectOptions(within(dialog).getByLabelText("Refund by"), "manual");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText("Enter the UPI or bank transfer's reference."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reference/), "UPI-123");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(callsTo("POST", "/admin/returns/7/refund")).toHaveLength(1));
    expect(bodyOf(callsTo("POST", "/admin/returns/7/refund")[0])).toEqual({
      method: "manual",
      manual_channel: "upi",
      manual_reference: "UPI-123",
    });
    expect(await within(dialog).findByText(/₹540/)).toBeInTheDocument();
  });
});

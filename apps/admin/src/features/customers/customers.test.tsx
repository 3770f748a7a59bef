import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, STAFF } from "../../test-support/admin-harness";

const ROW = {
  user_id: 12,
  full_name: "Pooja Nair",
  email: "pooja@example.com",
  mobile: "9123456789",
  createdAt: "2026-11-01T10:00:00.000Z",
  blocked: false,
  blockedAt: null,
  orders_count: 1,
};
const CUSTOMER = {
  ...ROW,
  orders: [
    {
      order_id: "ORD-1",
      createdAt: "2026-11-20T10:00:00.000Z",
      kind: "product",
      totalAmountbeforePay: 499,
      status: "Success",
      orderStatus: "Processing",
    },
  ],
  addresses: [
    {
      id: 3,
      location_user: "Home",
      new_address: "4 Palm Street",
      city: "Mumbai",
      area: "Malad",
      pincode: "400064",
    },
  ],
  admissions: [{ id: 7, name: "Pooja Nair", center: "Andheri", createdAt: "2026-11-02T10:00:00.000Z" }],
};

describe("customers", () => {
  it("searches customers on the server", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/customers", {
      answers: { "GET /admin/customers": json({ data: [ROW], page: 1, limit: 25, total: 1 }) },
    });
    expect(await screen.findByRole("link", { name: "Pooja Nair" })).toHaveAttribute("href", "/customers/12");
    await user.type(screen.getByLabelText("Search customers"), "98765{Enter}");
    await waitFor(() => expect(callsTo("GET", "/admin/customers").at(-1)?.query.get("q")).toBe("98765"));
  });

  it("shows a customer's orders, addresses and admissions; the owner blocks with a reason and unblocks", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/customers/12", {
      answers: {
        "GET /admin/customers/12": json({ data: CUSTOMER }),
        "POST /admin/customers/12/block": json({
          data: { ...ROW, blocked: true, blockedAt: "2026-11-25T10:00:00.000Z" },
          message: "Customer blocked. They have been signed out everywhere.",
        }),
        "DELETE /admin/customers/12/block": json({
          data: ROW,
          message: "Customer unblocked. They can sign in again.",
        }),
      },
    });
    expect(await screen.findByRole("link", { name: "ORD-1" })).toHaveAttribute("href", "/orders/ORD-1");
    expect(screen.getByText(/4 Palm Street/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pooja Nair" })).toHaveAttribute("href", "/admissions/7");
    await user.click(screen.getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block this customer?" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Fake orders");
    await user.click(within(dialog).getByRole("button", { name: "Block customer" }));
    await waitFor(() => expect(callsTo("POST", "/admin/customers/12/block")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/customers/12/block")[0]?.body ?? "{}")).toEqual({
      reason: "Fake orders",
    });
    expect(await screen.findByText(/^Blocked/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    await waitFor(() => expect(callsTo("DELETE", "/admin/customers/12/block")).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Block" })).toBeInTheDocument();
  });

  it("does not offer staff the block", async () => {
    renderAdmin("/customers/12", {
      as: STAFF,
      answers: { "GET /admin/customers/12": json({ data: CUSTOMER }) },
    });
    expect(await screen.findByRole("link", { name: "ORD-1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Block" })).toBeNull();
  });
});

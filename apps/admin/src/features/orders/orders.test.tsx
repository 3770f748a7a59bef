import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import { adminOrder } from "../../test-support/order-fixture";

const ROW = {
  order_id: "ORD1001",
  createdAt: "2026-11-24T09:30:00.000Z",
  kind: "product",
  user_name: "Priya Shah",
  email: "priya@example.com",
  mobile: "9820012345",
  payment_mode: "Pay now",
  status: "Success",
  orderStatus: "Packed",
  totalAmountbeforePay: 150,
  advance_amount: 150,
  items_count: 2,
};

describe("the orders list", () => {
  it("shows the server's page, marks the orders seen and keeps filters and search in the address", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/orders?status=Packed", {
      answers: { "GET /admin/orders": json({ data: [ROW], page: 1, limit: 20, total: 41, newCount: 3 }) },
    });
    // The first render loads the page's chunk and the data table: slow on a busy machine.
    expect(await screen.findByRole("link", { name: "ORD1001" })).toBeInTheDocument();
    expect(screen.getByText("1–20 of 41")).toBeInTheDocument();
    expect(callsTo("GET", "/admin/orders")[0]?.query.get("status")).toBe("Packed");
    await waitFor(() => expect(callsTo("POST", "/admin/orders/seen")).toHaveLength(1));
    // The badge goes to 0 once the list is open.
    await waitFor(() =>
      expect(within(screen.getByRole("link", { name: /^Orders/ })).queryByText("3")).toBeNull(),
    );

    await user.selectOptions(screen.getByLabelText("Payment mode"), "Pay on delivery");
    await waitFor(() =>
      expect(callsTo("GET", "/admin/orders").at(-1)?.query.get("payment_mode")).toBe("Pay on delivery"),
    );
    expect(callsTo("GET", "/admin/orders").at(-1)?.query.get("status")).toBe("Packed");

    await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "9820012345");
    await waitFor(() => expect(callsTo("GET", "/admin/orders").at(-1)?.query.get("q")).toBe("9820012345"));

    await user.click(screen.getByRole("button", { name: /Total/ }));
    await waitFor(() => expect(callsTo("GET", "/admin/orders").at(-1)?.query.get("sort")).toMatch(/total_/));
  });

  it("says so when nothing matches and offers to clear the filters; an error offers a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdmin("/orders?status=Cancelled", {
      answers: {
        "GET /admin/orders": () =>
          fail
            ? apiError(500, "INTERNAL", "The server had a problem.")
            : json({ data: [], page: 1, limit: 20, total: 0, newCount: 0 }),
      },
    });
    expect(await screen.findByText("The server had a problem.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No orders match these filters.")).toBeInTheDocument();
  });
});

describe("one order", () => {
  it("shows lines, customer, payment ids, coupon and the history with its notes", async () => {
    renderAdmin("/orders/ORD1001", {
      as: STAFF,
      answers: { "GET /admin/orders/ORD1001": json({ data: adminOrder() }) },
    });
    expect(await screen.findByRole("heading", { name: "Order ORD1001" })).toBeInTheDocument();
    expect(screen.getByText("Organic henna cone")).toBeInTheDocument();
    expect(screen.getByText("pay_ABC123")).toBeInTheDocument();
    expect(screen.getByText("order_XYZ")).toBeInTheDocument();
    expect(screen.getByText(/WELCOME10/)).toBeInTheDocument();
    expect(screen.getByText("Packed in box B")).toBeInTheDocument();
    // The GST inside the total, split as the invoice splits it.
    expect(screen.getByText(/^Includes GST/)).toHaveTextContent("Includes GST (CGST ₹5.43 + SGST ₹5.43)");
    expect(screen.getByText(/^Includes GST/).nextElementSibling).toHaveTextContent("₹10.86");
    expect(screen.getByRole("link", { name: "priya@example.com" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print GST invoice" })).toHaveAttribute(
      "href",
      "/orders/ORD1001/invoice",
    );
  });

  it("offers only the allowed moves and sends the note the customer will see", async () => {
    const user = userEvent.setup();
    let moved = false;
    const { callsTo } = renderAdmin("/orders/ORD1001", {
      answers: {
        "GET /admin/orders/ORD1001": () =>
          json({
            data: moved ? adminOrder({ allowedMoves: ["Out for delivery", "Cancelled"] }) : adminOrder(),
          }),
        "POST /admin/orders/ORD1001/status": () => {
          moved = true;
          return json({ data: adminOrder().order });
        },
      },
    });
    const select = await screen.findByLabelText("Move to");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Shipped"]);
    await user.type(screen.getByLabelText("Note for the customer"), "Delhivery AWB 123456789");
    await user.click(screen.getByRole("button", { name: "Move to Shipped" }));
    await waitFor(() => expect(callsTo("POST", "/admin/orders/ORD1001/status")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/orders/ORD1001/status")[0]?.body ?? "{}")).toEqual({
      status: "Shipped",
      note: "Delhivery AWB 123456789",
    });
    expect(await screen.findByRole("button", { name: "Move to Out for delivery" })).toBeInTheDocument();
    expect(await screen.findByText("The order is now Shipped")).toBeInTheDocument();

    // The next move's toast takes the place of the last one: they do not stack over the history.
    await user.click(screen.getByRole("button", { name: "Move to Out for delivery" }));
    expect(await screen.findByText("The order is now Out for delivery")).toBeInTheDocument();
    expect(screen.queryByText("The order is now Shipped")).toBeNull();
  });

  it("cancels only after the dialog is confirmed", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/orders/ORD1001", {
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "POST /admin/orders/ORD1001/status": json({ data: adminOrder().order }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(callsTo("POST", "/admin/orders/ORD1001/status")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel the order" }),
    );
    await waitFor(() => expect(callsTo("POST", "/admin/orders/ORD1001/status")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/orders/ORD1001/status")[0]?.body ?? "{}")).toEqual({
      status: "Cancelled",
    });
  });

  it("shows the server's refusal of a move", async () => {
    const user = userEvent.setup();
    renderAdmin("/orders/ORD1001", {
      answers: {
        "GET /admin/orders/ORD1001": json({ data: adminOrder() }),
        "POST /admin/orders/ORD1001/status": apiError(
          409,
          "ILLEGAL_STATUS_CHANGE",
          "An order cannot move from Packed to Shipped now.",
        ),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Move to Shipped" }));
    expect(await screen.findByText("An order cannot move from Packed to Shipped now.")).toBeInTheDocument();
  });

  it("prints a packing slip with the lines and the shipping address", async () => {
    renderAdmin("/orders/ORD1001/packing-slip", {
      answers: { "GET /admin/orders/ORD1001": json({ data: adminOrder() }) },
    });
    expect(await screen.findByRole("heading", { name: "Packing slip" })).toBeInTheDocument();
    expect(screen.getByText("CONE-12")).toBeInTheDocument();
    expect(screen.getByText(/Flat 4, Sai Krupa/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeEnabled();
  });
});

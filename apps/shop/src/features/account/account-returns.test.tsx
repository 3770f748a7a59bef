import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { order } from "../../test-support/order-fixture";
import AccountPage from "./account-page";
import type { OrderReturns } from "./return-calls";

const RETURNS: OrderReturns = {
  order_id: "ORD-DONE",
  can_request: true,
  problem: null,
  window_days: 7,
  deadline: "2026-12-05T10:00:00.000Z",
  lines: [
    { item_id: 11, title: "Organic Henna Cone", image: "", quantity: 2, returnable: 2, problem: null },
    {
      item_id: 12,
      title: "Bridal Cone",
      image: "",
      quantity: 1,
      returnable: 0,
      problem: "This item cannot be returned.",
    },
  ],
  returns: [],
};

function renderAccount() {
  const app = renderApp(<AccountPage />, {
    path: "/my-account",
    routePath: "/my-account",
    preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
  });
  app.server.on("GET", "/button/demo-store", () =>
    json({ data: [{ button_id: "addtocart", default: true }] }),
  );
  app.server.on("GET", "/payment/7", () =>
    json({
      data: [order({ order_id: "ORD-DONE", orderStatus: "Delivered" }), order({ order_id: "ORD-NEW" })],
    }),
  );
  return app;
}

describe("My Account, Request a return", () => {
  it("is offered on a delivered order only", async () => {
    renderAccount();
    const done = await screen.findByRole("article", { name: "Order ORD-DONE" });
    expect(within(done).getByRole("button", { name: "Request a return" })).toBeInTheDocument();
    const fresh = screen.getByRole("article", { name: "Order ORD-NEW" });
    expect(within(fresh).queryByRole("button", { name: "Request a return" })).toBeNull();
  });

  it("sends the chosen units, reason and note, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { server } = renderAccount();
    const sent: unknown[] = [];
    let answered = 0;
    server.on("GET", "/payment/order/ORD-DONE/returns", () => json({ data: RETURNS }));
    server.on("POST", "/payment/order/ORD-DONE/returns", (_request, body) => {
      sent.push(body);
      answered += 1;
      return answered === 1
        ? json(
            {
              isError: true,
              success: false,
              code: "RETURN_REFUSED",
              message: "The return window for this order has closed.",
              msg: "The return window for this order has closed.",
            },
            409,
          )
        : json({ data: { id: 1 } }, 201);
    });
    const done = await screen.findByRole("article", { name: "Order ORD-DONE" });
    await user.click(within(done).getByRole("button", { name: "Request a return" }));
    const dialog = await screen.findByRole("dialog", { name: "Returns for order ORD-DONE" });
    expect(await within(dialog).findByText("This item cannot be returned.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send return request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Choose at least one item to return.");
    await user.selectOptions(within(dialog).getByLabelText("Units to return"), "2");
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "wrong_item");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "  Got tea instead  ");
    await user.click(within(dialog).getByRole("button", { name: "Send return request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The return window for this order has closed.",
    );
    expect(sent).toEqual([
      { lines: [{ item_id: 11, quantity: 2 }], reason: "wrong_item", note: "Got tea instead", photos: [] },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Send return request" }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it("shows a request's state and why no more can be asked for", async () => {
    const user = userEvent.setup();
    const { server } = renderAccount();
    server.on("GET", "/payment/order/ORD-DONE/returns", () =>
      json({
        data: {
          ...RETURNS,
          can_request: false,
          problem: "The return window for this order has closed.",
          returns: [
            {
              id: 3,
              order_id: "ORD-DONE",
              state: "approved",
              lines: [{ item_id: 11, title: "Organic Henna Cone", image: "", quantity: 1 }],
              reason: "damaged",
              note: "",
              photos: [],
              pickup_note: "Courier on Tuesday",
              reject_reason: null,
              refund: null,
              createdAt: "2026-11-29T10:00:00.000Z",
              updatedAt: "2026-11-29T10:00:00.000Z",
            },
          ],
        },
      }),
    );
    const done = await screen.findByRole("article", { name: "Order ORD-DONE" });
    await user.click(within(done).getByRole("button", { name: "Request a return" }));
    const dialog = await screen.findByRole("dialog", { name: "Returns for order ORD-DONE" });
    expect(await within(dialog).findByText("Return approved: we will collect the items")).toBeInTheDocument();
    expect(within(dialog).getByText(/Courier on Tuesday/)).toBeInTheDocument();
    expect(within(dialog).getByText("The return window for this order has closed.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Send return request" })).toBeNull();
  });
});

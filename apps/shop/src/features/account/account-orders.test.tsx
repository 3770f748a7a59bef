import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { order } from "../../test-support/order-fixture";
import AccountPage from "./account-page";

function renderAccount(path = "/my-account") {
  const app = renderApp(<AccountPage />, {
    path,
    routePath: "/my-account",
    preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
  });
  app.server.on("GET", "/button/demo-store", () =>
    json({ data: [{ button_id: "addtocart", default: true }] }),
  );
  return app;
}

describe("My Account, Orders", () => {
  it("lists orders with Track Order or Failed (§4), View Product, the delivery window and empty orders", async () => {
    const { server } = renderAccount();
    server.on("GET", "/payment/7", () =>
      json({
        data: [
          order({ order_id: "ORD-PAID" }),
          order({ order_id: "ORD-FAILED", status: "Failed" }),
          order({ order_id: "ORD-EMPTY", items: [], payment_mode: "Pay on delivery" }),
        ],
      }),
    );
    const paid = await screen.findByRole("article", { name: "Order ORD-PAID" });
    expect(within(paid).getByRole("link", { name: "Track Order" })).toHaveAttribute(
      "href",
      "/track/ORD-PAID",
    );
    const view = within(paid).getByRole("link", { name: "View Product: Organic Henna Cone" });
    expect(view.getAttribute("href")).toMatch(/^\/product\/[^/]+\/[^/]+$/);
    expect(
      within(paid).getByText(/^Estimated delivery: \d{1,2} \w+ - \d{1,2} \w+ \d{4}$/),
    ).toBeInTheDocument();

    const failed = screen.getByRole("article", { name: "Order ORD-FAILED" });
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(within(failed).queryByRole("link", { name: "Track Order" })).toBeNull();

    const empty = screen.getByRole("article", { name: "Order ORD-EMPTY" });
    expect(within(empty).getByText("No products found in this order.")).toBeInTheDocument();
    expect(within(empty).getByText("Delivery estimate not available")).toBeInTheDocument();
    expect(within(empty).getByRole("link", { name: "Track Order" })).toBeInTheDocument();
  });

  it("says when there are no orders, and offers a retry when they cannot be loaded", async () => {
    const { server } = renderAccount();
    let calls = 0;
    server.on("GET", "/payment/7", () => {
      calls += 1;
      return calls === 1
        ? json(
            { isError: true, success: false, code: "INTERNAL", message: "Server busy", msg: "Server busy" },
            500,
          )
        : json({ data: [] });
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your orders. Server busy");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have not placed any orders yet.")).toBeInTheDocument();
  });
});

describe("My Account, tabs", () => {
  it("Help shows Start Chat and Start Call only for the numbers the store has", async () => {
    const { server } = renderAccount("/my-account?tab=help");
    server.on("GET", "/help/single/demo-store", () =>
      json({ help: { whatsapp_number: "9820012345", mobile: "+91 98200 12345" } }),
    );
    expect(await screen.findByRole("link", { name: "Start Chat" })).toHaveAttribute(
      "href",
      "https://wa.me/919820012345",
    );
    expect(screen.getByRole("link", { name: "Start Call" })).toHaveAttribute("href", "tel:+919820012345");
    expect(screen.getByRole("heading", { name: "Chat with us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Talk to us" })).toBeInTheDocument();
  });

  it("Help without a WhatsApp number shows only Talk to us", async () => {
    const { server } = renderAccount("/my-account?tab=help");
    server.on("GET", "/help/single/demo-store", () =>
      json({ help: { whatsapp_number: null, mobile: "9820012345" } }),
    );
    expect(await screen.findByRole("link", { name: "Start Call" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Start Chat" })).toBeNull();
  });

  it("hides the Address tab when the default button is Get Quote", async () => {
    const app = renderApp(<AccountPage />, {
      path: "/my-account",
      preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
    });
    app.server.on("GET", "/button/demo-store", () =>
      json({ data: [{ button_id: "getquote", default: true }] }),
    );
    app.server.on("GET", "/payment/7", () => json({ data: [] }));
    await screen.findByText("You have not placed any orders yet.");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Orders", "Help"]);
  });

  it("shows the Address tab otherwise, and switches tabs", async () => {
    const { server } = renderAccount();
    server.on("GET", "/payment/7", () => json({ data: [] }));
    server.on("GET", "/help/single/demo-store", () =>
      json({ help: { whatsapp_number: "9820012345", mobile: null } }),
    );
    await screen.findByText("You have not placed any orders yet.");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Orders", "Address", "Help"]);
    await userEvent.click(screen.getByRole("tab", { name: "Help" }));
    expect(await screen.findByRole("link", { name: "Start Chat" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/my-account?tab=help");
  });
});

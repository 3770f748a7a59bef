import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin } from "../../test-support/admin-harness";

// Every printable page of an order shares one frame: a failure names the document and offers a retry
// that reads again, and Print waits for something to print.
const PAGES = [
  {
    path: "/orders/ORD1/invoice",
    api: "GET /admin/orders/ORD1/invoice",
    title: "The invoice could not be opened",
  },
  {
    path: "/orders/ORD1/packing-slip",
    api: "GET /admin/orders/ORD1",
    title: "The order could not be opened",
  },
  {
    path: "/orders/ORD1/credit-notes",
    api: "GET /admin/orders/ORD1/credit-notes",
    title: "The credit notes could not be opened",
  },
];

describe("the print pages of an order", () => {
  it.each(PAGES)("$path: names what failed, keeps Print off, and reads again on retry", async (page) => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin(page.path, {
      answers: { [page.api]: apiError(500, "INTERNAL", "Something went wrong") },
    });
    expect(await screen.findByText(page.title)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
    const [method = "", path = ""] = page.api.split(" ");
    const before = callsTo(method, path).length;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    await screen.findByText(page.title);
    expect(callsTo(method, path).length).toBeGreaterThan(before);
  });

  it("offers nothing to print when the order has no credit note", async () => {
    renderAdmin("/orders/ORD1/credit-notes", {
      answers: { "GET /admin/orders/ORD1/credit-notes": json({ data: [] }) },
    });
    expect(await screen.findByText("No credit note to print")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });
});

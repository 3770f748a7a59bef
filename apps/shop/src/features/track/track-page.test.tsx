import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import { type Order, order as orderFixture } from "../../test-support/order-fixture";
import pageHindi from "./hi";
import TrackPage from "./track-page";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

const SUMMARY = [
  { label: "Subtotal", amount: 98 },
  { label: "Delivery Charge", amount: 0 },
  { label: "Fee", amount: 0 },
  { label: "Total", amount: 98 },
];

/** The fixture order with its bill lines (tracking shows them). */
function order(over: Partial<Order>): Order {
  return orderFixture({ summary: SUMMARY, ...over });
}

function renderTrack(answer: () => Response, id = "ORD1") {
  const app = renderApp(<TrackPage />, {
    path: `/track/${id}`,
    routePath: "/track/:id",
    preloaded: { session: { user: TEST_USER }, guestCart: { lines: [] } },
  });
  app.server.on("GET", `/payment/order/${id}`, answer);
  return app;
}

const stepTexts = () =>
  within(screen.getByRole("list", { name: "Order progress" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("Order tracking", () => {
  it("names the order from its link while the order loads, then fills in", async () => {
    let answer: ((response: Response) => void) | null = null;
    renderTrack(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    );
    await waitFor(() => expect(answer).not.toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Order ORD1" })).toBeInTheDocument();
    expect(screen.getByText("Loading your order…")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Order progress" })).toBeNull();
    (answer as unknown as (response: Response) => void)(json({ data: order({ orderStatus: "Pending" }) }));
    await screen.findByRole("list", { name: "Order progress" });
    expect(screen.getByRole("heading", { level: 1, name: "Order ORD1" })).toBeInTheDocument();
  });

  it.each([
    { status: "Pending", labels: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"], current: 0 },
    {
      status: "Processing",
      labels: ["Order Processing", "Dispatch", "Out for delivery", "Delivered"],
      current: 0,
    },
    { status: "Packed", labels: ["Packed", "Dispatch", "Out for delivery", "Delivered"], current: 0 },
    { status: "Shipped", labels: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"], current: 1 },
    {
      status: "Out for delivery",
      labels: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"],
      current: 2,
    },
    {
      status: "Delivered",
      labels: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"],
      current: 3,
    },
    { status: "Cancelled", labels: ["Cancelled", "Cancelled", "Cancelled", "Cancelled"], current: -1 },
  ] as const)(
    "$status: §4 labels and step, Download Invoice only when Out for delivery",
    async ({ status, labels, current }) => {
      renderTrack(() => json({ data: order({ orderStatus: status }) }));
      const progress = await screen.findByRole("list", { name: "Order progress" });
      const items = within(progress).getAllByRole("listitem");
      expect(
        items.map((li) =>
          li.textContent?.replace(/\s*\((current step|done|not yet)\)$/, "").replace(/^[✓×\d]/, ""),
        ),
      ).toEqual(labels);
      expect(items.findIndex((li) => li.getAttribute("aria-current") === "step")).toBe(current);
      const download = screen.queryByRole("link", { name: "Download Invoice" });
      if (status === "Out for delivery") expect(download).toHaveAttribute("href", "/invoice?order=ORD1");
      else expect(download).toBeNull();
      expect(stepTexts()).toHaveLength(4);
    },
  );

  it("shows the items and the bill with the GST inside it; pay on delivery adds Paid Amount and Remaining Amount", async () => {
    renderTrack(() =>
      json({ data: order({ payment_mode: "Pay on delivery", advance_amount: 60, remaining_amount: 38 }) }),
    );
    const bill = await screen.findByRole("region", { name: "Bill details" });
    expect(within(bill).queryByText(/Gst Tax/)).not.toBeInTheDocument();
    expect(within(bill).getByText("Total").nextElementSibling).toHaveTextContent("₹98");
    expect(within(bill).getByText("Includes GST").nextElementSibling).toHaveTextContent("₹4.66");
    expect(within(bill).getByText("CGST").nextElementSibling).toHaveTextContent("₹2.33");
    expect(within(bill).getByText("SGST").nextElementSibling).toHaveTextContent("₹2.33");
    expect(within(bill).getByText("Paid Amount").nextElementSibling).toHaveTextContent("₹60");
    expect(within(bill).getByText("Remaining Amount").nextElementSibling).toHaveTextContent("₹38");
    const items = screen.getByRole("region", { name: "Ordered items" });
    expect(within(items).getByRole("link", { name: "Organic Henna Cone" })).toBeInTheDocument();
  });

  it("an order placed with the fixed 'Gst Tax (10%)' line keeps its bill as charged", async () => {
    renderTrack(() =>
      json({
        data: order({
          totalAmountbeforePay: 298,
          summary: [
            { label: "Subtotal", amount: 98 },
            { label: "Gst Tax (10%)", amount: 200 },
            { label: "Total", amount: 298 },
          ],
          gst: null,
        }),
      }),
    );
    const bill = await screen.findByRole("region", { name: "Bill details" });
    expect(within(bill).getByText("Gst Tax (10%)").nextElementSibling).toHaveTextContent("₹200");
    expect(within(bill).queryByText("Includes GST")).not.toBeInTheDocument();
  });

  it("reads someone else's (404) order as not found", async () => {
    renderTrack(() =>
      json(
        {
          isError: true,
          success: false,
          code: "NOT_FOUND",
          message: "Order not found",
          msg: "Order not found",
        },
        404,
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Account" })).toHaveAttribute("href", "/my-account");
  });

  it("shows the shop's notes with each move (courier and AWB number)", async () => {
    renderTrack(() =>
      json({
        data: order({
          orderStatus: "Shipped",
          status_notes: [
            { status: "Shipped", note: "Blue Dart AWB 1234567890", createdAt: "2026-11-20T10:00:00.000Z" },
          ],
        }),
      }),
    );
    const updates = await screen.findByRole("list", { name: "Shipping updates" });
    expect(within(updates).getByText("Blue Dart AWB 1234567890")).toBeInTheDocument();
    expect(within(updates).getByText("Shipped")).toBeInTheDocument();
  });

  it("shows the steps, the payment method, each note's status and time in Hindi on a Hindi page", async () => {
    activateLanguage("hi", hindi);
    try {
      renderTrack(() =>
        json({
          data: order({
            orderStatus: "Shipped",
            payment_mode: "Pay on delivery",
            status_notes: [
              { status: "Shipped", note: "Blue Dart AWB 1", createdAt: "2026-11-20T10:00:00.000Z" },
            ],
          }),
        }),
      );
      const updates = await screen.findByRole("list", { name: hindi["Shipping updates"] });
      expect(within(updates).getByText("भेज दिया गया")).toBeInTheDocument();
      expect(within(updates).getByText("20 नव॰ 2026, 15:30")).toBeInTheDocument();
      expect(screen.getByText(/डिलीवरी पर पेमेंट/)).toBeInTheDocument();
      const steps = within(screen.getByRole("list", { name: hindi["Order progress"] })).getAllByRole(
        "listitem",
      );
      for (const step of steps) expect(step.textContent).not.toMatch(/[A-Za-z]/);
      const bill = screen.getByRole("heading", { name: hindi["Bill details"] })
        .nextElementSibling as HTMLElement;
      expect(bill.textContent).not.toMatch(/Subtotal|Total|Gst Tax/);
    } finally {
      activateLanguage("en");
    }
  });

  it.each([
    {
      language: "en" as const,
      texts: ["Refunds", "Refund processed", "Refund initiated", "To your original payment"],
    },
    {
      language: "hi" as const,
      texts: ["रिफ़ंड", "रिफ़ंड हो गया", "रिफ़ंड शुरू हो गया", "आपके मूल पेमेंट में वापस"],
    },
  ])("shows the order's refunds and their state in $language", async ({ language, texts }) => {
    activateLanguage(language, language === "hi" ? hindi : undefined);
    try {
      renderTrack(() =>
        json({
          data: order({
            orderStatus: "Cancelled",
            refunds: [
              {
                id: 1,
                amount: 298,
                state: "processed",
                method: "gateway",
                createdAt: "2026-11-20T10:00:00.000Z",
                processedAt: "2026-11-20T10:05:00.000Z",
              },
              {
                id: 2,
                amount: 40,
                state: "initiated",
                method: "gateway",
                createdAt: "2026-11-21T10:00:00.000Z",
                processedAt: null,
              },
            ],
          }),
        }),
      );
      const [heading, processed, initiated, how] = texts as [string, string, string, string];
      const refunds = await screen.findByRole("region", { name: heading });
      expect(within(refunds).getByText(processed)).toBeInTheDocument();
      expect(within(refunds).getByText(initiated)).toBeInTheDocument();
      expect(within(refunds).getAllByText(new RegExp(how))).toHaveLength(2);
    } finally {
      activateLanguage("en");
    }
  });

  it("shows no refunds for an order without any", async () => {
    renderTrack(() => json({ data: order({ orderStatus: "Processing" }) }));
    await screen.findByRole("list", { name: "Order progress" });
    expect(screen.queryByRole("region", { name: "Refunds" })).toBeNull();
  });

  it("shows no updates list when the shop gave no note", async () => {
    renderTrack(() => json({ data: order({ orderStatus: "Processing", status_notes: [] }) }));
    await screen.findByRole("list", { name: "Order progress" });
    expect(screen.queryByRole("list", { name: "Shipping updates" })).toBeNull();
  });
});

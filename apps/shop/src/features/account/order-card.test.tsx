// An order card in each language: English keeps the domain's own date texts exactly; Hindi shows the
// placed time and the delivery window through Intl (hi-IN), and the status in Hindi.
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import { order } from "../../test-support/order-fixture";
import pageHindi from "./hi";
import { OrderCard } from "./order-card";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

// The fixture's order was placed 2026-11-20T10:00Z (15:30 in India); its item takes 3 days.
const NOW = new Date("2026-11-20T12:00:00Z");

afterEach(() => activateLanguage("en"));

describe("OrderCard", () => {
  it("shows the placed time and the delivery window as the domain writes them in English", () => {
    renderApp(<OrderCard order={order({})} now={NOW} />);
    expect(screen.getByText("Placed 20/11/26 - 15:30")).toBeInTheDocument();
    expect(screen.getByText("Estimated delivery: 23 Nov - 27 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    // The GST inside the total, as the invoice shows it; no tax line on top.
    expect(screen.getByText(/^Total/)).toHaveTextContent("Total ₹98");
    expect(screen.getByText(/^Includes GST/)).toHaveTextContent("Includes GST ₹4.66");
  });

  it("shows them through Intl's hi-IN forms, and the status in Hindi, on a Hindi page", () => {
    activateLanguage("hi", hindi);
    renderApp(<OrderCard order={order({ orderStatus: "Shipped" })} now={NOW} />);
    expect(screen.getByText(`${hindi.Placed} 20 नव॰ 2026, 15:30`)).toBeInTheDocument();
    expect(screen.getByText("अनुमानित डिलीवरी: 23–27 नव॰ 2026")).toBeInTheDocument();
    expect(screen.getByText("भेज दिया गया")).toBeInTheDocument();
  });

  it("says in Hindi that the window is not known", () => {
    activateLanguage("hi", hindi);
    renderApp(<OrderCard order={order({ items: [] })} now={NOW} />);
    expect(screen.getByText("डिलीवरी का अनुमान उपलब्ध नहीं है")).toBeInTheDocument();
  });
});

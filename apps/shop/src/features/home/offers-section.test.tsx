import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OffersSection } from "./offers-section";

function offersServer(data: unknown[], status = 200) {
  const server = createFakeServer();
  server.on("GET", "/offer/all/demo-store", () =>
    status === 200
      ? json({ isError: false, data })
      : json({ isError: true, code: "INTERNAL", message: "Down" }, status),
  );
  return server;
}

describe("Offers", () => {
  it("shows offers in reversed server order, each with 'Limited Time Offer!', and Claim only with a link", async () => {
    const server = offersServer([
      {
        image: "/o/1.svg",
        title: "Bridal Season Savings",
        description: "Up to 25% off",
        link: "/bridal-henna",
      },
      { image: "/o/2.svg", title: "Flat ₹100 Off", description: "Use FLAT100", link: null },
      { image: "/o/3.svg", title: "Early Bird Course Fees", description: "₹4,999", link: "/course" },
    ]);
    renderApp(<OffersSection />, { server });
    await waitFor(() => expect(screen.getAllByTestId("offer")).toHaveLength(3));
    const cards = screen.getAllByTestId("offer");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Early Bird Course Fees",
      "Flat ₹100 Off",
      "Bridal Season Savings",
    ]);
    for (const card of cards) expect(card).toHaveTextContent("Limited Time Offer!");
    const [early, flat, bridal] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(early).getByRole("link", { name: "Claim Your Offer" })).toHaveAttribute("href", "/course");
    expect(within(flat).queryByRole("link", { name: "Claim Your Offer" })).toBeNull();
    expect(within(bridal).getByRole("link", { name: "Claim Your Offer" })).toHaveAttribute(
      "href",
      "/bridal-henna",
    );
  });

  it.each([
    { name: "no offers", data: [], status: 200 },
    { name: "a failed call", data: [], status: 500 },
  ])("shows nothing for $name", async ({ data, status }) => {
    const server = offersServer(data, status);
    const { container } = renderApp(<OffersSection />, { server });
    await waitFor(() => expect(server.calls).toContain("GET /offer/all/demo-store"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector("section")).toBeNull();
  });
});

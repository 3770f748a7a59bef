import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { LOCATIONS } from "./centers";
import CentersPage from "./centers-page";
import { locationsOf } from "./store-centers";

const PLACES = [
  { name: "Studio Bandra", type: "Center", address: "Hill Road, Bandra West, Mumbai 400050" },
  { name: "Head Office", type: "Our Office", address: "Malad East, Mumbai 400097" },
  { name: "Studio Thane", type: "Center", address: "Ghodbunder Road, Thane 400615" },
] as const;

describe("locationsOf", () => {
  it("is the shop's own list until the owner sets places", () => {
    expect(locationsOf(undefined)).toBe(LOCATIONS);
    expect(locationsOf([])).toBe(LOCATIONS);
  });

  it("gives the owner's places the office's picture or a center's in turn", () => {
    expect(locationsOf(PLACES).map((place) => place.image)).toEqual([
      "/content/centers/malad-east.svg",
      "/content/centers/office.svg",
      "/content/centers/goregaon-west.svg",
    ]);
  });
});

describe("CentersPage with the owner's places", () => {
  it("lists the places from the store's profile", async () => {
    const server = createFakeServer();
    server.on("GET", "/register/single/demo-store", () =>
      json({
        users: {
          profilePic: "",
          orignal_logoname: "Henna",
          tag_line: "",
          google_address: "",
          gstin: null,
          address: "",
          email: "",
          phone: "",
          centers: PLACES,
        },
      }),
    );
    renderApp(<CentersPage />, { path: "/centers", server });
    expect(await screen.findByRole("heading", { level: 2, name: "Studio Bandra" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Locations" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[1] as HTMLElement).getByText("Our Office")).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText("Ghodbunder Road, Thane 400615")).toBeInTheDocument();
  });
});

import { CENTER_CHOICES } from "@henna/domain/validate-admission";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storefrontHindi as coreHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { renderApp } from "../test-support/render-app";
import { LOCATIONS } from "./centers";
import CentersPage from "./centers-page";
import { directionsUrl } from "./directions-url";
import pageHindi from "./hi";

/** The shared Hindi as these pages have it: the catalogue's core with the pages' own part. */
const hindi = { ...coreHindi, ...pageHindi };

describe("LOCATIONS", () => {
  it("are one office and the admission form's four centers", () => {
    expect(LOCATIONS.filter((l) => l.type === "Our Office")).toHaveLength(1);
    expect(LOCATIONS.filter((l) => l.type === "Center").map((l) => l.name)).toEqual([...CENTER_CHOICES]);
  });
});

describe("directionsUrl", () => {
  it("is a Google Maps search for the address, encoded", () => {
    expect(directionsUrl("Unit 12, S.V. Road, Goregaon West & more")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Unit%2012%2C%20S.V.%20Road%2C%20Goregaon%20West%20%26%20more",
    );
  });
});

describe("CentersPage", () => {
  it("shows every location with its type, address, picture and directions in a new tab", () => {
    renderApp(<CentersPage />, { path: "/centers" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Centers" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Locations" })).getAllByRole("listitem");
    expect(cards).toHaveLength(5);
    LOCATIONS.forEach((location, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole("heading", { level: 2, name: location.name })).toBeInTheDocument();
      expect(within(card).getByText(location.type)).toBeInTheDocument();
      expect(within(card).getByText(location.address)).toBeInTheDocument();
      const link = within(card).getByRole("link", {
        name: new RegExp(`^View Directions to ${location.name.replace(/[()]/g, "\\$&")}`),
      });
      expect(link).toHaveAttribute("href", directionsUrl(location.address));
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
      const image = card.querySelector("img");
      expect(image).toHaveAttribute("src", location.image);
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
    });
  });
});

describe("CentersPage in Hindi", () => {
  it("names the office in Hindi in its directions link too", () => {
    activateLanguage("hi", hindi);
    try {
      renderApp(<CentersPage />, { path: "/centers" });
      const office = screen.getByRole("heading", { level: 2, name: "मुख्य ऑफ़िस" }).closest("li") as HTMLElement;
      const link = within(office).getByRole("link");
      expect(link).toHaveAccessibleName(/मुख्य ऑफ़िस तक \(नए टैब में खुलेगा\)$/);
      expect(link.textContent).not.toMatch(/Head Office/);
    } finally {
      activateLanguage("en");
    }
  });
});

// A store without slides (a new shop) opens on a welcome with its name and a way on, not a blank space.
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import { HeroSlider } from "./hero-slider";
import pageHindi from "./hi";
import { WELCOME_TEXT } from "./welcome-hero";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

const EMPTY_PROFILE = {
  profilePic: "",
  orignal_logoname: "",
  tag_line: "",
  google_address: "",
  gstin: null,
  address: "",
  email: "",
  phone: "",
};

function emptyStore(profile: Partial<typeof EMPTY_PROFILE> = {}) {
  const server = createFakeServer();
  server.on("GET", "/slider/all/demo-store", () => json({ isError: false, data: [] }));
  server.on("GET", "/register/single/demo-store", () => json({ users: { ...EMPTY_PROFILE, ...profile } }));
  return server;
}

describe("the home's first screen without slides", () => {
  it("welcomes the visitor under the fallback name while the store has none, with links on", async () => {
    renderApp(<HeroSlider />, { server: emptyStore() });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Welcome to Henna & Tea Store" }),
    ).toBeInTheDocument();
    expect(screen.getByText(WELCOME_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("region", { name: "Offers" })).toBeNull();
  });

  it("uses the store's own name and tagline once the owner has set them", async () => {
    renderApp(<HeroSlider />, {
      server: emptyStore({ orignal_logoname: "Saffron Lane", tag_line: "Mehendi for every occasion" }),
    });
    expect(await screen.findByRole("heading", { name: "Welcome to Saffron Lane" })).toBeInTheDocument();
    expect(screen.getByText("Mehendi for every occasion")).toBeInTheDocument();
    expect(screen.queryByText(WELCOME_TEXT)).toBeNull();
  });
});

describe("the welcome in Hindi", () => {
  it("puts the store's name where Hindi puts it", async () => {
    activateLanguage("hi", hindi);
    try {
      renderApp(<HeroSlider />, { server: emptyStore({ orignal_logoname: "Saffron Lane" }) });
      expect(
        await screen.findByRole("heading", { level: 2, name: "Saffron Lane में आपका स्वागत है" }),
      ).toBeInTheDocument();
    } finally {
      activateLanguage("en");
    }
  });
});

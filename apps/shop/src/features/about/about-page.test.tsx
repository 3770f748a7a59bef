import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import AboutPage from "./about-page";
import pageHindi from "./hi";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

const button = (name: string) => screen.getByRole("button", { name });
const expanded = () =>
  ["Mission", "Vision", "Core Values"].filter(
    (name) => button(name).getAttribute("aria-expanded") === "true",
  );

function renderAbout() {
  const view = renderApp(<AboutPage />, { path: "/about" });
  return { ...view, user: userEvent.setup() };
}

describe("AboutPage", () => {
  it("opens one accordion item at a time, and closes the open one when it is clicked", async () => {
    const { user } = renderAbout();
    expect(expanded()).toEqual(["Mission"]);
    await user.click(button("Vision"));
    expect(expanded()).toEqual(["Vision"]);
    await user.click(button("Core Values"));
    expect(expanded()).toEqual(["Core Values"]);
    await user.click(button("Core Values"));
    expect(expanded()).toEqual([]);
    await user.click(button("Mission"));
    expect(expanded()).toEqual(["Mission"]);
  });

  it("ties each accordion button to its panel, and hides closed panels", async () => {
    renderAbout();
    for (const name of ["Mission", "Vision", "Core Values"]) {
      const panel = document.getElementById(button(name).getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute("aria-labelledby", button(name).id);
      expect(panel?.hidden).toBe(name !== "Mission");
    }
    expect(screen.getByRole("region", { name: "Mission" })).toHaveTextContent(/pure, skin-safe henna/);
  });

  it("has the hero's Shop Now and the closing call to action, both to /products", () => {
    renderAbout();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "Explore Products" })).toHaveAttribute("href", "/products");
  });

  it("lists six features and three testimonials", () => {
    renderAbout();
    const features = screen.getByRole("heading", { name: "Why shop with us" })
      .nextElementSibling as HTMLElement;
    expect(within(features).getAllByRole("listitem")).toHaveLength(6);
    const testimonials = screen.getByRole("heading", { name: "What our customers say" })
      .nextElementSibling as HTMLElement;
    expect(within(testimonials).getAllByRole("listitem")).toHaveLength(3);
    expect(within(testimonials).getAllByRole("blockquote")).toHaveLength(3);
  });

  describe("in Hindi", () => {
    afterEach(() => activateLanguage("en"));

    it("says the accordion, the features and the customers' words in Hindi, their names as written", () => {
      activateLanguage("hi", hindi);
      renderAbout();
      expect(button("हमारा लक्ष्य")).toHaveAttribute("aria-expanded", "true");
      const features = screen.getByRole("heading", { name: "हमसे क्यों ख़रीदें" })
        .nextElementSibling as HTMLElement;
      for (const item of within(features).getAllByRole("listitem"))
        expect(item.textContent?.replace(/PPD|Sojat/g, "")).not.toMatch(/[A-Za-z]{3}/);
      const testimonials = screen.getByRole("heading", { name: "हमारे ग्राहक क्या कहते हैं" })
        .nextElementSibling as HTMLElement;
      for (const quote of within(testimonials).getAllByRole("blockquote"))
        expect(quote.textContent).not.toMatch(/[A-Za-z]{3}/);
      expect(within(testimonials).getByText("Priya S.")).toBeInTheDocument();
      expect(within(testimonials).getByText("मेहंदी आर्टिस्ट, पुणे")).toBeInTheDocument();
    });
  });
});

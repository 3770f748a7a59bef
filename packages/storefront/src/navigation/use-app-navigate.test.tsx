import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppLink } from "./app-link";
import { setCurrentApp } from "./current-app";
import { isOtherAppPath } from "./use-app-navigate";

afterEach(() => setCurrentApp("shop"));

describe("isOtherAppPath", () => {
  it.each([
    { app: "shop", to: "/course", want: true },
    { app: "shop", to: "/checkout", want: false },
    { app: "academy", to: "/checkout", want: true },
    { app: "academy", to: "/admission-form-step-2", want: false },
    { app: "academy", to: "https://example.com/x", want: false },
  ] as const)("in the $app, $to → $want", ({ app, to, want }) => {
    setCurrentApp(app);
    expect(isOtherAppPath(to)).toBe(want);
  });
});

describe("AppLink", () => {
  it("links to the other app with a plain href and inside the app through the router", () => {
    setCurrentApp("academy");
    render(
      <MemoryRouter initialEntries={["/course"]}>
        <AppLink to="/cart">Cart</AppLink>
        <AppLink to="/admission-form">Form</AppLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("link", { name: "Form" })).toHaveAttribute("href", "/admission-form");
  });
});

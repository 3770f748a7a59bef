// The header's account link: the greeting or Login/Register (spec §2 Header). A page the server rendered
// is a guest's, so its label stays hidden until the browser knows who is logged in.
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { makeStore } from "../state/store";
import { createFakeServer } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { AccountLink } from "./account-link";

const link = <AccountLink accountPath="/my-account" loginPath="/login" />;

describe("AccountLink", () => {
  it("greets a logged-in shopper and links to the account", () => {
    renderApp(link, { preloaded: { session: { user: TEST_USER } } });
    const account = screen.getByRole("link", { name: /Hi, Asha/ });
    expect(account).toHaveAttribute("href", "/my-account");
    expect(screen.getByText("Hi, Asha")).not.toHaveStyle({ visibility: "hidden" });
  });

  it("offers a guest Login/Register", () => {
    renderApp(link);
    expect(screen.getByRole("link", { name: /Login\/Register/ })).toHaveAttribute("href", "/login");
  });

  it("keeps the label hidden in a page rendered on the server", () => {
    const html = renderToString(
      <Provider store={makeStore({}, createFakeServer().services)}>
        <MemoryRouter>{link}</MemoryRouter>
      </Provider>,
    );
    expect(html).toMatch(/<span[^>]*style="visibility:hidden"[^>]*>Login\/Register<\/span>/);
    // Hidden text names nothing, so the link is named meanwhile (axe's link-name rule).
    expect(html).toMatch(/<a [^>]*aria-label="My Account"/);
  });

  it("drops the stand-in name once the page is live: the label names the link", () => {
    renderApp(link);
    expect(screen.getByRole("link")).not.toHaveAttribute("aria-label");
  });
});

import { makeStore } from "@henna/storefront/state/store.ts";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import AccountPage from "./account-page";

const user = TEST_USER;

describe("My Account", () => {
  it("shows who is logged in, and Logout ends the session on the server and goes to /login", async () => {
    const server = createFakeServer();
    server.services.tokens.setTokens({ accessToken: "a", refreshToken: "r" });
    server.on("POST", "/auth/logout", () => json({ success: true, message: "Logged out" }));
    const store = makeStore({ session: { user }, guestCart: { lines: [] } }, server.services);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/my-account"]}>
          <Routes>
            <Route path="/my-account" element={<AccountPage />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText("Asha Rao")).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain("POST /auth/logout"));
    expect(store.getState().session.user).toBeNull();
  });
});

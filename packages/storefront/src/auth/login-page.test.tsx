import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storefrontHindi as coreHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { rememberReturnPath } from "../storage/return-path";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import pageHindi from "./hi";
import LoginPage from "./login-page";

/** The shared Hindi as these pages have it: the catalogue's core with the pages' own part. */
const hindi = { ...coreHindi, ...pageHindi };

spyOnToasts();

const asha = TEST_USER;

function loginServer() {
  const server = createFakeServer();
  server.on("POST", "/loginuser", (_request, body) => {
    const { password } = body as { password: string };
    if (password !== "secret12")
      return json(
        {
          isError: true,
          success: false,
          code: "INVALID_CREDENTIALS",
          message: "Invalid email or password.",
          msg: "Invalid email or password.",
        },
        401,
      );
    return json({ message: LOGIN_SUCCESSFUL, user: asha, accessToken: "at-1", refreshToken: "rt-1" });
  });
  return server;
}

function renderLogin() {
  const server = loginServer();
  const view = renderApp(<LoginPage />, { path: "/login", server });
  return { ...view, user: userEvent.setup() };
}

const location = () => screen.getByTestId("location").textContent;

describe("LoginPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("links to the rules, the privacy policy, registration and reset", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Rules & Regulations" })).toHaveAttribute(
      "href",
      "/rules-and-regulations",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/reset");
  });

  it("shows the spec's messages for a missing e-mail and a short password, and sends nothing", async () => {
    const { user, server } = renderLogin();
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters long.")).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    // Then validation follows typing.
    await user.type(screen.getByLabelText("Password"), "def");
    await waitFor(() =>
      expect(screen.queryByText("Password must be at least 6 characters long.")).toBeNull(),
    );
  });

  it("shows the server's message when the login is refused", async () => {
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(store.getState().session.user).toBeNull();
    expect(location()).toBe("/login");
  });

  it("shows the wait on a rate-limit answer", async () => {
    const server = createFakeServer();
    server.on("POST", "/loginuser", () =>
      json(
        { isError: true, success: false, code: "RATE_LIMITED", message: "Too many", msg: "Too many" },
        429,
        { "Retry-After": "120" },
      ),
    );
    renderApp(<LoginPage />, { path: "/login", server });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please try again in 2 minutes.",
    );
  });

  it("says the client's own fallback and a rate limit's wait in Hindi on a Hindi page", async () => {
    activateLanguage("hi", hindi);
    try {
      const server = createFakeServer();
      let calls = 0;
      server.on("POST", "/loginuser", () => {
        calls += 1;
        // First an answer without a usable user (the client's "Something went wrong"), then a 429.
        if (calls === 1)
          return json({ message: LOGIN_SUCCESSFUL, user: null, accessToken: "a", refreshToken: "r" });
        return json({ isError: true, code: "RATE_LIMITED", message: "बहुत ज़्यादा", msg: "" }, 429, {
          "Retry-After": "120",
        });
      });
      renderApp(<LoginPage />, { path: "/login", server });
      // One Hindi sentence around its two links, in Hindi's own word order.
      expect(screen.getByRole("link", { name: "प्राइवेसी पॉलिसी" }).closest("p")).toHaveTextContent(
        "लॉग इन करके आप हमारे नियम और शर्तें और प्राइवेसी पॉलिसी से सहमत होते हैं।",
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(hindi.Email as string), "asha@example.com");
      await user.type(screen.getByLabelText(hindi.Password as string), "secret12");
      const login = screen.getByRole("button", { name: hindi.Login });
      await user.click(login);
      expect(await screen.findByRole("alert")).toHaveTextContent("कुछ गड़बड़ हो गई");
      await user.click(login);
      await waitFor(() =>
        expect(screen.getByRole("alert")).toHaveTextContent(
          "बहुत ज़्यादा कोशिशें हो गईं। कृपया 2 मिनट बाद फिर से कोशिश करें।",
        ),
      );
    } finally {
      activateLanguage("en");
    }
  });

  it("logs in, says so and returns to the remembered page", async () => {
    rememberReturnPath("/checkout");
    const { user, store, server } = renderLogin();
    await user.type(screen.getByLabelText("Email"), " asha@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(location()).toBe("/checkout"));
    expect(toast.success).toHaveBeenCalledWith(LOGIN_SUCCESSFUL);
    expect(store.getState().session.user?.full_name).toBe("Asha Rao");
    expect(server.services.tokens.getRefreshToken()).toBe("rt-1");
    expect(server.bodies[0]).toEqual({
      email: "asha@example.com",
      password: "secret12",
      main_id: "demo-store",
    });
  });

  it("goes home when no page was remembered, and the button cannot be pressed twice", async () => {
    const { user, server } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret12");
    const button = screen.getByRole("button", { name: "Login" });
    await user.dblClick(button);
    await waitFor(() => expect(location()).toBe("/"));
    expect(server.calls.filter((call) => call === "POST /loginuser")).toHaveLength(1);
  });
});

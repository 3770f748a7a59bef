// The login page inside the mobile wrapper: 'Continue with Google' asks the wrapper, the token it
// answers with logs in through POST /auth/google, and the page goes on like after a password login.
import { buildCartLine } from "@henna/domain/cart";
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LoginPage from "../auth/login-page";
import { rememberReturnPath } from "../storage/return-path";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import { GOOGLE_SIGN_IN_INCOMPLETE, GOOGLE_SIGN_IN_UNAVAILABLE } from "./google-sign-in";
import type { BridgeHost } from "./native-bridge";

spyOnToasts();

const ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFzaGFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl";
const host = window as unknown as BridgeHost;

function installAndroidWrapper(signIn = vi.fn()) {
  host.WebToNativeInterface = { getAndroidVersion: () => "14", signInWithGoogle: signIn };
  return signIn;
}

/** What the Android app does once Google's sheet closes. */
function wrapperAnswers(message: unknown) {
  const hook = host.WebToNativeInterface?.androidCBHook as (raw: string) => void;
  act(() => hook(JSON.stringify(message)));
}

function googleServer() {
  const server = createFakeServer();
  server.on("POST", "/auth/google", (_request, body) => {
    if ((body as { idToken: string }).idToken !== ID_TOKEN)
      return json(
        {
          isError: true,
          success: false,
          code: "INVALID_GOOGLE_TOKEN",
          message: "Google sign-in could not be verified. Please try again.",
          msg: "Google sign-in could not be verified. Please try again.",
        },
        401,
      );
    return json({ message: LOGIN_SUCCESSFUL, user: TEST_USER, accessToken: "at-g", refreshToken: "rt-g" });
  });
  server.on("POST", "/cart", () => json({ isError: false, msg: "Added to cart" }));
  return server;
}

const location = () => screen.getByTestId("location").textContent;
const guestLine = buildCartLine(
  { product_id: 3, title: "Bridal cone", sku: "CONE-3", originalPrice: 100, discountPrice: 90, stock: 5 },
  { mainId: "demo-store", course: false, quantity: 1 },
);

describe("Continue with Google on the login page", () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    delete host.WebToNativeInterface;
    delete host.androidCBHook;
    delete host.iosCBHook;
  });

  it("is not offered in a plain browser", () => {
    renderApp(<LoginPage />, { path: "/login" });
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
  });

  it("asks the wrapper, logs in with its token, uploads the guest cart, says so and opens the remembered page", async () => {
    const signIn = installAndroidWrapper();
    rememberReturnPath("/checkout");
    const server = googleServer();
    const { store } = renderApp(<LoginPage />, {
      path: "/login",
      server,
      preloaded: { guestCart: { lines: [guestLine] } },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([]);

    wrapperAnswers({ type: "googleLoginToken", idToken: ID_TOKEN });

    await waitFor(() => expect(location()).toBe("/checkout"));
    expect(server.calls).toEqual(["POST /auth/google", "POST /cart"]);
    expect(server.bodies[0]).toEqual({ idToken: ID_TOKEN, main_id: "demo-store" });
    expect(toast.success).toHaveBeenCalledWith(LOGIN_SUCCESSFUL);
    expect(store.getState().session.user?.full_name).toBe("Asha Rao");
    expect(store.getState().guestCart.lines).toEqual([]);
    expect(server.services.tokens.getRefreshToken()).toBe("rt-g");
  });

  it("shows the server's message when the token is refused, and stays on the page", async () => {
    installAndroidWrapper();
    const { store } = renderApp(<LoginPage />, { path: "/login", server: googleServer() });
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    wrapperAnswers({ type: "googleLoginToken", idToken: `${ID_TOKEN}x` });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Google sign-in could not be verified. Please try again.",
    );
    expect(store.getState().session.user).toBeNull();
    expect(location()).toBe("/login");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("says nothing when the shopper closes Google's sheet, and asks to try again when the wrapper failed", async () => {
    installAndroidWrapper();
    const server = googleServer();
    renderApp(<LoginPage />, { path: "/login", server });
    wrapperAnswers({ type: "googleLoginToken", isSuccess: false, error: "Sign in cancelled" });
    expect(screen.queryByRole("alert")).toBeNull();
    wrapperAnswers({ type: "googleLoginToken", isSuccess: false, error: "DEVELOPER_ERROR" });
    expect(await screen.findByRole("alert")).toHaveTextContent(GOOGLE_SIGN_IN_INCOMPLETE);
    expect(server.calls).toEqual([]);
  });

  it("explains when the app is too old to sign in with Google", async () => {
    host.WebToNativeInterface = { getAndroidVersion: () => "9" };
    renderApp(<LoginPage />, { path: "/login", server: googleServer() });
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(GOOGLE_SIGN_IN_UNAVAILABLE);
  });

  it("on iOS posts the googleSignIn message", async () => {
    const postMessage = vi.fn();
    host.webkit = { messageHandlers: { webToNativeInterface: { postMessage } } };
    try {
      renderApp(<LoginPage />, { path: "/login", server: googleServer() });
      await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
      expect(postMessage).toHaveBeenCalledWith({ action: "googleSignIn", scope: "openid email profile" });
      act(() => (host.iosCBHook as (raw: unknown) => void)({ type: "googleLoginToken", idToken: ID_TOKEN }));
      await waitFor(() => expect(location()).toBe("/"));
    } finally {
      delete host.webkit;
    }
  });
});

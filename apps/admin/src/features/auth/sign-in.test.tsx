import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, OWNER, renderAdmin, STAFF } from "../../test-support/admin-harness";

const ORDERS = { data: [], page: 1, limit: 20, total: 0, newCount: 0 };

describe("signing in to the back office", () => {
  it("sends a signed-out visitor to sign-in, then back to the page they asked for", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/products?status=Active", {
      as: null,
      answers: {
        "POST /admin/auth/login": json({ accessToken: "a", refreshToken: "r", expiresIn: 900, staff: OWNER }),
        "GET /admin/products": json({ data: [], page: 1, limit: 20, total: 0 }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Products" })).toBeInTheDocument();
    // The list's read starts after its page has rendered: on a busy machine the heading can come first.
    await waitFor(() => expect(callsTo("GET", "/admin/products")[0]?.query.get("status")).toBe("Active"));
    expect(JSON.parse(callsTo("POST", "/admin/auth/login")[0]?.body ?? "{}")).toEqual({
      email: "owner@example.com",
      password: "secret-password",
    });
    expect(sessionStorage.getItem("henna.admin.accessToken")).toBe("a");
    expect(localStorage.getItem("henna.admin.accessToken")).toBeNull();
  });

  it("shows the server's message for a wrong password and the form's own for empty fields", async () => {
    const user = userEvent.setup();
    renderAdmin("/login", {
      as: null,
      answers: {
        "POST /admin/auth/login": apiError(401, "INVALID_CREDENTIALS", "The e-mail or password is wrong."),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Enter your e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The e-mail or password is wrong.")).toBeInTheDocument();
  });

  it("shows the store, the badge, the member and signs out (the session ends on the server too)", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/orders", {
      answers: {
        "GET /admin/orders": json(ORDERS),
        "POST /admin/auth/logout": json({ success: true, message: "Signed out" }),
      },
    });
    expect(await screen.findByText("Henna & Tea")).toBeInTheDocument();
    expect(screen.getByText(OWNER.email)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    for (const name of ["Products", "Import/Export", "Staff", "Audit log"]) {
      expect(nav).toContainElement(screen.getByRole("link", { name }));
    }
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    expect(callsTo("POST", "/admin/auth/logout")).toHaveLength(1);
    expect(sessionStorage.getItem("henna.admin.accessToken")).toBeNull();
  });

  it("goes to sign-in when the session has ended on the server (a refused refresh)", async () => {
    renderAdmin("/orders", {
      answers: {
        "GET /admin/me": apiError(401, "UNAUTHORIZED", "Your session has ended."),
        "POST /admin/auth/refresh": apiError(401, "INVALID_REFRESH_TOKEN", "Sign in again."),
      },
    });
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
  });

  it("gives staff no owner links, and the owner's pages say who may open them", async () => {
    renderAdmin("/staff", {
      as: STAFF,
      answers: { "GET /admin/staff": apiError(403, "FORBIDDEN", "Owners only") },
    });
    expect(await screen.findByText("Only the store owner can open this page.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Staff" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Audit log" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("link", { name: /Orders/ })).toBeInTheDocument());
  });
});

describe("setting a password from the link", () => {
  it("sends the token and the new password, then goes to sign-in", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/set-password?token=tok-123", {
      as: null,
      answers: { "POST /admin/auth/set-password": json({ success: true, message: "Set" }) },
    });
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Repeat the password"), "short");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByText("Use at least 8 characters.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Repeat the password"));
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Repeat the password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    expect(JSON.parse(callsTo("POST", "/admin/auth/set-password")[0]?.body ?? "{}")).toEqual({
      token: "tok-123",
      password: "long-enough-1",
    });
  });

  it("shows the server's message for a used link", async () => {
    const user = userEvent.setup();
    renderAdmin("/set-password?token=used", {
      as: null,
      answers: {
        "POST /admin/auth/set-password": apiError(
          400,
          "INVALID_LINK",
          "This link has expired or was already used.",
        ),
      },
    });
    await user.type(await screen.findByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Repeat the password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("This link has expired or was already used.")).toBeInTheDocument();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, OWNER, renderAdmin } from "../../test-support/admin-harness";
import { setupProblems } from "./setup-owner-page";

const VALID = {
  name: "Meera",
  email: "meera@shop.in",
  password: "a long password",
  repeat: "a long password",
};

describe("the setup form's own checks", () => {
  it.each([
    { change: {}, want: {} },
    { change: { name: "  " }, want: { name: "Enter your name." } },
    { change: { email: "" }, want: { email: "Enter your e-mail address." } },
    { change: { email: "meera@" }, want: { email: "Enter a valid e-mail address." } },
    {
      change: { password: "short", repeat: "short" },
      want: { password: "Use at least 8 characters." },
    },
    { change: { repeat: "a long passwort" }, want: { repeat: "The two passwords are not the same." } },
  ])("$change -> $want", ({ change, want }) => {
    expect(setupProblems({ ...VALID, ...change })).toEqual(want);
  });
});

describe("the first owner in the back office", () => {
  it("tells a visitor of an ownerless store's sign-in page where the setup link is", async () => {
    renderAdmin("/login", { as: null, answers: { "GET /admin/setup": json({ needsOwner: true }) } });
    const note = await screen.findByRole("note", { name: "This store has no owner yet" });
    expect(note).toHaveTextContent("/admin/setup?token=");
    expect(note).toHaveTextContent("Restart the server to get a new one.");
  });

  it("says nothing of setup on a store that has an owner", async () => {
    const { callsTo } = renderAdmin("/login", {
      as: null,
      answers: { "GET /admin/setup": json({ needsOwner: false }) },
    });
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    await waitFor(() => expect(callsTo("GET", "/admin/setup")).toHaveLength(1));
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("creates the owner from the link, signs them in and lands on the dashboard", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/setup?token=tok-123", {
      as: null,
      answers: {
        "POST /admin/setup": json({ accessToken: "a", refreshToken: "r", expiresIn: 900, staff: OWNER }),
        "GET /admin/dashboard": apiError(503, "NOT_AVAILABLE", "later"),
      },
    });
    expect(await screen.findByRole("heading", { name: "Set up your store" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create the owner and sign in" }));
    expect(screen.getByText("Enter your name.")).toBeInTheDocument();
    expect(callsTo("POST", "/admin/setup")).toHaveLength(0);
    await user.type(screen.getByLabelText("Your name"), " Meera ");
    await user.type(screen.getByLabelText("E-mail"), "meera@shop.in");
    await user.type(screen.getByLabelText("Password"), "a long password");
    await user.type(screen.getByLabelText("Repeat the password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Create the owner and sign in" }));
    expect(await screen.findByRole("navigation", { name: "Back office" })).toBeInTheDocument();
    expect(JSON.parse(callsTo("POST", "/admin/setup")[0]?.body ?? "{}")).toEqual({
      token: "tok-123",
      name: "Meera",
      email: "meera@shop.in",
      password: "a long password",
    });
    expect(sessionStorage.getItem("henna.admin.accessToken")).toBe("a");
  });

  it.each([
    { code: "INVALID_LINK", status: 400, message: "This setup link is not valid any more.", signIn: false },
    { code: "OWNER_EXISTS", status: 409, message: "This store already has an owner.", signIn: true },
  ])("shows the server's $code (sign-in offered: $signIn)", async ({ code, status, message, signIn }) => {
    const user = userEvent.setup();
    renderAdmin("/setup?token=old", {
      as: null,
      answers: { "POST /admin/setup": apiError(status, code, message) },
    });
    await user.type(await screen.findByLabelText("Your name"), "Meera");
    await user.type(screen.getByLabelText("E-mail"), "meera@shop.in");
    await user.type(screen.getByLabelText("Password"), "a long password");
    await user.type(screen.getByLabelText("Repeat the password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Create the owner and sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("link", { name: "Go to sign in" }) !== null).toBe(signIn);
  });

  it("explains a link without its token", async () => {
    renderAdmin("/setup", { as: null });
    expect(await screen.findByRole("heading", { name: "This link is incomplete" })).toBeInTheDocument();
  });
});

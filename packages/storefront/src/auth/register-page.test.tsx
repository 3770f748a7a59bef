import {
  LOGIN_SUCCESSFUL,
  OTP_SENT_SUCCESSFULLY,
  OTP_VERIFIED,
  REGISTRATION_SUCCESSFUL,
} from "@henna/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import RegisterPage from "./register-page";

spyOnToasts();

const failure = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

const newUser = {
  user_id: 12,
  id: 12,
  full_name: "Meera Shah",
  name: "Meera Shah",
  email: "meera@example.com",
  mobile: "9876543210",
  user_gstNo: null,
};

function registerServer() {
  const server = createFakeServer();
  server.on("POST", "/registeruser/api/send-otp", (_r, body) =>
    (body as { email: string }).email === "taken@example.com"
      ? failure(409, "EMAIL_TAKEN", "An account with this email already exists.")
      : json({ success: true, message: OTP_SENT_SUCCESSFULLY }),
  );
  server.on("POST", "/registeruser/api/verify-otp", (_r, body) =>
    (body as { otp: string }).otp === "246810"
      ? json({ success: true, message: OTP_VERIFIED })
      : failure(400, "INVALID_OTP", "Invalid OTP."),
  );
  server.on("POST", "/registeruser/api/signup", () =>
    json({ success: true, message: REGISTRATION_SUCCESSFUL, newUser }, 201),
  );
  server.on("POST", "/loginuser", () =>
    json({ message: LOGIN_SUCCESSFUL, user: newUser, accessToken: "at", refreshToken: "rt" }),
  );
  return server;
}

const location = () => screen.getByTestId("location").textContent;
const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });

describe("RegisterPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("goes e-mail -> code -> details, creates the account, logs in and goes home", async () => {
    const user = userEvent.setup();
    const { server, store } = renderApp(<RegisterPage />, { path: "/register", server: registerServer() });
    expect(screen.getByText("Step 1 of 3: Your e-mail")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "meera-at-example");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Invalid email address.")).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "meera@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Step 2 of 3: Enter the code")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(OTP_SENT_SUCCESSFULLY);
    expect(box(1)).toHaveFocus();

    await user.keyboard("123");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    expect(await screen.findByText("Please enter all 6 digits of OTP")).toBeInTheDocument();

    await user.click(box(1));
    await user.paste("111111");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP.");

    await user.click(box(1));
    await user.paste("246810");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    expect(await screen.findByText("Step 3 of 3: Your details")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(OTP_VERIFIED);

    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("meera@example.com");
    expect(email).toHaveAttribute("readonly");

    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters long.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Full name"), "Meera Shah");
    await user.type(screen.getByLabelText("Phone (optional)"), "98-76a54 3210 99");
    expect(screen.getByLabelText("Phone (optional)")).toHaveValue("9876543210");
    await user.type(screen.getByLabelText("Password"), "chai-time");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(location()).toBe("/"));
    expect(toast.success).toHaveBeenCalledWith(REGISTRATION_SUCCESSFUL);
    expect(store.getState().session.user?.email).toBe("meera@example.com");
    const signup = server.bodies[server.calls.indexOf("POST /registeruser/api/signup")];
    expect(signup).toEqual({
      email: "meera@example.com",
      full_name: "Meera Shah",
      mobile: "9876543210",
      password: "chai-time",
      main_id: "demo-store",
    });
    expect(server.calls).toEqual([
      "POST /registeruser/api/send-otp",
      "POST /registeruser/api/verify-otp",
      "POST /registeruser/api/verify-otp",
      "POST /registeruser/api/signup",
      "POST /loginuser",
    ]);
  });

  it("shows the server's message when the e-mail already has an account", async () => {
    const user = userEvent.setup();
    renderApp(<RegisterPage />, { path: "/register", server: registerServer() });
    await user.type(screen.getByLabelText("Email"), "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists.");
    expect(screen.getByText("Step 1 of 3: Your e-mail")).toBeInTheDocument();
  });

  it("says 'Error sending OTP' when the server cannot be reached", async () => {
    const server = createFakeServer();
    server.on("POST", "/registeruser/api/send-otp", () => {
      throw new TypeError("Failed to fetch");
    });
    const user = userEvent.setup();
    renderApp(<RegisterPage />, { path: "/register", server });
    await user.type(screen.getByLabelText("Email"), "meera@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error sending OTP");
  });
});

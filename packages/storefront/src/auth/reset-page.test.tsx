import { OTP_SENT_TO_EMAIL, OTP_VERIFIED, PASSWORD_RESET_SUCCESSFUL } from "@henna/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import ResetPage from "./reset-page";

spyOnToasts();

function resetServer() {
  const server = createFakeServer();
  server.on("POST", "/registeruser/api/resetsend-otp", () =>
    json({ success: true, message: OTP_SENT_TO_EMAIL }),
  );
  server.on("POST", "/registeruser/api/verify-otp", () => json({ success: true, message: OTP_VERIFIED }));
  server.on("POST", "/registeruser/api/reset-password", () =>
    json({ success: true, message: PASSWORD_RESET_SUCCESSFUL }),
  );
  return server;
}

const location = () => screen.getByTestId("location").textContent;

describe("ResetPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("goes e-mail -> code -> new password, then to /login after 2 s", async () => {
    const user = userEvent.setup();
    const { server } = renderApp(<ResetPage />, { path: "/reset", server: resetServer() });

    await user.type(screen.getByLabelText("Email"), "asha@example");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), ".com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Step 2 of 3: Enter the code")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(OTP_SENT_TO_EMAIL);

    await user.keyboard("12345");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    expect(await screen.findByText("Please enter all 6 digits of OTP")).toBeInTheDocument();
    expect(server.calls).toEqual(["POST /registeruser/api/resetsend-otp"]);

    await user.click(screen.getByRole("textbox", { name: "Digit 6 of 6" }));
    await user.keyboard("6");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    expect(await screen.findByText("Step 3 of 3: New password")).toBeInTheDocument();
    expect(server.bodies[1]).toEqual({ email: "asha@example.com", otp: "123456", main_id: "demo-store" });

    await user.type(screen.getByLabelText("New password"), "chai");
    await user.type(screen.getByLabelText("Confirm new password"), "chai");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Password must be at least 6 characters.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("New password"), "-masala");
    await user.type(screen.getByLabelText("Confirm new password"), "-masla");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);

    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "chai-masala");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Password reset successfully!");
    expect(toast.success).toHaveBeenCalledWith(PASSWORD_RESET_SUCCESSFUL);
    expect(server.bodies[2]).toEqual({
      email: "asha@example.com",
      newPassword: "chai-masala",
      main_id: "demo-store",
    });
    expect(location()).toBe("/reset");
    await waitFor(() => expect(location()).toBe("/login"));
  });

  it("shows the server's message when the reset is refused", async () => {
    const server = resetServer();
    server.on("POST", "/registeruser/api/reset-password", () =>
      json(
        {
          isError: true,
          success: false,
          code: "OTP_NOT_VERIFIED",
          message: "Please verify your email with the OTP first.",
          msg: "Please verify your email with the OTP first.",
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderApp(<ResetPage />, { path: "/reset", server });
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByText("Step 2 of 3: Enter the code");
    await user.paste("123456");
    await user.click(screen.getByRole("button", { name: "Verify code" }));
    await screen.findByText("Step 3 of 3: New password");
    await user.type(screen.getByLabelText("New password"), "chai-masala");
    await user.type(screen.getByLabelText("Confirm new password"), "chai-masala");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please verify your email with the OTP first.",
    );
  });
});

import { ENQUIRY_SENT, INVALID_MOBILE } from "@henna/domain/messages";
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import EnquiryPage from "./enquiry-page";
import pageHindi from "./hi";
import { ENQUIRY_NOT_SENT } from "./send-enquiry";

/** The shop's Hindi as this page has it: the catalogue's core with the page's own part. */
const hindi = { ...coreHindi, ...pageHindi };

spyOnToasts();

const field = (name: string) => screen.getByRole("textbox", { name });

function renderEnquiry(status: number) {
  const server = createFakeServer();
  server.on("POST", "/inquiry", () =>
    status === 201
      ? json({ success: true, message: ENQUIRY_SENT }, 201)
      : json({ isError: true, success: false, code: "INTERNAL", message: "Down", msg: "Down" }, status),
  );
  const view = renderApp(<EnquiryPage />, { path: "/enquiry-form", server });
  return { ...view, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Ravi Kumar");
  await user.type(field("Mobile"), "98765 43210");
  await user.type(field("Email (optional)"), "ravi@example.com");
  await user.type(field("Message (optional)"), "Weekend batch in Andheri?");
}

describe("EnquiryPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("sends the enquiry with the e-mail in the school field and shows Enquiry Sent", async () => {
    const { user, server } = renderEnquiry(201);
    expect(screen.getByRole("heading", { level: 1, name: "Enquiry Form" })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ENQUIRY_SENT));
    expect(screen.getByRole("status")).toHaveTextContent(ENQUIRY_SENT);
    expect(server.bodies[server.calls.indexOf("POST /inquiry")]).toEqual({
      name: "Ravi Kumar",
      mobile: "9876543210",
      school: "ravi@example.com",
      remark: "Weekend batch in Andheri?",
      main_id: "demo-store",
    });
    await waitFor(() => expect(field("Name")).toHaveValue(""));
  });

  it("keeps the input and tells the visitor when the enquiry was not sent", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderEnquiry(500);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ENQUIRY_NOT_SENT);
    expect(toast.error).toHaveBeenCalledWith(ENQUIRY_NOT_SENT);
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Ravi Kumar");
    expect(field("Mobile")).toHaveValue("98765 43210");
    expect(field("Email (optional)")).toHaveValue("ravi@example.com");
    expect(field("Message (optional)")).toHaveValue("Weekend batch in Andheri?");
    expect(log).toHaveBeenCalledWith("Enquiry not sent", expect.anything());
  });

  it.each([
    { name: "Name", typed: "", want: "This field is required" },
    { name: "Mobile", typed: "", want: "This field is required" },
    { name: "Mobile", typed: "98765", want: INVALID_MOBILE },
    { name: "Email (optional)", typed: "ravi@", want: "Please enter a valid email address." },
  ])("$name '$typed' → $want, and nothing is sent", async ({ name, typed, want }) => {
    const { user, server } = renderEnquiry(201);
    if (typed) await user.type(field(name), typed);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(want)));
    expect(server.calls).not.toContain("POST /inquiry");
  });
});

describe("in Hindi", () => {
  it("says the closing line as one Hindi sentence around its two links", () => {
    activateLanguage("hi", hindi);
    try {
      renderEnquiry(200);
      const centers = screen.getByRole("link", { name: hindi.centers });
      expect(centers).toHaveAttribute("href", "/centers");
      expect(centers.closest("p")).toHaveTextContent("हमारे सेंटर देखें या वे कोर्स जो हम सिखाते हैं।");
    } finally {
      activateLanguage("en");
    }
  });
});

import { INVALID_MOBILE, LEAD_THANK_YOU, SOMETHING_WENT_WRONG_TRY_AGAIN } from "@henna/domain/messages";
import { createFakeServer, type FakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ContactPage from "./contact-page";

spyOnToasts();

const REQUIRED = "This field is required";

function contactServer(): FakeServer {
  const server = createFakeServer();
  server.on("GET", "/register/officesingle/demo-store", () =>
    json({
      users: {
        google_address: "Shop 4, Daftary Road, Malad East, Mumbai 400097",
        city: "Mumbai",
        latitude: 19.1,
        longitude: 72.8,
      },
    }),
  );
  server.on("GET", "/help/single/demo-store", () =>
    json({ help: { whatsapp_number: "919820012345", mobile: "9820012345" } }),
  );
  server.on("GET", "/register/single/demo-store", () =>
    json({
      users: {
        profilePic: "/images/logo.svg",
        orignal_logoname: "Mehendi & Chai",
        tag_line: "",
        google_address: "",
        gstin: null,
        address: "",
        email: "hello@mehendiandchai.in",
        phone: "+91 98200 12345",
      },
    }),
  );
  return server;
}

function renderContact(server = contactServer()) {
  const view = renderApp(<ContactPage />, { path: "/contact", server });
  return { ...view, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole("textbox", { name });
const message = () => screen.getByRole("textbox", { name: "Message" });
const counter = () => screen.getByText(/^\d+\/500$/).parentElement as HTMLElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Asha Patel");
  await user.type(field("Email"), "asha@example.com");
  await user.type(field("Phone"), "+91 98765-43210");
  await user.type(message(), "Do you make bridal cones to order?");
}

describe("ContactPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("is headed Get In Touch", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeInTheDocument();
  });

  it.each([
    { length: 0, text: "0/500", red: false },
    { length: 499, text: "499/500", red: false },
    { length: 500, text: "500/500", red: true },
  ])("the counter reads $text and is red: $red", async ({ length, text, red }) => {
    const { user } = renderContact();
    if (length > 0) {
      await user.click(message());
      await user.paste("a".repeat(length));
    }
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(counter()).toHaveAttribute("data-at-limit", String(red));
    expect(counter().className).toMatch(red ? /counterAtLimit/ : /^[^ ]*counter(?!AtLimit)/);
    expect(message()).toHaveAttribute("maxLength", "500");
  });

  it("stops the message at 500 characters and says the limit is reached", async () => {
    const { user } = renderContact();
    await user.click(message());
    await user.paste("b".repeat(520));
    expect((message() as HTMLTextAreaElement).value).toHaveLength(500);
    expect(screen.getByText("You have reached the 500 character limit.")).toBeInTheDocument();
  });

  it("asks for name, email and phone before sending anything", async () => {
    const { user, server } = renderContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    for (const name of ["Name", "Email", "Phone"]) {
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(REQUIRED)));
    }
    expect(server.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("checks nothing before the first submit, then every change, and focuses the first field in error", async () => {
    const { user } = renderContact();
    await user.type(field("Email"), "asha@");
    expect(screen.queryByText("Please enter a valid email address.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(field("Name")).toHaveFocus());
    expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await user.type(field("Email"), "example.com");
    expect(field("Email")).not.toHaveAccessibleDescription();
    await user.type(field("Name"), "Asha");
    expect(field("Name")).not.toHaveAccessibleDescription();
    expect(field("Phone")).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
  });

  it.each([
    { name: "Email", typed: "asha@example", want: "Please enter a valid email address." },
    { name: "Phone", typed: "12345", want: INVALID_MOBILE },
  ])("explains a wrong $name", async ({ name, typed, want }) => {
    const { user } = renderContact();
    await user.type(field(name), typed);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(want)));
  });

  it("sends the lead and thanks the visitor, then clears the form", async () => {
    const server = contactServer();
    server.on("POST", "/leads", () => json({ success: true, message: LEAD_THANK_YOU }, 201));
    const { user } = renderContact(server);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LEAD_THANK_YOU));
    const body = server.bodies[server.calls.indexOf("POST /leads")];
    expect(body).toEqual({
      name: "Asha Patel",
      email: "asha@example.com",
      mobile: "9876543210",
      remark: "Do you make bridal cones to order?",
      user_id: null,
      user_name: null,
      main_id: "demo-store",
    });
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    expect(message()).toHaveValue("");
  });

  it("keeps everything typed when sending fails, and says so", async () => {
    const server = contactServer();
    server.on("POST", "/leads", () =>
      json(
        { isError: true, success: false, code: "INTERNAL", message: "Internal error", msg: "Internal error" },
        500,
      ),
    );
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderContact(server);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SOMETHING_WENT_WRONG_TRY_AGAIN);
    expect(toast.error).toHaveBeenCalledWith(SOMETHING_WENT_WRONG_TRY_AGAIN);
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Asha Patel");
    expect(field("Email")).toHaveValue("asha@example.com");
    expect(field("Phone")).toHaveValue("+91 98765-43210");
    expect(message()).toHaveValue("Do you make bridal cones to order?");
    expect(log).toHaveBeenCalled();
  });

  it("shows the office's city, the phone and the support e-mail beside the form", async () => {
    renderContact();
    const panel = screen.getByRole("complementary", { name: "Contact details" });
    expect(await within(panel).findByText("Mumbai")).toBeInTheDocument();
    expect(within(panel).getByText("Shop 4, Daftary Road, Malad East, Mumbai 400097")).toBeInTheDocument();
    expect(await within(panel).findByRole("link", { name: "+91 98200 12345" })).toHaveAttribute(
      "href",
      "tel:9820012345",
    );
    expect(within(panel).getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/919820012345",
    );
    expect(await within(panel).findByRole("link", { name: "hello@mehendiandchai.in" })).toHaveAttribute(
      "href",
      "mailto:hello@mehendiandchai.in",
    );
  });

  it("says when the contact details could not be loaded and loads them again on request", async () => {
    const server = contactServer();
    let officeDown = true;
    server.on("GET", "/register/officesingle/demo-store", () =>
      officeDown
        ? json({ isError: true, success: false, code: "INTERNAL", message: "Down", msg: "Down" }, 500)
        : json({ users: { google_address: "Malad East", city: "Mumbai", latitude: null, longitude: null } }),
    );
    const { user } = renderContact(server);
    const panel = screen.getByRole("complementary", { name: "Contact details" });
    expect(await within(panel).findByRole("alert")).toHaveTextContent("could not be loaded");
    officeDown = false;
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("Mumbai")).toBeInTheDocument();
    expect(within(panel).queryByRole("alert")).not.toBeInTheDocument();
  });
});

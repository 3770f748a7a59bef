import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  CONFIRM_DELETE_ADDRESS,
  DELIVERY_NOT_AVAILABLE_TO_PINCODE,
  ERROR_DELETING_ADDRESS,
  ERROR_SAVING_ADDRESS,
  ERROR_SETTING_DEFAULT_ADDRESS,
  FAILED_TO_DELETE_ADDRESS,
  FAILED_TO_SAVE_ADDRESS,
  NO_ADDRESS_FOUND,
  SHIPPING_NOT_AVAILABLE,
} from "@henna/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storefrontHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { createFakeServer, type FakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import { AddressBook, type AddressBookProps } from "./address-book";
import type { Address } from "./address-calls";
import { address, SERVED_PINCODES } from "./address-fixtures";

spyOnToasts();

const apiError = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

function addressServer(initial: Address[]): FakeServer & { list: Address[] } {
  const server = createFakeServer();
  const state = { list: [...initial] };
  server.on("GET", "/address/7", () => json({ isError: false, user: state.list }));
  server.on("GET", "/pincode/getall/demo-store", () => json({ pincodesData: SERVED_PINCODES }));
  Object.defineProperty(server, "list", {
    get: () => state.list,
    set: (next: Address[]) => {
      state.list = next;
    },
  });
  return server as FakeServer & { list: Address[] };
}

function renderBook(server: FakeServer, props: AddressBookProps = {}) {
  const view = renderApp(<AddressBook {...props} />, {
    path: "/my-account",
    server,
    preloaded: { session: { user: TEST_USER } },
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());

describe("AddressBook", () => {
  it("says 'No Address Found' when there is none", async () => {
    renderBook(addressServer([]));
    expect(await screen.findByText(NO_ADDRESS_FOUND)).toBeInTheDocument();
  });

  it("lists addresses with their defaults and warns about a pincode the store does not serve", async () => {
    renderBook(
      addressServer([
        address(),
        address({
          id: 2,
          location_user: "Office",
          pincode: "400065",
          defaultaddressS: false,
          defaultaddressB: false,
        }),
      ]),
    );
    const cards = await screen.findAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [home, office] = cards as [HTMLElement, HTMLElement];
    expect(within(home).getByText("Default shipping")).toBeInTheDocument();
    expect(within(home).getByText("Default billing")).toBeInTheDocument();
    expect(within(home).queryByText(SHIPPING_NOT_AVAILABLE)).not.toBeInTheDocument();
    expect(within(office).getByText(SHIPPING_NOT_AVAILABLE)).toBeInTheDocument();
  });

  it("warns about an unserved pincode in Hindi on a Hindi page", async () => {
    activateLanguage("hi", storefrontHindi);
    try {
      renderBook(addressServer([address({ pincode: "400065" })]));
      expect(await screen.findByRole("note")).toHaveTextContent("इस पिनकोड पर शिपिंग उपलब्ध नहीं है");
      // The address's type is one of the domain's words, said in Hindi too.
      expect(screen.getByRole("listitem")).not.toHaveTextContent(/Home|Office/);
    } finally {
      activateLanguage("en");
    }
  });

  it("adds an address without coordinates (the server geocodes it) and shows the new list", async () => {
    const server = addressServer([]);
    server.on("POST", "/address", (_request, body) => {
      const saved = address({ id: 9, ...(body as object) });
      server.list = [saved];
      return json({ isError: false, message: ADDRESS_ADDED, data: saved }, 201);
    });
    const { user } = renderBook(server);
    await screen.findByText(NO_ADDRESS_FOUND);
    await user.click(screen.getByRole("button", { name: /Add address/ }));
    const dialog = screen.getByRole("dialog", { name: "Add address" });
    await user.click(within(dialog).getByRole("radio", { name: "Office" }));
    await user.type(within(dialog).getByLabelText("Address"), "4 Daftary Road");
    await user.type(within(dialog).getByLabelText("City"), "Mumbai");
    await user.type(within(dialog).getByLabelText("Pincode"), "400 097x");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADDRESS_ADDED));
    const posted = server.bodies[server.calls.indexOf("POST /address")];
    expect(posted).toEqual({
      location_user: "Office",
      new_address: "4 Daftary Road",
      city: "Mumbai",
      area: "",
      pincode: "400097",
      user_id: 7,
      main_id: "demo-store",
    });
    expect(await screen.findByText("4 Daftary Road")).toBeInTheDocument();
  });

  it("checks the form on submit: required fields and a 6-digit pincode", async () => {
    const server = addressServer([]);
    const { user } = renderBook(server);
    await screen.findByText(NO_ADDRESS_FOUND);
    await user.click(screen.getByRole("button", { name: /Add address/ }));
    const dialog = screen.getByRole("dialog", { name: "Add address" });
    await user.type(within(dialog).getByLabelText("Pincode"), "4000");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(within(dialog).getAllByText("This field is required")).toHaveLength(2);
    expect(within(dialog).getByText("Please enter a valid pincode")).toBeInTheDocument();
    expect(server.calls).not.toContain("POST /address");
  });

  it.each([
    ["the server's message", apiError(400, "VALIDATION_FAILED", "City is too long"), "City is too long"],
    ["'Failed to save address' without one", json("Bad Request", 400), FAILED_TO_SAVE_ADDRESS],
    ["'Error saving address' when the server fails", apiError(500, "INTERNAL", "boom"), ERROR_SAVING_ADDRESS],
  ])("a refused edit shows %s", async (_, answer, want) => {
    const server = addressServer([address()]);
    server.on("PUT", "/address/1", () => answer);
    const { user } = renderBook(server);
    await user.click(await screen.findByRole("button", { name: /^Edit Home/ }));
    const dialog = screen.getByRole("dialog", { name: "Edit address" });
    expect(within(dialog).getByLabelText("Address")).toHaveValue("12 Link Road");
    await user.click(within(dialog).getByRole("button", { name: "Update address" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(want));
    expect(screen.getByRole("dialog", { name: "Edit address" })).toBeInTheDocument();
  });

  it("asks before deleting, then deletes", async () => {
    const server = addressServer([address()]);
    server.on("DELETE", "/address/1", () => {
      server.list = [];
      return json({ isError: false, message: ADDRESS_DELETED });
    });
    const { user } = renderBook(server);
    await user.click(await screen.findByRole("button", { name: /^Delete Home/ }));
    const dialog = screen.getByRole("dialog", { name: "Delete address" });
    expect(within(dialog).getByText(CONFIRM_DELETE_ADDRESS)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADDRESS_DELETED));
    expect(await screen.findByText(NO_ADDRESS_FOUND)).toBeInTheDocument();
  });

  it.each([
    [404, FAILED_TO_DELETE_ADDRESS],
    [500, ERROR_DELETING_ADDRESS],
  ])("a delete answered %i shows %j", async (status, want) => {
    const server = addressServer([address()]);
    server.on("DELETE", "/address/1", () => apiError(status, "X", "nope"));
    const { user } = renderBook(server);
    await user.click(await screen.findByRole("button", { name: /^Delete Home/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(want));
  });

  it.each([
    ["shipping", "Set as default shipping", { defaultaddressS: true }, "Default shipping address updated"],
    ["billing", "Set as default billing", { defaultaddressB: true }, "Default billing address updated"],
  ])("sets the default %s address with PATCH", async (_, button, body, message) => {
    const server = addressServer([
      address(),
      address({ id: 2, defaultaddressS: false, defaultaddressB: false }),
    ]);
    server.on("PATCH", "/address/2", () => json({ isError: false, message, data: address({ id: 2 }) }));
    const { user } = renderBook(server);
    const cards = await screen.findAllByRole("listitem");
    await user.click(within(cards[1] as HTMLElement).getByRole("button", { name: new RegExp(`^${button}`) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
    expect(server.bodies[server.calls.indexOf("PATCH /address/2")]).toEqual(body);
  });

  it("refuses a shipping address the store does not serve, and reports a failed PATCH", async () => {
    const server = addressServer([
      address(),
      address({ id: 2, pincode: "400065", defaultaddressS: false, defaultaddressB: false }),
    ]);
    server.on("PATCH", "/address/2", () => apiError(500, "INTERNAL", "boom"));
    const { user } = renderBook(server, { mode: "checkout" });
    const cards = await screen.findAllByRole("listitem");
    const office = cards[1] as HTMLElement;
    await user.click(within(office).getByRole("button", { name: /^Deliver here/ }));
    expect(toast.error).toHaveBeenCalledWith(DELIVERY_NOT_AVAILABLE_TO_PINCODE);
    expect(server.calls).not.toContain("PATCH /address/2");
    await user.click(within(office).getByRole("button", { name: /^Bill here/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ERROR_SETTING_DEFAULT_ADDRESS));
  });
});

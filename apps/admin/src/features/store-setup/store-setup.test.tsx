import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import type { StoreSetup } from "./setup-schemas";

const SETUP: StoreSetup = {
  profile: {
    name: "Henna & Tea",
    tagline: "Pure henna",
    logo: "",
    address: "Malad East, Mumbai 400097",
    gstin: "27ABCDE1234F1Z5",
    gst_state: { code: "27", name: "Maharashtra" },
    phone: "9820012345",
    email: "hello@shop.example",
    help_mobile: "",
    help_whatsapp: "",
    centers: [{ name: "Head Office", type: "Our Office", address: "Malad East" }],
  },
  selling: {
    default_button: "addtocart",
    pay_now: true,
    pay_on_delivery: false,
    delivery_percentage: 0,
    prices_exclude_gst: false,
    delivery_gst_rate: 18,
    refund_staff_limit: 5000,
    return_window_days: 0,
    non_returnable_categories: [],
    marquee_lines: ["Free delivery above ₹999"],
    store_title: "Henna & Tea",
    store_description: "",
    page_meta: [],
  },
};

const CATEGORIES = [
  {
    id: 1,
    category: "henna-cones",
    name: "Henna Cones",
    icon: "",
    status: "Active",
    position: 1,
    products: 3,
  },
  { id: 2, category: "tea", name: "Tea", icon: "", status: "Active", position: 2, products: 5 },
];

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call?.body ?? "{}");

describe("store setup (owner)", () => {
  it("switches the cards' button to Get Quote, prices to exclude GST, and sends the whole selling rules", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/store-setup", {
      answers: {
        "GET /admin/store-setup": json({ data: SETUP }),
        "GET /admin/marketing/categories": json({ data: CATEGORIES }),
        "PUT /admin/store-setup/selling": (call) =>
          json({ data: { ...SETUP, selling: { ...SETUP.selling, ...bodyOf(call) } } }),
      },
    });
    const form = (await screen.findByRole("heading", { name: "Selling rules" })).closest(
      "form",
    ) as HTMLElement;
    await user.click(within(form).getByRole("radio", { name: /Get Quote/ }));
    await user.click(within(form).getByRole("button", { name: "Add a line" }));
    await user.type(within(form).getByLabelText("Line 2"), "Bridal cones are back");
    const exclude = within(form).getByRole("checkbox", { name: /prices exclude GST: add it at checkout/ });
    expect(exclude).not.toBeChecked();
    await user.click(exclude);
    await user.selectOptions(within(form).getByLabelText("GST rate of the delivery charge"), "5");
    const window = within(form).getByLabelText(/Return window/);
    await user.clear(window);
    await user.type(window, "7");
    await user.click(await within(form).findByRole("checkbox", { name: "Henna Cones" }));
    await user.click(within(form).getByRole("button", { name: "Save selling rules" }));
    await waitFor(() => expect(callsTo("PUT", "/admin/store-setup/selling")).toHaveLength(1));
    expect(bodyOf(callsTo("PUT", "/admin/store-setup/selling")[0])).toEqual({
      ...SETUP.selling,
      default_button: "getquote",
      prices_exclude_gst: true,
      delivery_gst_rate: 5,
      return_window_days: 7,
      non_returnable_categories: ["henna-cones"],
      marquee_lines: ["Free delivery above ₹999", "Bridal cones are back"],
    });
    expect(await screen.findByText("The selling rules are saved")).toBeInTheDocument();
  });

  it("refuses no payment mode and a bad page path before sending anything", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/store-setup", {
      answers: { "GET /admin/store-setup": json({ data: SETUP }) },
    });
    const form = (await screen.findByRole("heading", { name: "Selling rules" })).closest(
      "form",
    ) as HTMLElement;
    await user.click(within(form).getByRole("checkbox", { name: "Pay now (online)" }));
    await user.click(within(form).getByRole("button", { name: "Add a page" }));
    await user.type(within(form).getByLabelText("Page 1 path"), "about us");
    await user.type(within(form).getByLabelText("Page 1 title"), "About");
    await user.click(within(form).getByRole("button", { name: "Save selling rules" }));
    expect(
      await within(form).findByText("Offer at least one payment mode (Pay now or Pay on delivery)."),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        '"about us" is not a page path: start with / and use letters, digits, - and / only.',
      ),
    ).toBeInTheDocument();
    expect(callsTo("PUT", "/admin/store-setup/selling")).toHaveLength(0);
  });

  it("shows the GSTIN's state, checks it, and puts the server's problems on their fields", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/store-setup", {
      answers: {
        "GET /admin/store-setup": json({ data: SETUP }),
        "PUT /admin/store-setup/profile": apiError(400, "VALIDATION_FAILED", "Not a mobile", [
          { field: "body.help_mobile", message: "Please enter a valid 10-digit mobile number." },
        ]),
      },
    });
    const form = (await screen.findByRole("heading", { name: "Store profile" })).closest(
      "form",
    ) as HTMLElement;
    expect(within(form).getByText("Registered in Maharashtra (27)")).toBeInTheDocument();
    const gstin = within(form).getByLabelText("GSTIN");
    await user.clear(gstin);
    await user.type(gstin, "99ABCDE1234F1Z5");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    expect(
      await within(form).findByText("The GSTIN's first two digits name no Indian state."),
    ).toBeInTheDocument();
    expect(callsTo("PUT", "/admin/store-setup/profile")).toHaveLength(0);

    await user.clear(gstin);
    await user.click(within(form).getByRole("button", { name: "Add a place" }));
    await user.type(within(form).getByLabelText("Place 2 name"), "Andheri");
    await user.type(within(form).getByLabelText("Place 2 address"), "J.P. Road, Andheri West");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(callsTo("PUT", "/admin/store-setup/profile")).toHaveLength(1));
    expect(bodyOf(callsTo("PUT", "/admin/store-setup/profile")[0])).toMatchObject({
      gstin: "",
      centers: [
        SETUP.profile.centers[0],
        { name: "Andheri", type: "Center", address: "J.P. Road, Andheri West" },
      ],
    });
    expect(await within(form).findByText("Please enter a valid 10-digit mobile number.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Help: call number")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("store setup and delivery (staff)", () => {
  it("are not in a staff member's navigation and say so when opened", async () => {
    renderAdmin("/store-setup", { as: STAFF });
    expect(await screen.findByText("Only the store owner can open this page.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(within(nav).queryByRole("link", { name: "Store setup" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Delivery" })).toBeNull();
  });
});

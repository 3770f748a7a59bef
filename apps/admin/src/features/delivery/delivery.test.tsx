import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin } from "../../test-support/admin-harness";
import type { DeliverySetup } from "./bands-form";
import { pastedPincodes } from "./pincodes-panel";

const SETUP: DeliverySetup = {
  office: { address: "Malad East, Mumbai 400097", city: "Mumbai", latitude: 19.1872, longitude: 72.8484 },
  bands: [
    { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
    { min_kilometer: 5, max_kilometer: 50, delivery_price: 150, status: "Active" },
    { min_kilometer: 50, max_kilometer: 2500, delivery_price: 250, status: "Inactive" },
  ],
  free_bands: [{ min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999, status: "Active" }],
  outside_bands: [{ pincode: "110016", distance_km: 1150 }],
  outside_count: 1,
  unplaced_count: 0,
};

const PINCODES = {
  data: [
    { id: 1, pincode: "110016", status: "Active", distance_km: 1150, in_band: false },
    { id: 2, pincode: "400097", status: "Active", distance_km: 1, in_band: true },
  ],
  page: 1,
  limit: 20,
  total: 2,
};

const answers = {
  "GET /admin/delivery": json({ data: SETUP }),
  "GET /admin/pincodes": json(PINCODES),
};

describe("delivery (owner)", () => {
  it("warns of Active pincodes outside every Active band and marks them in the list", async () => {
    renderAdmin("/delivery", { answers });
    const warning = await screen.findByText("1 Active pincode lies outside every Active distance band");
    expect(warning.parentElement).toHaveTextContent("110016 (1,150 km)");
    const row = (await screen.findByRole("cell", { name: "110016" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Outside every Active band")).toBeInTheDocument();
  });

  it("refuses overlapping Active bands with the rule's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/delivery", { answers });
    const form = (await screen.findByRole("heading", { name: "Delivery bands" })).closest(
      "form",
    ) as HTMLElement;
    const to = within(form).getByLabelText("Band 1 to km");
    await user.clear(to);
    await user.type(to, "10");
    await user.click(within(form).getByRole("button", { name: "Save bands" }));
    expect(
      await within(form).findByText(
        "Distance bands 1 (0 km-10 km) and 2 (5 km-50 km) overlap: an Active band must start where the one before it ends.",
      ),
    ).toBeInTheDocument();
    expect(callsTo("PUT", "/admin/delivery/bands")).toHaveLength(0);
  });

  it("saves the bands with an Inactive band made Active", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/delivery", {
      answers: {
        ...answers,
        "PUT /admin/delivery/bands": (call) =>
          json({ data: { ...SETUP, ...JSON.parse(call.body), outside_bands: [], outside_count: 0 } }),
      },
    });
    const form = (await screen.findByRole("heading", { name: "Delivery bands" })).closest(
      "form",
    ) as HTMLElement;
    expect(within(form).getByLabelText("Band 3 status")).toHaveValue("Inactive");
    await user.selectOptions(within(form).getByLabelText("Band 3 status"), "Active");
    await user.click(within(form).getByRole("button", { name: "Save bands" }));
    await waitFor(() => expect(callsTo("PUT", "/admin/delivery/bands")).toHaveLength(1));
    const body = JSON.parse(callsTo("PUT", "/admin/delivery/bands")[0]?.body ?? "{}");
    expect(body.bands[2]).toEqual({
      min_kilometer: 50,
      max_kilometer: 2500,
      delivery_price: 250,
      status: "Active",
    });
    expect(body.free_bands).toEqual(SETUP.free_bands);
    await waitFor(() => expect(screen.queryByText(/outside every Active distance band/)).toBeNull());
  });

  it("adds pasted pincodes at once and switches one Inactive", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/delivery", {
      answers: {
        ...answers,
        "POST /admin/pincodes": json({ added: ["411001", "411002"], existing: ["400097"] }),
        "PATCH /admin/pincodes/1": json({ data: { ...PINCODES.data[0], status: "Inactive" } }),
      },
    });
    const box = await screen.findByLabelText("Add pincodes");
    await user.type(box, "411001, 411002{enter}400097");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(callsTo("POST", "/admin/pincodes")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/pincodes")[0]?.body ?? "{}")).toEqual({
      pincodes: ["411001", "411002", "400097"],
    });
    expect(await screen.findByText("2 pincodes added, 400097 already listed")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Make Inactive 110016" }));
    await waitFor(() => expect(callsTo("PATCH", "/admin/pincodes/1")).toHaveLength(1));
    expect(JSON.parse(callsTo("PATCH", "/admin/pincodes/1")[0]?.body ?? "{}")).toEqual({
      status: "Inactive",
    });
  });

  it("says which pasted entries are not pincodes", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/delivery", { answers });
    await user.type(await screen.findByLabelText("Add pincodes"), "4000 12");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Not 6-digit pincodes: 4000, 12.")).toBeInTheDocument();
    expect(callsTo("POST", "/admin/pincodes")).toHaveLength(0);
  });
});

describe("pastedPincodes", () => {
  it("splits on spaces, commas, semicolons and new lines", () => {
    expect(pastedPincodes(" 400001,400002;\n400003  400004 ")).toEqual([
      "400001",
      "400002",
      "400003",
      "400004",
    ]);
  });
});

import { COUPON_PERCENT_INVALID, couponUsedNotDeletable } from "@henna/domain/coupon-validity";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, STAFF } from "../../test-support/admin-harness";
import type { Coupon } from "./coupon-form";

function coupon(patch: Partial<Coupon> = {}): Coupon {
  return {
    id: 3,
    code: "FLAT100",
    kind: "flat",
    amount: 100,
    min_amount: 499,
    usage_limit: null,
    used_count: 0,
    valid_from: null,
    valid_to: null,
    status: "Active",
    deletable: true,
    ...patch,
  };
}

describe("the coupons page", () => {
  it("adds a percent coupon valid for chosen days in India", async () => {
    const user = userEvent.setup();
    const made = coupon({
      id: 9,
      code: "DIWALI20",
      kind: "percent",
      amount: 20,
      min_amount: 0,
      usage_limit: 100,
    });
    const { callsTo } = renderAdmin("/coupons", {
      as: STAFF,
      answers: {
        "GET /admin/coupons": json({ data: [] }),
        "POST /admin/coupons": json({ data: made }, 201),
      },
    });
    expect(await screen.findByText("No coupons yet: add one to offer a discount.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add coupon" }));
    const form = screen.getByRole("form", { name: "New coupon" });
    await user.type(within(form).getByLabelText(/^Code/), "diwali20");
    await user.type(within(form).getByLabelText(/^Percent off/), "20");
    await user.type(within(form).getByLabelText("Usage limit"), "100");
    await user.type(within(form).getByLabelText("Valid from"), "2026-11-01");
    await user.type(within(form).getByLabelText("Valid to"), "2026-11-15");
    await user.click(within(form).getByRole("button", { name: "Add coupon" }));
    await waitFor(() => expect(callsTo("POST", "/admin/coupons")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/coupons")[0]?.body ?? "{}")).toEqual({
      code: "diwali20",
      kind: "percent",
      amount: 20,
      min_amount: 0,
      usage_limit: 100,
      valid_from: "2026-10-31T18:30:00.000Z",
      valid_to: "2026-11-15T18:29:59.999Z",
      status: "Active",
    });
  });

  it("checks the amount before sending", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/coupons", { answers: { "GET /admin/coupons": json({ data: [] }) } });
    await user.click(await screen.findByRole("button", { name: "Add coupon" }));
    const form = screen.getByRole("form", { name: "New coupon" });
    await user.type(within(form).getByLabelText(/^Code/), "BIG");
    await user.type(within(form).getByLabelText(/^Percent off/), "120");
    await user.click(within(form).getByRole("button", { name: "Add coupon" }));
    expect(await within(form).findByText(COUPON_PERCENT_INVALID)).toBeInTheDocument();
    expect(callsTo("POST", "/admin/coupons")).toHaveLength(0);
  });

  it("shows uses against the limit, and a used coupon's Delete explains and ends it instead", async () => {
    const user = userEvent.setup();
    const used = coupon({ used_count: 4, usage_limit: 10, deletable: false });
    const { callsTo } = renderAdmin("/coupons", {
      answers: {
        "GET /admin/coupons": json({ data: [used] }),
        "POST /admin/coupons/3/end": json({ data: { ...used, status: "Inactive" } }),
      },
    });
    const row = (await screen.findByText("FLAT100", { selector: "strong" })).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("4 of 10");
    expect(within(row).getByText("Active")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Delete FLAT100" }));
    const dialog = await screen.findByRole("dialog", { name: "This coupon cannot be deleted" });
    expect(dialog).toHaveTextContent(couponUsedNotDeletable(4));
    await user.click(within(dialog).getByRole("button", { name: "End it now" }));
    await waitFor(() => expect(callsTo("POST", "/admin/coupons/3/end")).toHaveLength(1));
    expect(callsTo("DELETE", "/admin/coupons/3")).toHaveLength(0);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin } from "../test-support/admin-harness";

const NONE = { data: [], page: 1, limit: 20, total: 0 };

describe("a list's toolbar and empty state", () => {
  it.each([
    { path: "/customers", empty: "No customers yet.", clear: false },
    { path: "/customers?blocked=true", empty: "No customers match.", clear: true },
    { path: "/customers?q=asha", empty: "No customers match.", clear: true },
  ])("$path says '$empty'", async ({ path, empty, clear }) => {
    renderAdmin(path, { answers: { "GET /admin/customers": json(NONE) } });
    const state = (await screen.findByText(empty)).parentElement as HTMLElement;
    expect(within(state).queryByRole("button", { name: "Clear filters" }) !== null).toBe(clear);
    expect(screen.queryAllByRole("button", { name: "Clear filters" })).toHaveLength(clear ? 2 : 0);
  });

  it("clears the search and every filter at once", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/customers?blocked=true&q=asha", {
      answers: { "GET /admin/customers": json(NONE) },
    });
    const [fromToolbar] = await screen.findAllByRole("button", { name: "Clear filters" });
    await user.click(fromToolbar as HTMLElement);
    await screen.findByText("No customers yet.");
    const last = callsTo("GET", "/admin/customers").at(-1);
    expect([last?.query.get("blocked"), last?.query.get("q")]).toEqual([null, null]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull());
  });
});

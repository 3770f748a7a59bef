// The phone menu's code arrives on demand: when it cannot (the link dropped), the shopper is told and
// the menu button is left as it was, ready for another try.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { makeStore } from "../state/store";
import { createFakeServer } from "../test-support/fake-services";
import { toast } from "../ui/toast";
import { SHOP_CHROME } from "./chrome-config";
import { MENU_LOAD_FAILED, SiteHeader } from "./site-header";

vi.mock("./mobile-drawer", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

it("says the menu could not load and leaves the menu closed", async () => {
  const error = vi.spyOn(toast, "error");
  const server = createFakeServer();
  render(
    <Provider store={makeStore(undefined, server.services)}>
      <MemoryRouter>
        <SiteHeader config={SHOP_CHROME} />
      </MemoryRouter>
    </Provider>,
  );
  const menu = screen.getByRole("button", { name: "Open menu" });
  await userEvent.click(menu);
  await waitFor(() => expect(error).toHaveBeenCalledWith(MENU_LOAD_FAILED));
  expect(menu).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
});

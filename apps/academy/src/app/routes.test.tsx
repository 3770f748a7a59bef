// The academy's route table: its own pages, the paths of the shop opened with a full page load, its
// asset folder leading to the course list, and the payment results behind the login guard.
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { makeStore } from "@henna/storefront/state/store.ts";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { LocationProbe } from "@henna/storefront/test-support/render-app.tsx";
import { render, screen, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AcademyRoutes } from "./routes";

function renderAt(path: string) {
  const server = createFakeServer();
  server.on("GET", "/grouped-product/search-all-products/demo-store", () =>
    json({ isError: false, data: [], page: 1, hasMore: false, total: 0 }),
  );
  render(
    <Provider store={makeStore({ session: { user: null } }, server.services)}>
      <MemoryRouter initialEntries={[path]}>
        <AcademyRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setCurrentApp("academy");
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
});
afterEach(() => {
  setCurrentApp("shop");
  vi.restoreAllMocks();
});

describe("AcademyRoutes", () => {
  it.each([
    ["/course", "Our Courses"],
    ["/admission-form-step-2", "Select from our courses"],
    ["/admission-form", "Admission Form"],
  ])("%s renders its page", async (path, heading) => {
    renderAt(path);
    // Lazy pages: their code is loaded first.
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("opens the course list from the academy's own folder", async () => {
    renderAt("/academy/");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/course"));
  });

  it.each(["/cart", "/products?search=tea", "/my-account"])(
    "hands %s to the shop with a full page load",
    async (path) => {
      renderAt(path);
      await waitFor(() => expect(replace).toHaveBeenCalledWith(path));
    },
  );

  it("sends a guest opening a payment result to the shop's login, remembering the page", async () => {
    renderAt("/payment-successad/rcpt_1");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login"));
    expect(sessionStorage.getItem("navigate_after_login")).toBe("/payment-successad/rcpt_1");
  });

  it("clears saved checkout data on arriving at the form, and the saved admission on the course list", async () => {
    localStorage.setItem("checkout_data", JSON.stringify({ products: [], course: true }));
    localStorage.setItem("admission_data", JSON.stringify({ id: 1, user_id: 7 }));
    renderAt("/admission-form");
    await screen.findByRole("heading", { level: 1, name: "Admission Form" });
    expect(localStorage.getItem("checkout_data")).toBeNull();
    expect(localStorage.getItem("admission_data")).not.toBeNull();
  });

  it("clears the saved admission on arriving at the course list", async () => {
    localStorage.setItem("checkout_data", JSON.stringify({ products: [], course: true }));
    localStorage.setItem("admission_data", JSON.stringify({ id: 1, user_id: 7 }));
    renderAt("/course");
    await screen.findByRole("heading", { level: 1, name: "Our Courses" });
    expect(localStorage.getItem("admission_data")).toBeNull();
    expect(localStorage.getItem("checkout_data")).not.toBeNull();
  });
});

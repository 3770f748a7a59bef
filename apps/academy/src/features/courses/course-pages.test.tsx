// The course pages (spec §2 Products and courses listing, §4 Buy Now): only Active products of the
// category 'courses' (trimmed, case-insensitive), the titles, sort in the URL, and where Buy Now goes
// with the hand-off it stores.
import { CHECKOUT_DATA_KEY } from "@henna/domain/checkout";
import { catalogueServer, fullProduct, summary } from "@henna/storefront/catalogue/test-fixtures.ts";
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hindi as coreHindi } from "../../i18n/hindi";
import CoursePage from "./course-page";
import CourseStepPage from "./course-step-page";
import coursesHindi from "./hi";

spyOnToasts();

const COURSE = fullProduct({ product_id: 40, title: "Bridal Mehendi Course", category: "courses" });
const PRODUCTS = [
  summary({ product_id: 40, title: "Bridal Mehendi Course", category: "courses" }),
  summary({ product_id: 41, title: "Arabic Henna Basics", category: " Courses " }),
  summary({ product_id: 42, title: "Old Course", category: "courses", status: "Inactive" }),
  summary({ product_id: 43, title: "Henna Cone", category: "cones" }),
  summary({ product_id: 44, title: "Course Kit", category: "courses-kits" }),
];

function courseServer() {
  const server = catalogueServer("addtocart", [COURSE]);
  server.on("GET", "/grouped-product/search-all-products/demo-store", () =>
    json({ isError: false, data: PRODUCTS, page: 1, hasMore: false, total: PRODUCTS.length }),
  );
  return server;
}

/** Where the router went and with which state. */
function StateProbe() {
  const location = useLocation();
  return <div data-testid="state">{JSON.stringify(location.state)}</div>;
}

function renderPage(
  page: "course" | "step",
  path = page === "course" ? "/course" : "/admission-form-step-2",
) {
  const server = courseServer();
  const view = renderApp(
    <>
      <Routes>
        <Route path="*" element={page === "course" ? <CoursePage /> : <CourseStepPage />} />
      </Routes>
      <StateProbe />
    </>,
    { path, routePath: "*", server },
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => setCurrentApp("academy"));
afterEach(() => {
  setCurrentApp("shop");
  vi.restoreAllMocks();
});

const titles = () =>
  within(screen.getByRole("list", { name: /courses/i }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the course list", () => {
  it("is titled 'Our Courses' and lists only Active courses, asking the server for the category", async () => {
    const { server } = renderPage("course");
    expect(screen.getByRole("heading", { level: 1, name: "Our Courses" })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(["Bridal Mehendi Course", "Arabic Henna Basics"]));
    expect(screen.getByText("2 courses")).toBeInTheDocument();
    expect(server.calls).toContain(
      "GET /grouped-product/search-all-products/demo-store?page=1&limit=10&category=courses",
    );
  });

  it("counts its courses as courses in Hindi too", async () => {
    activateLanguage("hi", { ...coreHindi, ...coursesHindi });
    try {
      renderPage("course");
      expect(await screen.findByText("2 कोर्स")).toBeInTheDocument();
      expect(screen.queryByText(/प्रोडक्ट/)).toBeNull();
    } finally {
      activateLanguage("en");
    }
  });

  it("keeps the sort in the URL and asks the server for it", async () => {
    const { server, user } = renderPage("course");
    await waitFor(() => expect(titles()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText("Sort by"), "Price Low to High");
    expect(screen.getByTestId("location")).toHaveTextContent("/course?sort=price_asc");
    await waitFor(() =>
      expect(server.calls).toContain(
        "GET /grouped-product/search-all-products/demo-store?page=1&limit=10&category=courses&sort=price_asc",
      ),
    );
  });

  it("Buy Now stores the hand-off marked as a course and opens the admission form with it", async () => {
    const { user } = renderPage("course");
    await user.click(await screen.findByRole("button", { name: "Buy Now: Bridal Mehendi Course" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admission-form"));
    expect(screen.getByTestId("state")).toHaveTextContent('{"courseHandoff":true}');
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_DATA_KEY) ?? "null");
    expect(stored.course).toBe(true);
    expect(stored.products).toHaveLength(1);
    expect(stored.products[0]).toMatchObject({ product_id: 40, course: true });
  });

  it("shows the empty state with a way on when no course is open", async () => {
    const server = courseServer();
    server.on("GET", "/grouped-product/search-all-products/demo-store", () =>
      json({ isError: false, data: [PRODUCTS[3]], page: 1, hasMore: false, total: 1 }),
    );
    renderApp(<CoursePage />, { path: "/course", server });
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask about the next batch" })).toHaveAttribute(
      "href",
      "/enquiry-form",
    );
    expect(screen.getByRole("link", { name: "Browse our products" })).toHaveAttribute("href", "/products");
  });
});

describe("step 2", () => {
  it("is titled 'Select from our courses' and Buy Now opens the shop's checkout", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user } = renderPage("step");
    expect(screen.getByRole("heading", { level: 1, name: "Select from our courses" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Buy Now: Bridal Mehendi Course" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout"));
    expect(JSON.parse(localStorage.getItem(CHECKOUT_DATA_KEY) ?? "null").course).toBe(true);
  });
});

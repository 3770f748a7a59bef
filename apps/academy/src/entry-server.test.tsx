// The academy's first screens rendered on the server and hydrated in the browser: the course list is in
// the server's HTML with its data, a read without an answer is left loading, and the browser takes the
// page over without a mismatch (the same nodes, no hydration error), then puts in the stored login.
import { summary } from "@henna/storefront/catalogue/test-fixtures.ts";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { writeLoginRecord } from "@henna/storefront/storage/login-record.ts";
import { chromeAnswers, serverPage, watchBrowser } from "@henna/storefront/test-support/server-page.ts";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AcademyRoutes, preloadPage } from "./app/routes";
import { render } from "./entry-server";

spyOnToasts();

const STORE = "demo-store";
const PRODUCTS = [
  summary({ product_id: 40, title: "Bridal Mehendi Course", category: "courses" }),
  summary({ product_id: 41, title: "Arabic Henna Basics", category: " Courses " }),
  summary({ product_id: 42, title: "Old Course", category: "courses", status: "Inactive" }),
];
const COURSES_URL = `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10&category=courses`;
// The page's answers as the server writes them (apps/server's page-preloads.ts academyRoute).
const ANSWERS: Record<string, unknown> = {
  ...chromeAnswers("Admissions open for June"),
  [COURSES_URL]: { isError: false, data: PRODUCTS, page: 1, hasMore: false, total: 3 },
};

describe("server render", () => {
  it.each([
    ["/course", "Our Courses"],
    ["/admission-form-step-2", "Select from our courses"],
  ])("renders %s with its courses from the page's answers", async (url, title) => {
    const page = await render({ url, mainId: STORE, answers: ANSWERS });
    expect(page.html).toContain(title);
    expect(page.html).toContain("Bridal Mehendi Course");
    expect(page.html).toContain("Arabic Henna Basics");
    expect(page.html).not.toContain("Old Course");
    expect(page.html).toContain("Admissions open for June");
    expect(page.answered).toEqual(expect.arrayContaining(Object.keys(ANSWERS)));
    expect(Object.values(page.serverData).every((entry) => entry.status === "fulfilled")).toBe(true);
    // The first pictures' preloads are for the head, not inside the root.
    expect(page.head).toMatch(/^<link rel="preload" as="image"/);
    expect(page.html).toMatch(/^<a href="#main"/);
  });

  it("leaves a read it has no answer for loading, for the browser to make", async () => {
    const { [COURSES_URL]: _courses, ...chrome } = ANSWERS;
    const page = await render({ url: "/course", mainId: STORE, answers: chrome });
    expect(page.html).toContain("Loading products...");
    expect(page.answered).not.toContain(COURSES_URL);
    expect(Object.keys(page.serverData).some((key) => key.startsWith("productsPage:"))).toBe(false);
  });

  it("renders the admission form for a guest", async () => {
    const page = await render({ url: "/admission-form", mainId: STORE, answers: ANSWERS });
    expect(page.html).toContain("Aadhar");
    expect(page.html).toContain("Login/Register");
  });
});

describe("hydration in the browser", () => {
  // The app-start check of a stored login is answered; everything else is not.
  const browser = watchBrowser((path) =>
    path === `/api/registeruser/single/${TEST_USER.user_id}`
      ? Response.json({ isError: false, user: TEST_USER })
      : null,
  );

  it("takes over the server's course list without a mismatch or a request for its data", async () => {
    const root = await serverPage(render, "/course", ANSWERS);
    const heading = root.querySelector("h1");
    await act(async () => {
      startApp({ routes: <AcademyRoutes />, preload: preloadPage }, root);
    });
    // Hydrated: the list answers to React (the sort is a live control), on the server's very nodes.
    await waitFor(() => expect(root.querySelector("h1")).toBe(heading));
    expect(screen.getByText("Bridal Mehendi Course")).toBeInTheDocument();
    expect(browser.errors).toEqual([]);
    expect(browser.requested.filter((path) => path.includes("search-all-products"))).toEqual([]);
  });

  it("shows the stored login once the page is live", async () => {
    writeLoginRecord(TEST_USER);
    const root = await serverPage(render, "/course", ANSWERS);
    expect(root.textContent).toContain("Login/Register");
    await act(async () => {
      startApp({ routes: <AcademyRoutes />, preload: preloadPage }, root);
    });
    await waitFor(() => expect(root.textContent).toContain("Hi, Asha"));
    expect(root.textContent).not.toContain("Login/Register");
    expect(browser.errors).toEqual([]);
  });
});

// Spec §2: a route change scrolls to the top; the page load does not (a server-rendered page may have
// been scrolled before it was hydrated).
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("ScrollToTop", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the page where it is when it loads", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderAt("/course");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ["another path", "/admission-form"],
    ["another query", "/course?sort=newest"],
  ])("scrolls to the top on %s", async (_, next) => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const router = renderAt("/course");
    await act(() => router.navigate(next));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

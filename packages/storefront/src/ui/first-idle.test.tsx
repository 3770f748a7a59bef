import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The first idle moment is once per page load (module state): each test loads the modules afresh.
let idle: Array<() => void> = [];
beforeEach(() => {
  vi.resetModules();
  idle = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const runIdle = () =>
  act(() => {
    for (const callback of idle.splice(0)) callback();
  });

describe("SmartImage defer", () => {
  it("shows a deferred picture's skeleton until the page load's first idle moment, then the picture", async () => {
    const { SmartImage } = await import("./smart-image");
    render(
      <>
        <SmartImage src="/a.svg" alt="First screen" priority />
        <SmartImage src="/b.svg" alt="Further down" defer />
      </>,
    );
    expect(screen.getByAltText("First screen")).toBeInTheDocument();
    expect(screen.queryByAltText("Further down")).toBeNull();
    expect(document.querySelectorAll('[data-state="loading"]')).toHaveLength(2);
    runIdle();
    expect(screen.getByAltText("Further down")).toHaveAttribute("loading", "lazy");
  });

  it("shows deferred pictures at once after that moment (a later screen waits for nothing)", async () => {
    const { SmartImage } = await import("./smart-image");
    const first = render(<SmartImage src="/b.svg" alt="Further down" defer />);
    runIdle();
    first.unmount();
    render(<SmartImage src="/c.svg" alt="Next screen" defer />);
    expect(screen.getByAltText("Next screen")).toBeInTheDocument();
    expect(idle).toHaveLength(0);
  });
});

describe("ProductGrid pictures", () => {
  it("loads the first screen's pictures at once and the other cards' at the first idle moment", async () => {
    const { ProductGrid } = await import("../catalogue/product-grid");
    const { catalogueServer, summary } = await import("../catalogue/test-fixtures");
    const { renderApp } = await import("../test-support/render-app");
    const items = [1, 2, 3].map((id) => summary({ product_id: id, title: `Cone ${id}` }));
    renderApp(<ProductGrid items={items} priorityCount={2} />, { server: catalogueServer("addtocart") });
    expect(screen.getByAltText("Cone 1")).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByAltText("Cone 2")).toBeInTheDocument();
    expect(screen.queryByAltText("Cone 3")).toBeNull();
    runIdle();
    expect(screen.getByAltText("Cone 3")).toHaveAttribute("loading", "lazy");
  });
});

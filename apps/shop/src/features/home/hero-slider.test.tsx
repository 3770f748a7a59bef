import { FAILED_TO_LOAD_SLIDER } from "@henna/domain/messages";
import { createFakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeroSlider } from "./hero-slider";
import { nextSlide, SLIDE_INTERVAL_MS } from "./use-auto-advance";

const slide = (n: number) => ({
  offer_name: `Offer ${n}`,
  slider_name: `Slide ${n}`,
  description: "",
  image: `/images/sliders/s${n}.svg`,
  price: 100 * n,
  cutOffPrice: 120 * n,
  background_image: null,
  product: n,
});

function sliderServer(count: number) {
  const server = createFakeServer();
  server.on("GET", "/slider/all/demo-store", () =>
    json({ isError: false, data: Array.from({ length: count }, (_, i) => slide(i + 1)) }),
  );
  return server;
}

const activeSlide = () =>
  screen.getAllByTestId("slide").findIndex((el) => el.getAttribute("data-active") === "true");

afterEach(() => {
  vi.useRealTimers();
});

describe("nextSlide", () => {
  it.each([
    [0, 3, 1],
    [2, 3, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])("after %i of %i comes %i", (index, count, want) => {
    expect(nextSlide(index, count)).toBe(want);
  });
});

describe("HeroSlider", () => {
  it("loads the first slide's picture at once, the others and the backgrounds when the browser is idle", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    // The first idle moment is once per page load: a fresh page's modules.
    vi.resetModules();
    const { HeroSlider: FreshSlider } = await import("./hero-slider");
    const { renderApp: freshRender } = await import("@henna/storefront/test-support/render-app.tsx");
    try {
      const server = createFakeServer();
      server.on("GET", "/slider/all/demo-store", () =>
        json({
          isError: false,
          data: [{ ...slide(1), background_image: "/images/sliders/bg1.svg" }, slide(2), slide(3)],
        }),
      );
      const { container } = freshRender(<FreshSlider />, { server });
      await screen.findByText("Slide 1");
      const pictures = () => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
      expect(pictures()).toEqual(["/images/sliders/s1.svg"]);
      act(() => {
        for (const callback of idle.splice(0)) callback();
      });
      expect(pictures()).toEqual([
        "/images/sliders/bg1.svg",
        "/images/sliders/s1.svg",
        "/images/sliders/s2.svg",
        "/images/sliders/s3.svg",
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("advances every 5 s and wraps to the first slide", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    renderApp(<HeroSlider />, { server: sliderServer(3) });
    await screen.findByText("Slide 1");
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeSlide()).toBe(0);
  });

  it("holds still while hovered and while paused; a dot shows its slide", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    renderApp(<HeroSlider />, { server: sliderServer(3) });
    const carousel = await screen.findByRole("region", { name: "Offers" });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play slides" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3: Slide 3" }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole("button", { name: "Show slide 3: Slide 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("loads the first slide's picture eagerly with high priority", async () => {
    renderApp(<HeroSlider />, { server: sliderServer(2) });
    const first = await screen.findByAltText("Slide 1");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    // The next slide's picture follows when the browser is idle, without priority.
    expect(await screen.findByAltText("Slide 2")).toHaveAttribute("loading", "lazy");
  });

  it("says 'Failed to load slider data' when the call fails", async () => {
    const server = createFakeServer();
    server.on("GET", "/slider/all/demo-store", () =>
      json({ isError: true, code: "INTERNAL", message: "Down" }, 500),
    );
    renderApp(<HeroSlider />, { server });
    expect(await screen.findByText(FAILED_TO_LOAD_SLIDER)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

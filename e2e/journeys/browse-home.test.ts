// A shopper opens the home page of a fresh demo store (spec §2 Persistent chrome and Home, §4 Popular
// tabs, §9 slider 5 s and marquee 3 s): every section shows what the store's API holds, the sections lead
// where the spec says, nothing is wider than the screen and axe finds nothing serious.

import { POPULAR_TABS, type PopularProduct, popularTabItems } from "@henna/domain/popular-tabs";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface Listed extends PopularProduct {
  product_id: number;
  title: string;
}
interface ProductsAnswer {
  data: Listed[];
  hasMore?: boolean;
}
interface MarqueeAnswer {
  data: Array<{ heading: string }>;
}
interface NewArrivalAnswer {
  data: Array<{ category_name: string; description: string; product: Listed[] | string }>;
}
interface OfferAnswer {
  data: Array<{ title: string; description: string; link?: string | null }>;
}
interface CategoryAnswer {
  data: Array<{ category: string; name: string; status: string; position: number }>;
}
interface SliderAnswer {
  data: Array<{ slider_name: string }>;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.ok, `GET /api${path}`).toBe(true);
  return (await res.json()) as T;
}

/** Every listed product, page by page, as the home page reads them (10 a page). */
async function allProducts(j: Journey): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const body = await api<ProductsAnswer>(
      j,
      `/grouped-product/search-all-products/demo-store?page=${page}&limit=10`,
    );
    all.push(...body.data);
    if (body.data.length < 10 || body.hasMore === false) break;
  }
  return all;
}

function groupProducts(group: NewArrivalAnswer["data"][number]): Listed[] {
  return typeof group.product === "string" ? (JSON.parse(group.product) as Listed[]) : group.product;
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

/**
 * The document is no wider than the viewport (no sideways scrolling on a phone). Compared with the
 * viewport's configured width: a phone browser widens its layout viewport (innerWidth) to fit wide
 * content, so innerWidth would grow with the overflow.
 */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "document wider than the viewport").toBeLessThanOrEqual(viewport);
}

function describeLandmarks(
  violations: Array<{ id: string; nodes: Array<{ target: string; summary: string }> }>,
) {
  return violations.filter((v) => v.id === "landmark-unique").flatMap((v) => v.nodes.map((n) => n.target));
}

/** The titles of the cards in a tab's grid, in order. */
async function cardTitles(page: Page, tab: string): Promise<string[]> {
  const grid = page.getByRole("tabpanel").getByRole("list", { name: tab, exact: true });
  await grid.getByRole("heading", { level: 3 }).first().waitFor();
  return (await grid.getByRole("heading", { level: 3 }).allInnerTexts()).map((t) => t.trim());
}

/**
 * Pauses the page's installed clock just ahead of the page's own time. The page's clock, not this
 * process's: on a busy machine it can run ahead of ours, and pausing in its past is refused; a refusal
 * (the page's time passed the mark meanwhile) tries again from its new time.
 */
async function pauseClockNow(page: Page): Promise<void> {
  for (;;) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 200);
      return;
    } catch (error) {
      if (!/fast-forward to the past/i.test(String(error))) throw error;
    }
  }
}

journey("browse-home", (j) => {
  it("shows the chrome: a promotional heading from the store, its logo and name", async () => {
    const marquee = await api<MarqueeAnswer>(j, "/marquee/all/demo-store");
    const headings = marquee.data.map((row) => row.heading);
    expect(headings.length).toBeGreaterThan(0);
    await j.goto("/");

    // One heading at a time, rotating: whichever shows is one of the store's.
    const shown = j.page.getByRole("banner").getByTestId("marquee-heading");
    await eventually(async () => headings.includes(await textOf(shown))).toBe(true);

    const profile = await api<{ users: { orignal_logoname: string; tag_line: string } }>(
      j,
      "/register/single/demo-store",
    );
    const header = j.page.getByRole("banner");
    await expect
      .poll(() => header.getByRole("img", { name: profile.users.orignal_logoname }).isVisible())
      .toBe(true);
    const homeLink = header.getByRole("link", { name: new RegExp(`^${profile.users.orignal_logoname}`) });
    expect(await homeLink.getAttribute("href")).toBe("/");
    await eventually(() => header.getByRole("combobox", { name: "Search products" }).isVisible()).toBe(true);
    await j.shot("chrome");
  });

  it("lists the New Arrivals groups with their headings, descriptions and products", async () => {
    const groups = (await api<NewArrivalAnswer>(j, "/newarrival/all/demo-store")).data.filter(
      (group) => groupProducts(group).length > 0,
    );
    expect(groups.length).toBeGreaterThan(0);
    const section = j.page.getByRole("region", { name: "New Arrivals", exact: true });
    await section.getByRole("heading", { name: "New Arrivals", level: 2 }).waitFor();
    for (const group of groups) {
      const heading = section.getByRole("heading", { name: group.category_name, level: 3 });
      await heading.waitFor();
      if (group.description) expect(await section.getByText(group.description).isVisible()).toBe(true);
      const row = section.getByRole("region", { name: `New Arrivals: ${group.category_name}` });
      const first = groupProducts(group)[0];
      if (first)
        await row.getByRole("link", { name: first.title, exact: true }).waitFor({ state: "attached" });
    }
    await section.getByRole("heading", { name: groups[0]?.category_name ?? "" }).scrollIntoViewIfNeeded();
    await j.shot("new-arrivals");

    // A row wider than the screen (260 px a card) offers only the way on (›); once scrolled, back (‹) too.
    const widest = groups.reduce((a, b) => (groupProducts(b).length > groupProducts(a).length ? b : a));
    if (groupProducts(widest).length * 260 > (j.page.viewportSize()?.width ?? 0)) {
      const name = `New Arrivals: ${widest.category_name}`;
      const right = section.getByRole("button", { name: `Scroll ${name} right` });
      const left = section.getByRole("button", { name: `Scroll ${name} left` });
      await right.waitFor();
      expect(await left.count()).toBe(0);
      await right.click();
      await left.waitFor();
    }
  });

  it("switches the Popular Products tabs, each showing its own cards", async () => {
    const [products, groups] = await Promise.all([
      allProducts(j),
      api<NewArrivalAnswer>(j, "/newarrival/all/demo-store"),
    ]);
    const newArrivals = groups.data.flatMap(groupProducts);
    const tablist = j.page.getByRole("tablist", { name: "Popular Products" });
    await tablist.scrollIntoViewIfNeeded();
    const seen = new Map<string, string[]>();
    for (const tab of POPULAR_TABS) {
      const button = tablist.getByRole("tab", { name: tab, exact: true });
      await button.click();
      expect(await button.getAttribute("aria-selected")).toBe("true");
      const expected = popularTabItems(tab, { products, newArrivals }).map((item) => item.title.trim());
      expect(expected.length, `the demo store has products for ${tab}`).toBeGreaterThan(0);
      await eventually(() => cardTitles(j.page, tab)).toEqual(expected);
      seen.set(tab, expected);
      await j.shot(`popular-${tab}`);
    }
    // Switching tabs changes the cards.
    const lists = [...seen.values()].map((titles) => titles.join("|"));
    expect(new Set(lists).size).toBe(POPULAR_TABS.length);
    // Spec §2: Show More Products (to /products) only on All Products when more than 20 are loaded.
    expect(await j.page.getByRole("link", { name: "Show More Products" }).count()).toBe(0);
    await tablist.getByRole("tab", { name: "All Products" }).click();
    const more = j.page.getByRole("link", { name: "Show More Products" });
    if (products.length > 20) {
      expect(await more.getAttribute("href")).toBe("/products");
    } else {
      expect(await more.count()).toBe(0);
    }
  });

  it("shows the offers newest first as 'Limited Time Offer!' cards", async () => {
    const offers = (await api<OfferAnswer>(j, "/offer/all/demo-store")).data;
    expect(offers.length).toBeGreaterThan(0);
    const cards = j.page.getByRole("region", { name: "Special Offers" }).getByRole("article");
    await cards.first().scrollIntoViewIfNeeded();
    expect(await cards.count()).toBe(offers.length);
    const reversed = [...offers].reverse();
    for (const [index, offer] of reversed.entries()) {
      const card = cards.nth(index);
      expect(await card.getByText("Limited Time Offer!", { exact: true }).count()).toBe(1);
      expect(await textOf(card.getByRole("heading", { level: 3 }))).toBe(offer.title);
      expect(await card.getByText(offer.description).count()).toBe(1);
      const claim = card.getByRole("link", { name: "Claim Your Offer" });
      if (offer.link?.trim()) expect(await claim.getAttribute("href")).toBe(offer.link.trim());
      else expect(await claim.count()).toBe(0);
    }
    await j.shot("offers");
  });

  it("shows 'Discover Our Categories' whose cards lead to /category-detail/{category}", async () => {
    const categories = (await api<CategoryAnswer>(j, "/category/getdata/category/demo-store")).data
      .filter((c) => c.status === "Active")
      .sort((a, b) => a.position - b.position);
    const heading = j.page.getByRole("heading", { name: "Discover Our Categories", level: 2 });
    await heading.scrollIntoViewIfNeeded();
    expect(await j.page.getByText("Handpicked selections to elevate your lifestyle").isVisible()).toBe(true);
    const row = j.page.getByRole("region", { name: "Categories", exact: true });
    const names = (await row.getByRole("link").allInnerTexts()).map((t) => t.trim());
    expect(names).toEqual(categories.map((c) => c.name));
    await j.shot("categories");

    // A product category (not the courses, which have their own page) opens its listing.
    const target = categories.find((c) => c.category.toLowerCase() !== "courses");
    expect(target).toBeDefined();
    if (!target) return;
    const card = row.getByRole("link", { name: target.name, exact: true });
    expect(await card.getAttribute("href")).toBe(`/category-detail/${encodeURIComponent(target.category)}`);
    await card.click();
    await j.page.waitForURL(`**/category-detail/${encodeURIComponent(target.category)}`);
    await j.page.getByRole("heading", { name: target.name, level: 1 }).waitFor();
    await j.page.waitForLoadState("networkidle");
    await j.shot("category-opened");
  });

  it("leads from the about block's Shop Now to /products", async () => {
    await j.goto("/");
    const about = j.page.getByRole("region", { name: /made in Mumbai/ });
    await about.scrollIntoViewIfNeeded();
    const shopNow = about.getByRole("link", { name: "Shop Now" });
    expect(await shopNow.getAttribute("href")).toBe("/products");
    await j.shot("about");
    await shopNow.click();
    await j.page.waitForURL("**/products");
    await j.page.getByRole("heading", { name: "Discover Our Products", level: 1 }).waitFor();
  });

  it("fits the screen and has no serious accessibility violation", async () => {
    await j.goto("/");
    // Let every section arrive (cards, offers, categories).
    await j.page.getByRole("region", { name: "Categories", exact: true }).getByRole("link").first().waitFor();
    await j.page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first().waitFor();
    await expectNoHorizontalOverflow(j.page);
    await j.shot("home-full", { fullPage: true });
    await j.expectAccessible();
    // Landmarks are told apart by their names (the promotional strip and the slider were both "Offers").
    const violations = await j.checkA11y();
    expect(describeLandmarks(violations)).toEqual([]);
  });

  it("advances the slider every 5 s (dots follow) and rotates the promotional headings every 3 s", async () => {
    const slides = (await api<SliderAnswer>(j, "/slider/all/demo-store")).data;
    const headings = (await api<MarqueeAnswer>(j, "/marquee/all/demo-store")).data.map((m) => m.heading);
    expect(slides.length, "the demo store has several slides").toBeGreaterThan(1);
    // The journeys ask for reduced motion, under which the slider rightly holds still; this shopper
    // does not, and the page's clock is driven by the test.
    const page = await j.freshPage();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await j.goto("/");
    const carousel = page
      .getByRole("region", { name: "Offers" })
      .filter({ has: page.getByRole("button", { name: /^Show slide/ }) });
    const dots = carousel.getByRole("button", { name: /^Show slide \d+:/ });
    await dots.first().waitFor();
    expect(await dots.count()).toBe(slides.length);
    for (const [index, slide] of slides.entries()) {
      expect(await dots.nth(index).getAttribute("aria-label")).toBe(
        `Show slide ${index + 1}: ${slide.slider_name}`,
      );
    }
    const marqueeText = page.getByTestId("marquee-heading");
    await marqueeText.waitFor();
    // Stop time where it is, so each step below moves exactly one interval.
    await pauseClockNow(page);
    const activeDot = async () => {
      const states = await dots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-current")));
      return states.indexOf("true");
    };
    const before = await activeDot();
    expect(before).toBeGreaterThanOrEqual(0);
    await j.shot("slider-before");

    const shownHeading = await textOf(marqueeText);
    const headingIndex = headings.indexOf(shownHeading);
    expect(headingIndex, `"${shownHeading}" is one of the store's headings`).toBeGreaterThanOrEqual(0);
    await page.clock.runFor(3000);
    expect(await textOf(marqueeText)).toBe(headings[(headingIndex + 1) % headings.length]);

    await page.clock.runFor(2000);
    const after = await activeDot();
    expect(after).toBe((before + 1) % slides.length);
    const activeSlide = carousel.locator('[aria-roledescription="slide"]:not([inert])');
    expect(await textOf(activeSlide.getByRole("heading", { level: 2 }))).toBe(slides[after]?.slider_name);
    await j.shot("slider-after");

    // It wraps to the first slide after the last.
    await page.clock.runFor(5000 * (slides.length - 1));
    expect(await activeDot()).toBe(before);
  });
});

// A shopper searches from the header (spec §2 Persistent chrome, §5 and §9: at most 8 suggestions,
// case-insensitive title match, unique): the suggestions are the ones the store's own search answer
// gives, the arrow keys and Enter open the highlighted product, and Enter with nothing highlighted opens
// the /product?search= listing.

import { productPath } from "@henna/domain/product-route";
import { MAX_SEARCH_SUGGESTIONS, searchSuggestions } from "@henna/domain/search-suggestions";
import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface Listed {
  product_id: number;
  title: string;
}

/** The first page (10) of the store's search answer, as the search box asks for it. */
async function searchAnswer(j: Journey, text: string): Promise<Listed[]> {
  const res = await fetch(
    j.url(
      `/api/grouped-product/search-all-products/demo-store?page=1&limit=10&search=${encodeURIComponent(text)}`,
    ),
  );
  expect(res.ok).toBe(true);
  return ((await res.json()) as { data: Listed[] }).data;
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

journey("browse-search", (j) => {
  const searchBox = () => j.page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  const suggestions = () => j.page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });

  it("suggests at most 8 titles matching case-insensitively, as the store's search answers", async () => {
    await j.goto("/");
    // Mixed case on purpose: the match ignores case.
    const typed = "HeNNa";
    const items = await searchAnswer(j, typed);
    const expected = searchSuggestions(items, typed);
    expect(expected.length, "the demo store has henna products").toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(MAX_SEARCH_SUGGESTIONS);

    const box = searchBox();
    await box.click();
    await box.pressSequentially(typed, { delay: 30 });
    await suggestions().getByRole("option").first().waitFor();
    await expect
      .poll(async () => (await suggestions().getByRole("option").allInnerTexts()).map((t) => t.trim()))
      .toEqual(expected);
    const shown = await suggestions().getByRole("option").allInnerTexts();
    expect(shown.length).toBeLessThanOrEqual(MAX_SEARCH_SUGGESTIONS);
    for (const title of shown) expect(title.toLowerCase()).toContain(typed.toLowerCase());
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await j.shot("suggestions");
  });

  it("moves through the suggestions with ArrowDown and opens the highlighted one with Enter", async () => {
    const typed = "HeNNa";
    const items = await searchAnswer(j, typed);
    const expected = searchSuggestions(items, typed);
    const box = searchBox();
    const options = suggestions().getByRole("option");

    await box.press("ArrowDown");
    await eventually(() => options.nth(0).getAttribute("aria-selected")).toBe("true");
    await box.press("ArrowDown");
    await eventually(() => options.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await options.nth(0).getAttribute("aria-selected")).toBe("false");
    // The input points screen readers at the highlighted option.
    expect(await box.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    await j.shot("highlighted");

    const chosenTitle = expected[1] ?? "";
    const chosen = items.find((item) => item.title.trim().toLowerCase() === chosenTitle.toLowerCase());
    expect(chosen, `${chosenTitle} is in the search answer`).toBeDefined();
    await box.press("Enter");
    await j.page.waitForURL((url) => url.pathname === productPath(chosenTitle, chosen?.product_id ?? 0));
    await j.page.getByRole("heading", { name: chosenTitle, level: 1 }).waitFor();
    await j.page.waitForLoadState("networkidle");
    expect(await suggestions().isVisible()).toBe(false);
    await j.shot("product-opened");
  });

  it("opens /product?search=text with the results when Enter is pressed with nothing highlighted", async () => {
    await j.goto("/");
    const typed = "chai";
    const box = searchBox();
    await box.fill(typed);
    await box.press("Enter");
    await j.page.waitForURL((url) => url.pathname === "/product" && url.searchParams.get("search") === typed);
    await j.page.getByRole("heading", { name: `Results for “${typed}”`, level: 1 }).waitFor();

    const expected = (await searchAnswer(j, typed)).map((item) => item.title);
    expect(expected.length, "the demo store sells chai").toBeGreaterThan(0);
    const grid = j.page.getByRole("list", { name: `Results for “${typed}”` });
    await grid.getByRole("heading", { level: 2 }).first().waitFor();
    const titles = (await grid.getByRole("heading", { level: 2 }).allInnerTexts()).map((t) => t.trim());
    expect(titles).toEqual(expected);
    for (const title of titles) expect(title.toLowerCase()).toContain(typed);
    expect(await textOf(j.page.getByRole("main").getByText(/^(Showing )?\d+ products?$/))).toMatch(/\d+/);
    await j.shot("search-listing");
    await j.expectAccessible();
  });

  it("says so when nothing matches", async () => {
    await j.goto("/");
    const typed = "zzqxv";
    const box = searchBox();
    await box.fill(typed);
    await expect
      .poll(() => j.page.getByRole("banner").getByText(`No products match “${typed}”`).isVisible())
      .toBe(true);
    expect(await suggestions().getByRole("option").count()).toBe(0);
    await j.shot("no-suggestions");
    await box.press("Enter");
    await j.page.getByRole("heading", { name: `Results for “${typed}”`, level: 1 }).waitFor();
    await j.page.getByText("No products found").waitFor();
    await j.shot("no-results");
  });
});

// Steps the Hindi journey uses: the language switch, the checks that a screen speaks Hindi (no English
// interface words, <html lang="hi">) and that no text overflows its button or card on a phone.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Journey } from "../harness/journey.js";

/** Chooses a language with the English / हिन्दी switch (the phone drawer's, else the header's); the page reloads. */
export async function chooseLanguage(page: Page, language: "en" | "hi"): Promise<void> {
  const name = language === "hi" ? "हिन्दी" : "English";
  const menu = page.getByRole("button", { name: language === "hi" ? "Open menu" : "मेन्यू खोलें" });
  const scope = (await menu.isVisible()) ? page.getByRole("dialog") : page.getByRole("banner");
  if (await menu.isVisible()) await menu.click();
  const reloaded = page.waitForEvent("load");
  await scope.getByRole("button", { name, exact: true }).click();
  await reloaded;
  await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
  await page.waitForLoadState("networkidle");
}

export async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

export async function langCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;
}

/**
 * The interface words a screen must not show in English once the reader chose Hindi (product names,
 * prices, codes and the store's own content stay as they are, so only the app's own words are listed).
 */
export async function expectNoEnglish(page: Page, words: readonly string[]): Promise<void> {
  // innerText, not textContent: only what is rendered (no script or style text, no hidden elements).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const text = await page.evaluate(() => document.body.innerText);
  const found = words.filter((word) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`).test(text));
  expect(found).toEqual([]);
  expect(text).toMatch(/[\u0900-\u097F]/);
}

/** Buttons, links styled as buttons and cards whose text is wider than their box (cut off or spilling). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = document.querySelectorAll<HTMLElement>("button, .btn, .card, [role=tab], select");
    const out: string[] = [];
    for (const box of boxes) {
      const style = getComputedStyle(box);
      if (style.display === "none" || style.visibility === "hidden" || box.offsetParent === null) continue;
      // Sideways scrollers (tab rows, carousels) are meant to be wider than their box.
      if (style.overflowX === "auto" || style.overflowX === "scroll") continue;
      if (box.scrollWidth > box.clientWidth + 1)
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text names the box in the report
        out.push((box.innerText || box.getAttribute("aria-label") || box.tagName).trim().slice(0, 60));
    }
    return out;
  });
}

/** A Hindi screenshot at the phone's width, after checking nothing overflows. */
export async function hindiShot(j: Journey, step: string): Promise<void> {
  expect(await overflowing(j.page)).toEqual([]);
  await j.shot(step, { fullPage: true });
}

// A lazy page's own Hindi texts: loaded with its code when it first renders on a Hindi page (a move
// inside the app), never on an English one, and never by preload() (the app's start loads them itself).
import { render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storefrontHindi } from "../i18n/hi";
import { activateLanguage, t } from "../i18n/i18n";
import { lazyPage, NO_TEXTS } from "./lazy-page";

const HELLO = "Hello from the page";
const Greeting = () => <p>{t(HELLO)}</p>;

function page() {
  const texts = vi.fn(async () => ({ default: { [HELLO]: "पेज से नमस्ते" } }));
  return { Page: lazyPage(async () => ({ default: Greeting }), texts), texts };
}

const shown = (Page: () => React.ReactNode) =>
  render(
    <Suspense fallback="…">
      <Page />
    </Suspense>,
  );

afterEach(() => activateLanguage("en"));

describe("lazyPage", () => {
  it("adds the page's own texts to the catalogue before it renders on a Hindi page", async () => {
    activateLanguage("hi", storefrontHindi);
    const { Page, texts } = page();
    shown(Page);
    expect(await screen.findByText("पेज से नमस्ते")).toBeInTheDocument();
    expect(texts).toHaveBeenCalledOnce();
    // The app's core is left as it is: the texts go into the active catalogue only.
    expect(storefrontHindi).not.toHaveProperty(HELLO);
  });

  it("loads only the code on an English page, and preload() only the code", async () => {
    const { Page, texts } = page();
    await Page.preload();
    shown(Page);
    expect(await screen.findByText(HELLO)).toBeInTheDocument();
    const other = page();
    shown(other.Page);
    await waitFor(() => expect(screen.getAllByText(HELLO)).toHaveLength(2));
    expect(texts).not.toHaveBeenCalled();
    expect(other.texts).not.toHaveBeenCalled();
  });

  it("gives its texts for the app's start, none when it has no part of the catalogue", async () => {
    expect(await page().Page.texts()).toEqual({ [HELLO]: "पेज से नमस्ते" });
    expect(await lazyPage(async () => ({ default: Greeting })).texts()).toBe(NO_TEXTS);
  });
});

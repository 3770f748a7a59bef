import { describe, expect, it } from "vitest";
import { hindiUrl, plainText, searchDescription, shareMessage } from "./search-listing";

describe("searchDescription", () => {
  const long = `${"Kesar henna cone made fresh every week ".repeat(5)}end`;
  it.each([
    ["short text as is", "Pure henna cone.", 155, "Pure henna cone."],
    ["HTML tags and spaces out", "<p>Pure  <b>henna</b>\n cone</p>", 155, "Pure henna cone"],
    ["cut on a word", "one two three four", 12, "one two…"],
    ["trailing punctuation before the cut dropped", "one two, three four", 13, "one two…"],
    ["one long word cut inside", "abcdefghijklmnop", 6, "abcde…"],
    ["exactly the limit kept", "abcdef", 6, "abcdef"],
  ])("%s", (_name, text, max, want) => expect(searchDescription(text, max)).toBe(want));

  it("never passes 155 characters and ends on a whole word", () => {
    const cut = searchDescription(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    // The original goes on with a space after the kept words: no word was cut.
    expect(long.startsWith(`${cut.slice(0, -1)} `)).toBe(true);
  });
});

describe("hindiUrl and shareMessage", () => {
  it.each([
    ["https://s.in/about", "https://s.in/about?lang=hi"],
    ["https://s.in/product?search=tea", "https://s.in/product?search=tea&lang=hi"],
  ])("%s", (url, want) => expect(hindiUrl(url)).toBe(want));

  it("puts name, price and link on lines of their own, without a missing price", () => {
    expect(shareMessage({ title: "Kesar Cone", priceText: "₹499", url: "https://s.in/p" })).toBe(
      "Kesar Cone\n₹499\nhttps://s.in/p",
    );
    expect(shareMessage({ title: "Kesar Cone", priceText: null, url: "https://s.in/p" })).toBe(
      "Kesar Cone\nhttps://s.in/p",
    );
  });

  it("reads HTML entities as text", () => expect(plainText("Tea&nbsp;&amp;&nbsp;henna")).toBe("Tea & henna"));
});

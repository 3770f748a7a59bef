import { describe, expect, test } from "vitest";
import { MAX_SEARCH_SUGGESTIONS, searchSuggestions } from "./search-suggestions";

const titles = (...list: (string | null)[]) => list.map((title) => ({ title }));

describe("searchSuggestions", () => {
  const catalogue = titles(
    "Bridal Henna Cone",
    "Organic Henna Powder",
    "Masala Tea",
    "bridal henna cone",
    " Bridal Henna Cone ",
    null,
    "",
    "Green Tea",
    "HENNA Oil",
  );

  test.each<{ name: string; query: string | null | undefined; want: string[] }>([
    {
      name: "case-insensitive match, unique titles",
      query: "henna",
      want: ["Bridal Henna Cone", "Organic Henna Powder", "HENNA Oil"],
    },
    { name: "query trimmed and upper case", query: "  TEA ", want: ["Masala Tea", "Green Tea"] },
    { name: "match inside a word", query: "asal", want: ["Masala Tea"] },
    { name: "blank query", query: "   ", want: [] },
    { name: "empty query", query: "", want: [] },
    { name: "null query", query: null, want: [] },
    { name: "undefined query", query: undefined, want: [] },
    { name: "no match", query: "perfume", want: [] },
  ])("$name", ({ query, want }) => {
    expect(searchSuggestions(catalogue, query)).toEqual(want);
  });

  test("at most 8", () => {
    const many = titles(...Array.from({ length: 12 }, (_, index) => `Cone ${index + 1}`));
    expect(MAX_SEARCH_SUGGESTIONS).toBe(8);
    expect(searchSuggestions(many, "cone")).toEqual(
      Array.from({ length: 8 }, (_, index) => `Cone ${index + 1}`),
    );
  });

  test("duplicates do not use up the limit", () => {
    const many = titles("A cone", "A cone", "a cone", "B cone");
    expect(searchSuggestions(many, "cone", 2)).toEqual(["A cone", "B cone"]);
  });

  test("a limit of 0 gives none", () => {
    expect(searchSuggestions(catalogue, "tea", 0)).toEqual([]);
  });
});

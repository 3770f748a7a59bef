import { describe, expect, it } from "vitest";
import { metaForPath, routeKey, routeMetaProblems } from "./route-meta";

describe("routeKey", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/About/", "/about"],
    ["/course//", "/course"],
    [" /privacy-policy ", "/privacy-policy"],
  ])("%j -> %j", (path, key) => expect(routeKey(path)).toBe(key));
});

describe("routeMetaProblems", () => {
  const ok = { route: "/about", title: "About us", description: "" };
  it.each([
    ["a good route", [ok], []],
    [
      "no leading slash",
      [{ ...ok, route: "about" }],
      ['"about" is not a page path: start with / and use letters, digits, - and / only.'],
    ],
    [
      "a query",
      [{ ...ok, route: "/about?x=1" }],
      ['"/about?x=1" is not a page path: start with / and use letters, digits, - and / only.'],
    ],
    ["empty", [{ route: "/about", title: " ", description: "" }], ["Give /about a title or a description."]],
    [
      "a long title",
      [{ ...ok, title: "x".repeat(121) }],
      ["The title of /about is longer than 120 characters."],
    ],
    [
      "a long description",
      [{ ...ok, description: "x".repeat(301) }],
      ["The description of /about is longer than 300 characters."],
    ],
    ["twice", [ok, { ...ok, route: "/About/" }], ["/about is listed twice."]],
  ])("%s", (_name, list, problems) => expect(routeMetaProblems(list)).toEqual(problems));
});

describe("metaForPath", () => {
  const store = { title: "Shop", description: "Henna and tea" };
  const routes = { "/about": { title: "About", description: "" } };
  it("uses the page's own title and falls back to the store's description", () => {
    expect(metaForPath("/About/", store, routes)).toEqual({ title: "About", description: "Henna and tea" });
  });
  it("uses the store's for a page without a setting", () => {
    expect(metaForPath("/cart", store, routes)).toEqual(store);
  });
});

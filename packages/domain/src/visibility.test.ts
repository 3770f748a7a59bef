import { describe, expect, test } from "vitest";
import type { NumberLike } from "./money";
import {
  activeOnly,
  isActive,
  isCourse,
  productsForCategoryRoute,
  sortCategoriesByPosition,
  visibleCategories,
  visibleElsewhere,
  visibleOnCoursePages,
} from "./visibility";

describe("isActive", () => {
  test.each<{ given: string | null | undefined; want: boolean }>([
    { given: "Active", want: true },
    { given: " active ", want: true },
    { given: "ACTIVE", want: true },
    { given: "Inactive", want: false },
    { given: "Draft", want: false },
    { given: "", want: false },
    { given: null, want: false },
    { given: undefined, want: false },
  ])("status $given -> $want", ({ given, want }) => {
    expect(isActive({ status: given })).toBe(want);
  });

  test("activeOnly keeps order and does not mutate", () => {
    const given = [
      { id: 1, status: "Active" },
      { id: 2, status: "Inactive" },
      { id: 3, status: "Active" },
    ];
    expect(activeOnly(given).map((item) => item.id)).toEqual([1, 3]);
    expect(given).toHaveLength(3);
  });
});

describe("categories", () => {
  type Cat = { name: string; status?: string; position?: NumberLike };

  test.each<{ name: string; given: Cat[]; want: string[] }>([
    {
      name: "numeric ascending, numeric text compared as numbers",
      given: [
        { name: "c", position: 10 },
        { name: "a", position: "2" },
        { name: "b", position: 3 },
      ],
      want: ["a", "b", "c"],
    },
    {
      name: "missing and unparsable positions last, in fetched order",
      given: [
        { name: "x" },
        { name: "b", position: 2 },
        { name: "y", position: "top" },
        { name: "a", position: 1 },
        { name: "z", position: null },
      ],
      want: ["a", "b", "x", "y", "z"],
    },
    {
      name: "equal positions keep fetched order (stable)",
      given: [
        { name: "first", position: 1 },
        { name: "second", position: "1" },
        { name: "zero", position: 0 },
      ],
      want: ["zero", "first", "second"],
    },
    { name: "empty", given: [], want: [] },
  ])("sortCategoriesByPosition: $name", ({ given, want }) => {
    const copy = [...given];
    expect(sortCategoriesByPosition(given).map((item) => item.name)).toEqual(want);
    expect(given).toEqual(copy);
  });

  test("visibleCategories: only Active, sorted", () => {
    const given: Cat[] = [
      { name: "Tea", status: "Active", position: 2 },
      { name: "Old", status: "Inactive", position: 0 },
      { name: "Cones", status: "Active", position: 1 },
    ];
    expect(visibleCategories(given).map((item) => item.name)).toEqual(["Cones", "Tea"]);
  });
});

describe("courses rule", () => {
  test.each<{ given: string | null | undefined; want: boolean }>([
    { given: "courses", want: true },
    { given: "Courses", want: true },
    { given: "  COURSES ", want: true },
    { given: "course", want: false },
    { given: "henna courses", want: false },
    { given: "", want: false },
    { given: null, want: false },
  ])("isCourse($given) = $want", ({ given, want }) => {
    expect(isCourse({ category: given })).toBe(want);
  });

  const list = [
    { id: 1, status: "Active", category: "Courses" },
    { id: 2, status: "Active", category: "Cones" },
    { id: 3, status: "Inactive", category: "courses" },
    { id: 4, status: "Active", category: " courses " },
    { id: 5, status: "Active", category: null },
    { id: 6, status: "Inactive", category: "Tea" },
  ];

  test("visibleOnCoursePages: Active courses only", () => {
    expect(visibleOnCoursePages(list).map((item) => item.id)).toEqual([1, 4]);
  });

  test("visibleElsewhere: Active, never courses", () => {
    expect(visibleElsewhere(list).map((item) => item.id)).toEqual([2, 5]);
  });
});

describe("productsForCategoryRoute", () => {
  const list = [
    { id: 1, status: "Active", category: "Bridal Henna" },
    { id: 2, status: "Active", category: "Tea" },
    { id: 3, status: "Inactive", category: "Tea" },
    { id: 4, status: "Active", category: "tea " },
    { id: 5, status: "Active", category: "courses" },
  ];

  test.each<{ given: string; want: number[] }>([
    { given: "Tea", want: [2, 4] },
    { given: "/Tea", want: [2, 4] },
    { given: "tea", want: [2, 4] },
    { given: "Bridal%20Henna", want: [1] },
    { given: "Bridal Henna", want: [1] },
    { given: "%E0%A4%A", want: [] }, // malformed encoding: used as is, matches nothing
    { given: "courses", want: [] }, // courses are never listed outside the course pages
    { given: "", want: [] },
    { given: "/", want: [] },
    { given: "Unknown", want: [] },
  ])("route $given -> $want", ({ given, want }) => {
    expect(productsForCategoryRoute(list, given).map((item) => item.id)).toEqual(want);
  });

  test("malformed encoding is compared as raw text", () => {
    expect(productsForCategoryRoute([{ status: "Active", category: "100%" }], "100%")).toHaveLength(1);
  });
});

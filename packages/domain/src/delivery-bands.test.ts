import { describe, expect, it } from "vitest";
import { type BandInput, bandProblemsOf, inActiveBand } from "./delivery-bands";

const band = (min: number, max: number, amount = 40, status: BandInput["status"] = "Active"): BandInput => ({
  min_kilometer: min,
  max_kilometer: max,
  amount,
  status,
});

describe("bandProblemsOf", () => {
  const cases: Array<[string, BandInput[], string[]]> = [
    ["no bands", [], []],
    ["one band", [band(0, 5)], []],
    ["touching bands (a shared end)", [band(0, 5), band(5, 15), band(15, 50)], []],
    ["whole-kilometre neighbours leave no billable gap", [band(0, 5), band(6, 15)], []],
    ["bands out of order are sorted first", [band(15, 50), band(0, 5), band(5, 15)], []],
    ["an Inactive band may overlap", [band(0, 5), band(5, 15), band(3, 2500, 250, "Inactive")], []],
    [
      "an Inactive band does not fill a gap",
      [band(0, 5), band(5, 8, 60, "Inactive"), band(10, 20)],
      ["Distance bands 1 (0 km-5 km) and 3 (10 km-20 km) leave a gap: no Active band covers 6-9 km."],
    ],
    [
      "overlapping Active bands",
      [band(0, 10), band(5, 15)],
      [
        "Distance bands 1 (0 km-10 km) and 2 (5 km-15 km) overlap: an Active band must start where the one before it ends.",
      ],
    ],
    [
      "a one-kilometre gap",
      [band(0, 5), band(7, 15)],
      ["Distance bands 1 (0 km-5 km) and 2 (7 km-15 km) leave a gap: no Active band covers 6 km."],
    ],
    [
      "a gap between fractional ends",
      [band(0, 5.5), band(6.5, 9)],
      ["Distance bands 1 (0 km-5.5 km) and 2 (6.5 km-9 km) leave a gap: no Active band covers 6 km."],
    ],
    ["before the first band is not a gap", [band(2, 5), band(5, 9)], []],
    [
      "start not below end",
      [band(5, 5)],
      ["Distance band 1: the start (5 km) must be below the end (5 km)."],
    ],
    [
      "negative start and price",
      [band(-1, 5, -10)],
      [
        "Distance band 1: the start must be between 0 and 5000 km.",
        "Distance band 1: the price must be 0 or more.",
      ],
    ],
    ["too far", [band(0, 6000)], ["Distance band 1: the end must be between 0 and 5000 km."]],
    ["not a number", [band(Number.NaN, 5)], ["Distance band 1: the start must be between 0 and 5000 km."]],
  ];
  it.each(cases)("%s", (_name, bands, problems) => {
    expect(bandProblemsOf(bands, "distance")).toEqual(problems);
  });

  it("names free-delivery bands and their threshold", () => {
    expect(bandProblemsOf([band(0, 15, -1)], "free")).toEqual([
      "Free-delivery band 1: the threshold must be 0 or more.",
    ]);
    expect(bandProblemsOf([band(0, 15, 999), band(10, 30, 1999)], "free")).toEqual([
      "Free-delivery bands 1 (0 km-15 km) and 2 (10 km-30 km) overlap: an Active band must start where the one before it ends.",
    ]);
  });
});

describe("inActiveBand", () => {
  const bands = [band(0, 5), band(5, 15), band(50, 2500, 250, "Inactive")];
  it.each([
    [0, true],
    [5, true],
    [15, true],
    [16, false],
    [1150, false],
  ])("%d km -> %s", (distance, inside) => {
    expect(inActiveBand(bands, distance)).toBe(inside);
  });
});

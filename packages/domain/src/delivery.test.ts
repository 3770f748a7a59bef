import { describe, expect, it } from "vitest";
import {
  billableKm,
  type DeliveryPriceBand,
  deliveryCharge,
  distanceKm,
  type FreeDeliveryBand,
  matchingDeliveryPrice,
  matchingFreeDeliveryThreshold,
  parseCoordinates,
} from "./delivery";

// One degree of latitude on a 6371 km sphere.
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const office = { latitude: 19.1872, longitude: 72.8484 };
/** A point `km` north of the office. */
const north = (km: number) => ({
  latitude: office.latitude + km / KM_PER_DEGREE,
  longitude: office.longitude,
});

describe("parseCoordinates", () => {
  it.each([
    { given: { latitude: 19.1, longitude: 72.8 }, want: { latitude: 19.1, longitude: 72.8 } },
    { given: { latitude: " 19.1 ", longitude: "72.8" }, want: { latitude: 19.1, longitude: 72.8 } },
    { given: { latitude: 0, longitude: 0 }, want: { latitude: 0, longitude: 0 } },
    { given: { latitude: -90, longitude: 180 }, want: { latitude: -90, longitude: 180 } },
    { given: { latitude: "", longitude: "72.8" }, want: null },
    { given: { latitude: "  ", longitude: "72.8" }, want: null },
    { given: { latitude: "abc", longitude: "72.8" }, want: null },
    { given: { latitude: null, longitude: 72.8 }, want: null },
    { given: { longitude: 72.8 }, want: null },
    { given: { latitude: Number.NaN, longitude: 72.8 }, want: null },
    { given: { latitude: 91, longitude: 72.8 }, want: null },
    { given: { latitude: 19, longitude: -180.5 }, want: null },
    { given: null, want: null },
    { given: undefined, want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(parseCoordinates(given)).toEqual(want);
  });
});

describe("distanceKm", () => {
  it.each([
    { name: "same point", from: office, to: office, want: 0 },
    {
      name: "one degree of latitude",
      from: { latitude: 0, longitude: 0 },
      to: { latitude: 1, longitude: 0 },
      want: KM_PER_DEGREE,
    },
    {
      name: "one degree of longitude on the equator",
      from: { latitude: 0, longitude: 0 },
      to: { latitude: 0, longitude: 1 },
      want: KM_PER_DEGREE,
    },
    {
      name: "numeric strings",
      from: { latitude: "0", longitude: "0" },
      to: { latitude: "1", longitude: "0" },
      want: KM_PER_DEGREE,
    },
    {
      name: "antipodes",
      from: { latitude: 0, longitude: 0 },
      to: { latitude: 0, longitude: 180 },
      want: Math.PI * 6371,
    },
    // Mumbai (CST) to Pune station: about 120 km as the crow flies.
    {
      name: "Mumbai to Pune",
      from: { latitude: 18.9398, longitude: 72.8355 },
      to: { latitude: 18.5289, longitude: 73.8744 },
      want: 118.56,
    },
  ])("$name", ({ from, to, want }) => {
    expect(distanceKm(from, to)).toBeCloseTo(want, 1);
  });

  it.each([
    { name: "missing office", from: null, to: office },
    { name: "missing address", from: office, to: undefined },
    { name: "empty address coordinates", from: office, to: { latitude: "", longitude: "" } },
    { name: "invalid text", from: office, to: { latitude: "19.1N", longitude: "72.8E" } },
  ])("$name → null", ({ from, to }) => {
    expect(distanceKm(from, to)).toBeNull();
  });
});

describe("billableKm", () => {
  it.each([
    { given: 0, want: 0 },
    { given: 0.05, want: 0 },
    { given: 0.0999, want: 0 },
    { given: 0.1, want: 1 },
    { given: 0.5, want: 1 },
    { given: 1, want: 1 },
    { given: 1.2, want: 1 },
    { given: 1.49, want: 1 },
    { given: 1.5, want: 2 },
    { given: 2.4, want: 2 },
    { given: 2.5, want: 3 },
    { given: 10.51, want: 11 },
    { given: -3, want: 0 },
    { given: Number.NaN, want: 0 },
    { given: Number.POSITIVE_INFINITY, want: 0 },
  ])("$given km → $want", ({ given, want }) => {
    expect(billableKm(given)).toBe(want);
  });
});

const freeBands: FreeDeliveryBand[] = [
  { min_kilometer: 0, max_kilometer: 5, freedelivery_price: 500 },
  { min_kilometer: "6", max_kilometer: "10", freedelivery_price: "1000" },
];
const priceBands: DeliveryPriceBand[] = [
  { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
  { min_kilometer: 6, max_kilometer: 10, delivery_price: "80", status: "Active" },
  { min_kilometer: 11, max_kilometer: 20, delivery_price: 150, status: "Inactive" },
  { min_kilometer: 11, max_kilometer: 30, delivery_price: 200, status: "Active" },
];

describe("matchingFreeDeliveryThreshold", () => {
  it.each([
    { given: 0, want: 500 },
    { given: 5, want: 500 },
    { given: 6, want: 1000 },
    { given: 10, want: 1000 },
    { given: 11, want: null },
  ])("$given km → $want", ({ given, want }) => {
    expect(matchingFreeDeliveryThreshold(freeBands, given)).toBe(want);
  });

  it("skips bands with non-numeric fields and takes the first match", () => {
    const bands: FreeDeliveryBand[] = [
      { min_kilometer: "x", max_kilometer: 5, freedelivery_price: 100 },
      { min_kilometer: 0, max_kilometer: 5, freedelivery_price: "" },
      { min_kilometer: 0, max_kilometer: 5, freedelivery_price: 300 },
      { min_kilometer: 0, max_kilometer: 5, freedelivery_price: 900 },
    ];
    expect(matchingFreeDeliveryThreshold(bands, 3)).toBe(300);
  });
});

describe("matchingDeliveryPrice", () => {
  it.each([
    { given: 0, want: 40 },
    { given: 5, want: 40 },
    { given: 6, want: 80 },
    { given: 11, want: 200 }, // the Inactive 11-20 band is skipped
    { given: 30, want: 200 },
    { given: 31, want: null },
  ])("$given km → $want", ({ given, want }) => {
    expect(matchingDeliveryPrice(priceBands, given)).toBe(want);
  });

  it("needs status exactly Active", () => {
    expect(
      matchingDeliveryPrice(
        [{ min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "active" }],
        1,
      ),
    ).toBeNull();
  });
});

describe("deliveryCharge", () => {
  it.each([
    {
      name: "missing address coordinates",
      given: { address: { latitude: "", longitude: "" }, orderTotal: 100 },
      want: { charge: 0, reason: "no-coordinates", billableKm: null },
    },
    {
      name: "0.05 km counts as 0 km and takes the 0-5 band",
      given: { address: north(0.05), orderTotal: 100 },
      want: { charge: 40, reason: "band", billableKm: 0 },
    },
    {
      name: "0.5 km counts as 1 km",
      given: { address: north(0.5), orderTotal: 100 },
      want: { charge: 40, reason: "band", billableKm: 1 },
    },
    {
      name: "total reaches the free threshold exactly",
      given: { address: north(3), orderTotal: 500 },
      want: { charge: 0, reason: "free", billableKm: 3 },
    },
    {
      name: "total just below the free threshold",
      given: { address: north(3), orderTotal: 499.99 },
      want: { charge: 40, reason: "band", billableKm: 3 },
    },
    {
      name: "5.4 km rounds to 5 (upper bound inclusive)",
      given: { address: north(5.4), orderTotal: 100 },
      want: { charge: 40, reason: "band", billableKm: 5 },
    },
    {
      name: "5.6 km rounds to 6 (lower bound inclusive) with a text threshold",
      given: { address: north(5.6), orderTotal: 1000 },
      want: { charge: 0, reason: "free", billableKm: 6 },
    },
    {
      name: "5.6 km below the threshold pays the text price",
      given: { address: north(5.6), orderTotal: 999 },
      want: { charge: 80, reason: "band", billableKm: 6 },
    },
    {
      name: "no free band at 15 km, Active band applies",
      given: { address: north(15), orderTotal: 100_000 },
      want: { charge: 200, reason: "band", billableKm: 15 },
    },
    {
      name: "beyond every band",
      given: { address: north(40), orderTotal: 100 },
      want: { charge: 0, reason: "no-band", billableKm: 40 },
    },
  ])("$name", ({ given, want }) => {
    const got = deliveryCharge({
      office,
      address: given.address,
      orderTotal: given.orderTotal,
      freeDeliveryBands: freeBands,
      deliveryPriceBands: priceBands,
    });
    expect({ charge: got.charge, reason: got.reason, billableKm: got.billableKm }).toEqual(want);
  });

  it("reports the raw distance next to the billable km", () => {
    const got = deliveryCharge({
      office,
      address: north(2.4),
      orderTotal: 0,
      freeDeliveryBands: [],
      deliveryPriceBands: priceBands,
    });
    expect(got.distanceKm).toBeCloseTo(2.4, 6);
    expect(got.billableKm).toBe(2);
  });

  it("free band matched but total below and no price band → no-band", () => {
    const got = deliveryCharge({
      office,
      address: north(3),
      orderTotal: 10,
      freeDeliveryBands: freeBands,
      deliveryPriceBands: [],
    });
    expect(got).toMatchObject({ charge: 0, reason: "no-band" });
  });

  it("no office coordinates → 0", () => {
    const got = deliveryCharge({
      office: undefined,
      address: north(3),
      orderTotal: 10,
      freeDeliveryBands: freeBands,
      deliveryPriceBands: priceBands,
    });
    expect(got).toEqual({ charge: 0, reason: "no-coordinates", distanceKm: null, billableKm: null });
  });
});

import { describe, expect, it } from "vitest";
import { lookupPincode, PINCODE_COORDINATES } from "./pincode-coordinates.js";

// Rough boxes around each city; a typo in a coordinate lands far outside.
const BOUNDS: Record<string, { lat: [number, number]; lng: [number, number] }> = {
  Mumbai: { lat: [18.89, 19.28], lng: [72.77, 72.99] },
  Thane: { lat: [19.15, 19.3], lng: [72.93, 73.05] },
  "Navi Mumbai": { lat: [18.98, 19.15], lng: [72.97, 73.1] },
  "Mira Bhayandar": { lat: [19.25, 19.32], lng: [72.84, 72.9] },
  Pune: { lat: [18.4, 18.7], lng: [73.7, 74.0] },
  Delhi: { lat: [28.4, 28.9], lng: [76.9, 77.4] },
  Bengaluru: { lat: [12.8, 13.1], lng: [77.4, 77.8] },
  Ahmedabad: { lat: [22.9, 23.15], lng: [72.45, 72.7] },
  Jaipur: { lat: [26.75, 27.0], lng: [75.65, 75.9] },
};

describe("lookupPincode", () => {
  it.each([
    { given: "400097", want: { city: "Mumbai", area: "Malad East" } },
    { given: "400001", want: { city: "Mumbai", area: "Fort" } },
    { given: " 400 064 ", want: { city: "Mumbai", area: "Malad West" } },
    { given: "411038", want: { city: "Pune", area: "Kothrud" } },
    { given: "110001", want: { city: "Delhi", area: "Connaught Place" } },
    { given: "560034", want: { city: "Bengaluru", area: "Koramangala" } },
    { given: "380009", want: { city: "Ahmedabad", area: "Navrangpura" } },
    { given: "302001", want: { city: "Jaipur", area: "MI Road" } },
  ])("finds $given", ({ given, want }) => {
    expect(lookupPincode(given)).toMatchObject(want);
  });

  it.each(["999999", "4000", "", "abcdef"])("has no coordinates for %j", (pin) => {
    expect(lookupPincode(pin)).toBeNull();
  });
});

describe("the pincode table", () => {
  it("covers Mumbai from 400001 to 400104 well", () => {
    const mumbai = [...PINCODE_COORDINATES.values()].filter((p) => p.city === "Mumbai");
    expect(mumbai.length).toBeGreaterThanOrEqual(80);
    expect(mumbai.every((p) => p.pincode >= "400001" && p.pincode <= "400104")).toBe(true);
  });

  it("puts every pincode inside its city", () => {
    const outside = [...PINCODE_COORDINATES.values()].filter((p) => {
      const box = BOUNDS[p.city];
      if (!box) return true;
      return (
        p.latitude < box.lat[0] ||
        p.latitude > box.lat[1] ||
        p.longitude < box.lng[0] ||
        p.longitude > box.lng[1]
      );
    });
    expect(outside).toEqual([]);
  });

  it("keys each entry by its own six-digit pincode", () => {
    for (const [key, value] of PINCODE_COORDINATES) {
      expect(key).toMatch(/^\d{6}$/);
      expect(value.pincode).toBe(key);
    }
  });
});

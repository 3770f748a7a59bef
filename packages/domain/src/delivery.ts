// Delivery charge from the distance between the shop's office and the shipping address (spec §9).
//
// Decisions the spec leaves open, fixed here so the server and the apps agree:
// - Distance is the great-circle (haversine) distance on a sphere of radius 6371 km.
// - Billable km: a distance from 0.1 up to and including 1 km counts as 1 km; any other distance is
//   Math.round-ed, so below 0.1 km it is 0 km, 1.5 km is 2 km and 2.5 km is 3 km (halves round up).
// - Bands match on the billable km with inclusive boundaries: min_kilometer <= km <= max_kilometer.
//   When several bands match, the first one in list order wins.
// - Free-delivery bands carry no status in the shop's answer (§3) and every one given applies (the
//   server keeps Inactive ones back, so the owner can switch one off); delivery-price bands apply only
//   when their status is exactly 'Active'.
// - The order total is compared with `>=` ("reaches its threshold").
// - When no band matches, the charge is 0 with the reason 'no-band' so the server can report a
//   misconfigured price table instead of silently blocking the order.
// - Band fields and coordinates may arrive as numeric strings; a band with a non-numeric field is ignored.

/** A point as stored on an address or the office (§3 Address: latitude, longitude); may be text. */
export interface CoordinatesInput {
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** Parsed, range-checked coordinates in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** §3 Free delivery band: free when the distance matches and the order total reaches freedelivery_price. */
export interface FreeDeliveryBand {
  min_kilometer: number | string;
  max_kilometer: number | string;
  freedelivery_price: number | string;
}

/** §3 Delivery price band: delivery_price applies when Active and the distance matches. */
export interface DeliveryPriceBand {
  min_kilometer: number | string;
  max_kilometer: number | string;
  delivery_price: number | string;
  status: string;
}

/** Why a charge was chosen, so the server can show a summary. */
export type DeliveryChargeReason = "free" | "band" | "no-coordinates" | "no-band";

export interface DeliveryChargeInput {
  office: CoordinatesInput | null | undefined;
  address: CoordinatesInput | null | undefined;
  /** Order total in rupees that the free-delivery threshold is compared with. */
  orderTotal: number;
  freeDeliveryBands: readonly FreeDeliveryBand[];
  deliveryPriceBands: readonly DeliveryPriceBand[];
}

export interface DeliveryCharge {
  /** Rupees to add to the order. */
  charge: number;
  reason: DeliveryChargeReason;
  /** Haversine distance in km, null when coordinates are missing. */
  distanceKm: number | null;
  /** Distance used to match bands, null when coordinates are missing. */
  billableKm: number | null;
}

const EARTH_RADIUS_KM = 6371;

/** Number from a number or numeric text, else null (spec §3: list-like and numeric fields may be text). */
function toFiniteNumber(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** §9 delivery charge input: coordinates parsed from numbers or numeric text; missing/out of range → null. */
export function parseCoordinates(input: CoordinatesInput | null | undefined): Coordinates | null {
  if (!input) return null;
  const latitude = toFiniteNumber(input.latitude);
  const longitude = toFiniteNumber(input.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** §9 distance in km between the office and the shipping address (haversine); null if coordinates are missing or invalid. */
export function distanceKm(
  office: CoordinatesInput | null | undefined,
  address: CoordinatesInput | null | undefined,
): number | null {
  const from = parseCoordinates(office);
  const to = parseCoordinates(address);
  if (!from || !to) return null;
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** §9 billable km: 0.1 <= distance <= 1 counts as 1 km, otherwise Math.round (negative or non-finite → 0). */
export function billableKm(distance: number): number {
  if (!Number.isFinite(distance) || distance <= 0) return 0;
  if (distance >= 0.1 && distance <= 1) return 1;
  return Math.round(distance);
}

interface Range {
  min: number;
  max: number;
}

function bandRange(band: { min_kilometer: number | string; max_kilometer: number | string }): Range | null {
  const min = toFiniteNumber(band.min_kilometer);
  const max = toFiniteNumber(band.max_kilometer);
  return min === null || max === null ? null : { min, max };
}

const inRange = (range: Range, km: number): boolean => range.min <= km && km <= range.max;

/** §9 free delivery: the first free-delivery band whose range holds km (inclusive); its threshold, or null. */
export function matchingFreeDeliveryThreshold(bands: readonly FreeDeliveryBand[], km: number): number | null {
  for (const band of bands) {
    const range = bandRange(band);
    const threshold = toFiniteNumber(band.freedelivery_price);
    if (range && threshold !== null && inRange(range, km)) return threshold;
  }
  return null;
}

/** §9 "the Active band's delivery_price": first Active band whose range holds km (inclusive), or null. */
export function matchingDeliveryPrice(bands: readonly DeliveryPriceBand[], km: number): number | null {
  for (const band of bands) {
    if (band.status !== "Active") continue;
    const range = bandRange(band);
    const price = toFiniteNumber(band.delivery_price);
    if (range && price !== null && inRange(range, km)) return price;
  }
  return null;
}

/** §9 delivery charge: 0 without coordinates; free when a free band matches and the total reaches it; else the Active band's price; 0 when no band matches. */
export function deliveryCharge(input: DeliveryChargeInput): DeliveryCharge {
  const distance = distanceKm(input.office, input.address);
  if (distance === null) {
    return { charge: 0, reason: "no-coordinates", distanceKm: null, billableKm: null };
  }
  const km = billableKm(distance);
  const threshold = matchingFreeDeliveryThreshold(input.freeDeliveryBands, km);
  if (threshold !== null && input.orderTotal >= threshold) {
    return { charge: 0, reason: "free", distanceKm: distance, billableKm: km };
  }
  const price = matchingDeliveryPrice(input.deliveryPriceBands, km);
  if (price === null) {
    return { charge: 0, reason: "no-band", distanceKm: distance, billableKm: km };
  }
  return { charge: price, reason: "band", distanceKm: distance, billableKm: km };
}

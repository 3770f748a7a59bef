// Turns a saved address into coordinates for the delivery charge. `offline` (default) uses the pincode
// table shipped with the server; `google` and `nominatim` ask those services by address text and fall
// back to the pincode table when they fail, so saving an address never depends on a third party.
import type { Env } from "../config/env.js";
import { lookupPincode } from "../geo/pincode-coordinates.js";

export interface AddressText {
  new_address?: string | null;
  area?: string | null;
  city?: string | null;
  pincode?: string | null;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  geocode(address: AddressText): Promise<Coordinates | null>;
}

type Fetch = typeof fetch;

function offline(address: AddressText): Coordinates | null {
  const pin = address.pincode?.replace(/\D/g, "") ?? "";
  const hit = pin.length === 6 ? lookupPincode(pin) : null;
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null;
}

function text(address: AddressText): string {
  return [address.new_address, address.area, address.city, address.pincode, "India"]
    .filter((part) => part && String(part).trim())
    .join(", ");
}

function valid(lat: unknown, lng: unknown): Coordinates | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

async function getJson(
  fetchImpl: Fetch,
  url: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return response.json();
}

export function createGeocoder(env: Env, fetchImpl: Fetch = fetch): Geocoder {
  if (env.geocoder === "google" && env.googleMapsKey) {
    const key = env.googleMapsKey;
    return {
      async geocode(address) {
        try {
          const url = `https://maps.googleapis.com/maps/api/geocode/json?region=in&address=${encodeURIComponent(text(address))}&key=${encodeURIComponent(key)}`;
          const body = (await getJson(fetchImpl, url)) as {
            results?: Array<{ geometry?: { location?: { lat?: number; lng?: number } } }>;
          };
          const location = body.results?.[0]?.geometry?.location;
          return valid(location?.lat, location?.lng) ?? offline(address);
        } catch {
          return offline(address);
        }
      },
    };
  }
  if (env.geocoder === "nominatim" && env.nominatimUrl) {
    const base = env.nominatimUrl.replace(/\/$/, "");
    return {
      async geocode(address) {
        try {
          const url = `${base}/search?format=json&limit=1&countrycodes=in&q=${encodeURIComponent(text(address))}`;
          const body = (await getJson(fetchImpl, url, { "user-agent": "henna-store/1.0" })) as Array<{
            lat?: string;
            lon?: string;
          }>;
          const first = body[0];
          return valid(first?.lat, first?.lon) ?? offline(address);
        } catch {
          return offline(address);
        }
      },
    };
  }
  return { geocode: async (address) => offline(address) };
}

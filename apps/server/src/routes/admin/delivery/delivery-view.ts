// The delivery setup as the back office shows it: the office, both band lists, and the Active pincodes
// no Active distance band holds (the checkout would charge them nothing: delivery.ts 'no-band').
// A pincode's place comes from the server's pincode table (geo/pincode-coordinates.ts), the one the
// offline geocoder places addresses with.
import type { components } from "@henna/api";
import { billableKm, distanceKm } from "@henna/domain/delivery";
import { type BandInput, inActiveBand } from "@henna/domain/delivery-bands";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { pincodes, stores } from "../../../db/schema.js";
import { isActiveStatus } from "../../../db/visibility.js";
import { lookupPincode } from "../../../geo/pincode-coordinates.js";
import { ApiError } from "../../../http/api-error.js";
import { readAllFreeBands, readPriceBands } from "../../../services/delivery-bands.js";

export type DeliverySetup = components["schemas"]["DeliverySetupResponse"]["data"];
type AdminPincode = components["schemas"]["AdminPincode"];

/** How many outside pincodes the warning names. */
const OUTSIDE_EXAMPLES = 20;

interface Office {
  latitude: number | null;
  longitude: number | null;
}

/** Billable km from the office to a pincode, or null when either is not placed. */
export function pincodeDistance(office: Office, pincode: string): number | null {
  const place = lookupPincode(pincode);
  if (!place) return null;
  const km = distanceKm(office, place);
  return km === null ? null : billableKm(km);
}

export const activeBandsOf = (
  bands: ReadonlyArray<{
    min_kilometer: number;
    max_kilometer: number;
    delivery_price: number;
    status: string;
  }>,
): BandInput[] =>
  bands.map((band) => ({
    min_kilometer: Number(band.min_kilometer),
    max_kilometer: Number(band.max_kilometer),
    amount: Number(band.delivery_price),
    status: band.status === "Active" ? "Active" : "Inactive",
  }));

/** A pincode row with its distance and whether an Active band holds it. */
export function adminPincode(
  row: { id: number; pincode: string; status: string },
  office: Office,
  bands: BandInput[],
): AdminPincode {
  const distance = pincodeDistance(office, row.pincode);
  return {
    id: row.id,
    pincode: row.pincode,
    status: row.status === "Active" ? "Active" : "Inactive",
    distance_km: distance,
    in_band: distance === null ? null : inActiveBand(bands, distance),
  };
}

export async function readOffice(db: DbOrTransaction, mainId: string) {
  const [store] = await db
    .select({
      address: stores.office_address,
      city: stores.office_city,
      latitude: stores.office_latitude,
      longitude: stores.office_longitude,
    })
    .from(stores)
    .where(eq(stores.main_id, mainId));
  if (!store) throw new ApiError(404, "STORE_NOT_FOUND", "Store not found");
  return store;
}

export async function readBands(db: DbOrTransaction, mainId: string) {
  const bands = await readPriceBands(db, mainId);
  const free = await readAllFreeBands(db, mainId);
  const toNumber = (value: unknown) => Number(value) || 0;
  return {
    bands: bands.map((band) => ({
      min_kilometer: toNumber(band.min_kilometer),
      max_kilometer: toNumber(band.max_kilometer),
      delivery_price: toNumber(band.delivery_price),
      status: band.status,
    })),
    free_bands: free.map((band) => ({
      min_kilometer: toNumber(band.min_kilometer),
      max_kilometer: toNumber(band.max_kilometer),
      freedelivery_price: toNumber(band.freedelivery_price),
      status: band.status,
    })),
  };
}

export async function readDelivery(db: DbOrTransaction, mainId: string): Promise<DeliverySetup> {
  const office = await readOffice(db, mainId);
  const { bands, free_bands } = await readBands(db, mainId);
  const active = await db
    .select({ id: pincodes.id, pincode: pincodes.pincode, status: pincodes.status })
    .from(pincodes)
    .where(and(eq(pincodes.main_id, mainId), isActiveStatus(pincodes.status)))
    .orderBy(asc(pincodes.pincode));
  const ranges = activeBandsOf(bands);
  const outside: DeliverySetup["outside_bands"] = [];
  let outsideCount = 0;
  let unplaced = 0;
  for (const row of active) {
    const shown = adminPincode(row, office, ranges);
    if (shown.distance_km === null) unplaced++;
    else if (!shown.in_band) {
      outsideCount++;
      if (outside.length < OUTSIDE_EXAMPLES)
        outside.push({ pincode: row.pincode, distance_km: shown.distance_km });
    }
  }
  return {
    office,
    bands,
    free_bands,
    outside_bands: outside,
    outside_count: outsideCount,
    unplaced_count: unplaced,
  };
}

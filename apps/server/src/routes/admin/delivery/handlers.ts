// Delivery (owners only; bindOperations enforces the role): the distance and free-delivery bands, the
// office the distances are measured from, and the pincode list (pincodes-handlers.ts). Each save is one
// transaction with its audit entry; after it commits the catalogue cache is invalidated so the shop's
// next page load (on any instance within 2 s) reads the new settings.
import { bandProblemsOf } from "@henna/domain/delivery-bands";
import { pincodeInText } from "@henna/domain/gst-states";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { deliveryPriceBands, freeDeliveryBands, stores } from "../../../db/schema.js";
import { ApiError, type FieldError } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { saveSettings } from "../settings-change.js";
import { readDelivery } from "./delivery-view.js";
import { adminPincodeHandlers } from "./pincodes-handlers.js";

export const OFFICE_NOT_FOUND =
  "We could not place this address on the map: add its 6-digit pincode, or give the latitude and longitude.";

type DeliveryHandlers = Pick<
  Handlers,
  | "adminGetDelivery"
  | "adminUpdateDeliveryBands"
  | "adminUpdateOfficeLocation"
  | "adminListPincodes"
  | "adminAddPincodes"
  | "adminUpdatePincode"
>;

export function adminDeliveryHandlers(ctx: AppContext): DeliveryHandlers {
  return {
    ...adminPincodeHandlers(ctx),

    async adminGetDelivery(req) {
      return { data: await readDelivery(ctx.db, req.mainId) };
    },

    async adminUpdateDeliveryBands(req) {
      const staff = requireStaff(req.staff);
      const { bands, free_bands } = req.body;
      const problems: FieldError[] = [
        ...bandProblemsOf(
          bands.map((band) => ({ ...band, amount: band.delivery_price })),
          "distance",
        ).map((message) => ({ field: "bands", message })),
        ...bandProblemsOf(
          free_bands.map((band) => ({ ...band, amount: band.freedelivery_price })),
          "free",
        ).map((message) => ({ field: "free_bands", message })),
      ];
      if (problems.length > 0) {
        throw new ApiError(400, "VALIDATION_FAILED", problems[0]?.message ?? "", problems);
      }
      const setup = await saveSettings(ctx, staff, req.mainId, {
        action: "delivery.bands",
        entity: "delivery",
        read: readDelivery,
        part: (page) => ({ bands: page.bands, free_bands: page.free_bands }),
        async write(tx) {
          await tx.delete(deliveryPriceBands).where(eq(deliveryPriceBands.main_id, req.mainId));
          await tx.delete(freeDeliveryBands).where(eq(freeDeliveryBands.main_id, req.mainId));
          if (bands.length > 0) {
            await tx
              .insert(deliveryPriceBands)
              .values(bands.map((band) => ({ main_id: req.mainId, ...band })));
          }
          if (free_bands.length > 0) {
            await tx
              .insert(freeDeliveryBands)
              .values(free_bands.map((band) => ({ main_id: req.mainId, ...band })));
          }
        },
      });
      return { data: setup };
    },

    async adminUpdateOfficeLocation(req) {
      const staff = requireStaff(req.staff);
      const address = req.body.address.trim();
      const city = req.body.city.trim();
      let { latitude, longitude } = req.body;
      if ((latitude === undefined) !== (longitude === undefined)) {
        throw new ApiError(
          400,
          "VALIDATION_FAILED",
          "Give both the latitude and the longitude, or neither.",
          [{ field: latitude === undefined ? "latitude" : "longitude", message: "Give both, or neither." }],
        );
      }
      if (latitude === undefined || longitude === undefined) {
        const placed = await ctx.geocoder.geocode({
          new_address: address,
          city,
          pincode: pincodeInText(address),
        });
        if (!placed) {
          throw new ApiError(400, "VALIDATION_FAILED", OFFICE_NOT_FOUND, [
            { field: "address", message: OFFICE_NOT_FOUND },
          ]);
        }
        ({ latitude, longitude } = placed);
      }
      const setup = await saveSettings(ctx, staff, req.mainId, {
        action: "delivery.office",
        entity: "delivery",
        read: readDelivery,
        part: (page) => page.office,
        write: (tx) =>
          tx
            .update(stores)
            .set({
              office_address: address,
              office_city: city,
              office_latitude: latitude,
              office_longitude: longitude,
              updatedAt: ctx.clock(),
            })
            .where(eq(stores.main_id, req.mainId)),
      });
      return { data: setup };
    },
  };
}

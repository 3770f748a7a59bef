// The customer's addresses (§7 /address calls). Coordinates come from the server's geocoder (the
// browser's latitude/longitude are ignored, contract AddressInput); the first address becomes the
// default for shipping and billing; a default moves in one transaction; deleting a default passes it
// to the most recent remaining address.
import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_NOT_FOUND,
  ADDRESS_UPDATED,
  defaultAddressUpdated,
} from "@henna/domain/messages";
import { desc } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { addresses } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller, requireSelf } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { accountName } from "../../services/accounts.js";
import { type AddressInput, addressFields } from "./address-input.js";
import {
  clearDefault,
  type DefaultKind,
  listAddressRows,
  makeDefault,
  ownAddress,
  ownedBy,
  toAddress,
} from "./address-rows.js";

export type AddressesHandlers = Pick<
  Handlers,
  | "deleteAddress"
  | "listAddresses"
  | "resetDefaultAddress"
  | "setDefaultAddress"
  | "createAddress"
  | "updateAddress"
>;

/** The defaults a body asks for; `false` or absent leaves a default as it is (clearing is reset-default's job). */
function requestedDefaults(body: AddressInput): DefaultKind[] {
  const kinds: DefaultKind[] = [];
  if (body.defaultaddressS === true) kinds.push("shipping");
  if (body.defaultaddressB === true) kinds.push("billing");
  return kinds;
}

const addressNotFound = () => notFound(ADDRESS_NOT_FOUND);

export function addressesHandlers(ctx: AppContext): AddressesHandlers {
  const geocode = async (fields: ReturnType<typeof addressFields>) => {
    const point = await ctx.geocoder.geocode(fields);
    return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
  };

  return {
    async listAddresses(req) {
      const caller = requireSelf(req.caller, req.params.userIdOrAddressId);
      const name = await accountName(ctx.db, req.mainId, caller.userId);
      const rows = await listAddressRows(ctx.db, req.mainId, caller.userId);
      return { isError: false, user: rows.map((row) => toAddress(row, name)) };
    },

    async createAddress(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const fields = addressFields(req.body);
      const point = await geocode(fields);
      const { row, name } = await ctx.db.transaction(async (tx) => {
        const name = await accountName(tx, req.mainId, caller.userId, { lock: true });
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(ownedBy(req.mainId, caller.userId))
          .limit(1);
        // A user's first address is where they ship and bill until they say otherwise.
        const kinds: DefaultKind[] = existing ? requestedDefaults(req.body) : ["shipping", "billing"];
        const [inserted] = await tx
          .insert(addresses)
          .values({
            ...fields,
            ...point,
            main_id: req.mainId,
            user_id: caller.userId,
            createdAt: ctx.clock(),
          })
          .returning({ id: addresses.id });
        if (!inserted) throw new Error("address insert returned no row");
        return { row: await makeDefault(tx, req.mainId, caller.userId, inserted.id, kinds), name };
      });
      if (!row) throw new Error("created address vanished");
      return { isError: false, message: ADDRESS_ADDED, data: toAddress(row, name) };
    },

    async updateAddress(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const id = req.params.userIdOrAddressId;
      const fields = addressFields(req.body);
      const point = await geocode(fields);
      const { row, name } = await ctx.db.transaction(async (tx) => {
        const name = await accountName(tx, req.mainId, caller.userId, { lock: true });
        const [updated] = await tx
          .update(addresses)
          .set({ ...fields, ...point })
          .where(ownAddress(req.mainId, caller.userId, id))
          .returning({ id: addresses.id });
        if (!updated) throw addressNotFound();
        return {
          row: await makeDefault(tx, req.mainId, caller.userId, id, requestedDefaults(req.body)),
          name,
        };
      });
      if (!row) throw addressNotFound();
      return { isError: false, message: ADDRESS_UPDATED, data: toAddress(row, name) };
    },

    async deleteAddress(req) {
      const caller = requireCaller(req.caller);
      await ctx.db.transaction(async (tx) => {
        await accountName(tx, req.mainId, caller.userId, { lock: true });
        const [gone] = await tx
          .delete(addresses)
          .where(ownAddress(req.mainId, caller.userId, req.params.userIdOrAddressId))
          .returning();
        if (!gone) throw addressNotFound();
        const orphaned: DefaultKind[] = [];
        if (gone.defaultaddressS) orphaned.push("shipping");
        if (gone.defaultaddressB) orphaned.push("billing");
        if (orphaned.length === 0) return;
        const [heir] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(ownedBy(req.mainId, caller.userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (heir) await makeDefault(tx, req.mainId, caller.userId, heir.id, orphaned);
      });
      return { isError: false, message: ADDRESS_DELETED };
    },

    async resetDefaultAddress(req) {
      const caller = requireSelf(req.caller, req.params.userId);
      const kind = req.params.type;
      await ctx.db.transaction(async (tx) => {
        await accountName(tx, req.mainId, caller.userId, { lock: true });
        await clearDefault(tx, req.mainId, caller.userId, kind);
      });
      return { isError: false, message: defaultAddressUpdated(kind) };
    },

    async setDefaultAddress(req) {
      const caller = requireCaller(req.caller);
      const id = req.params.userIdOrAddressId;
      // The contract lets exactly one of the two flags through, and only as true.
      const kind: DefaultKind = req.body.defaultaddressS ? "shipping" : "billing";
      const { row, name } = await ctx.db.transaction(async (tx) => {
        const name = await accountName(tx, req.mainId, caller.userId, { lock: true });
        const [own] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(ownAddress(req.mainId, caller.userId, id));
        if (!own) throw addressNotFound();
        return { row: await makeDefault(tx, req.mainId, caller.userId, id, [kind]), name };
      });
      if (!row) throw addressNotFound();
      return { isError: false, message: defaultAddressUpdated(kind), data: toAddress(row, name) };
    },
  };
}

// Queries over one user's addresses. Every statement names the store and the user, so an address id
// of someone else (or of another store) behaves exactly like one that does not exist.
import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTransaction, Transaction } from "../../db/database.js";
import { addresses } from "../../db/schema.js";
import type { SuccessBody } from "../../http/operation-types.js";
import { addressSnapshot } from "../../services/address-snapshot.js";

export type Address = SuccessBody<"listAddresses">["user"][number];
export type AddressRow = typeof addresses.$inferSelect;
export type DefaultKind = "shipping" | "billing";

export const ownedBy = (mainId: string, userId: number) =>
  and(eq(addresses.main_id, mainId), eq(addresses.user_id, userId));

export const ownAddress = (mainId: string, userId: number, id: number) =>
  and(ownedBy(mainId, userId), eq(addresses.id, id));

export function toAddress(row: AddressRow, userName: string): Address {
  return {
    ...addressSnapshot(row, userName),
    defaultaddressS: row.defaultaddressS,
    defaultaddressB: row.defaultaddressB,
    user_id: row.user_id,
    main_id: row.main_id,
  };
}

/** Newest first (contract), the id breaking ties of addresses saved in the same instant. */
export function listAddressRows(db: DbOrTransaction, mainId: string, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(ownedBy(mainId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

const column = (kind: DefaultKind) => (kind === "shipping" ? "defaultaddressS" : "defaultaddressB");

/** Clears the user's default of this kind on every address except `keepId`. */
export async function clearDefault(
  tx: Transaction,
  mainId: string,
  userId: number,
  kind: DefaultKind,
  keepId?: number,
): Promise<void> {
  const flag = column(kind);
  await tx
    .update(addresses)
    .set({ [flag]: false })
    .where(
      and(ownedBy(mainId, userId), eq(addresses[flag], true), keepId ? ne(addresses.id, keepId) : undefined),
    );
}

/** Makes `id` the user's only default of each given kind (clearing first: the unique indexes are not deferred). */
export async function makeDefault(
  tx: Transaction,
  mainId: string,
  userId: number,
  id: number,
  kinds: readonly DefaultKind[],
): Promise<AddressRow | undefined> {
  for (const kind of kinds) await clearDefault(tx, mainId, userId, kind, id);
  const set = Object.fromEntries(kinds.map((kind) => [column(kind), true]));
  if (kinds.length === 0) {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(ownAddress(mainId, userId, id));
    return row;
  }
  const [row] = await tx
    .update(addresses)
    .set(set)
    .where(ownAddress(mainId, userId, id))
    .returning();
  return row;
}

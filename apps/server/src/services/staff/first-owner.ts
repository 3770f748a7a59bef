// The store's first owner, made in the browser: while a store has no owner, every start of the server
// issues a one-time setup link (printed on its output). The link is random, kept only as a hash, valid
// 24 hours, and dead once used or as soon as any owner exists (made by the link, the command line or
// an invitation), so a link found later in an old log opens nothing.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../../db/database.js";
import { ownerSetupTokens, staffMembers, stores } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { recordAudit } from "../audit.js";
import { sha256 } from "../tokens.js";
import { adminLinkUrl, newLinkToken } from "./link-tokens.js";
import { createStaffMember, startStaffSession } from "./staff-accounts.js";

export const OWNER_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
export const SETUP_LINK_DEAD =
  "This setup link is not valid any more. Restart the server: while the store has no owner it prints a new one.";
export const STORE_HAS_OWNER =
  "This store already has an owner. Sign in, or ask the owner for an invitation.";

/** Whether the store has a live (not removed) owner. */
export async function hasOwner(db: DbOrTransaction, mainId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.main_id, mainId), eq(staffMembers.role, "owner"), isNull(staffMembers.removedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** A new setup token for an ownerless store; null when the store has an owner (or does not exist). */
export async function issueOwnerSetupToken(db: Db, mainId: string, now: Date): Promise<string | null> {
  const [store] = await db.select({ id: stores.main_id }).from(stores).where(eq(stores.main_id, mainId));
  if (!store || (await hasOwner(db, mainId))) return null;
  // Each start adds a link: the expired ones of earlier starts go.
  await db
    .delete(ownerSetupTokens)
    .where(and(eq(ownerSetupTokens.main_id, mainId), lt(ownerSetupTokens.expiresAt, now)));
  const { token, stored } = newLinkToken(now, OWNER_SETUP_TTL_MS);
  await db.insert(ownerSetupTokens).values({ ...stored, main_id: mainId });
  return token;
}

export const ownerSetupUrl = (origin: string, token: string) => adminLinkUrl(origin, "setup", token);

/** The one line a start prints while the store has no owner (tests and deploy scripts look for it). */
export const ownerSetupLine = (origin: string, token: string) =>
  `The store has no owner yet. Open this link to create one (valid 24 hours, once): ${ownerSetupUrl(origin, token)}`;

export interface FirstOwnerInput {
  mainId: string;
  token: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Makes the first owner from a setup link and signs them in (the first token pair). The store's row is
 * locked first, so two setups at once (two links, two tabs) make one owner and refuse the other.
 */
export async function setUpFirstOwner(db: Db, jwtSecret: string, input: FirstOwnerInput, now: Date) {
  const member = await db.transaction(async (tx) => {
    await tx
      .select({ id: stores.main_id })
      .from(stores)
      .where(eq(stores.main_id, input.mainId))
      .for("update");
    if (await hasOwner(tx, input.mainId)) throw new ApiError(409, "OWNER_EXISTS", STORE_HAS_OWNER);
    const [spent] = await tx
      .update(ownerSetupTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(ownerSetupTokens.tokenHash, sha256(input.token)),
          eq(ownerSetupTokens.main_id, input.mainId),
          isNull(ownerSetupTokens.usedAt),
          gt(ownerSetupTokens.expiresAt, now),
        ),
      )
      .returning({ hash: ownerSetupTokens.tokenHash });
    if (!spent) throw new ApiError(400, "INVALID_LINK", SETUP_LINK_DEAD);
    const { member: made } = await createStaffMember(
      tx,
      { mainId: input.mainId, email: input.email, name: input.name, role: "owner" },
      now,
      input.password,
    );
    await recordAudit(
      tx,
      { staffId: made.id, actor: made.email, mainId: input.mainId },
      {
        action: "staff.setup-owner",
        entity: "staff",
        entityId: made.id,
        after: { email: made.email, name: made.name, role: made.role },
      },
    );
    return made;
  });
  return startStaffSession(db, jwtSecret, member, now);
}

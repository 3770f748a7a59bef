// A signed-in shopper with a Mumbai delivery address, written straight into a store's database, for the
// tests that drive built servers as child processes (they cannot reach an app's context).
import type { Db } from "../db/database.js";
import { addresses, users } from "../db/schema.js";
import { hashPassword } from "../services/passwords.js";
import { issueTokens } from "../services/tokens.js";

let hash: Promise<string> | undefined;

export async function createShopperRow(db: Db, jwtSecret: string, email: string, fullName: string) {
  hash ??= hashPassword("secret123");
  const [user] = await db
    .insert(users)
    .values({ main_id: "demo-store", email, full_name: fullName, passwordHash: await hash })
    .returning();
  if (!user) throw new Error("no user");
  const [address] = await db
    .insert(addresses)
    .values({
      main_id: "demo-store",
      user_id: user.user_id,
      new_address: "1 Test Road",
      city: "Mumbai",
      pincode: "400097",
      latitude: 19.186,
      longitude: 72.855,
    })
    .returning();
  if (!address) throw new Error("no address");
  return {
    user,
    address: address.id,
    token: (await issueTokens(db, jwtSecret, user, new Date())).accessToken,
  };
}

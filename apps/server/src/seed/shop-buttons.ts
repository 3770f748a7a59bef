// The settings rows the shop cannot work without, in every store a seed starts: which action button
// product cards show and which payment modes checkout offers. Add to Cart is the default a new shop
// expects; the owner can switch to Get Quote or Buy Now.
import type { DbOrTransaction } from "../db/database.js";
import { buttons, payButtons } from "../db/schema.js";

export async function insertShopButtons(
  tx: DbOrTransaction,
  mainId: string,
  payOnDelivery: boolean,
): Promise<void> {
  await tx.insert(buttons).values([
    { main_id: mainId, button_id: "getquote", default: false },
    { main_id: mainId, button_id: "addtocart", default: true },
    { main_id: mainId, button_id: "buynow", default: false },
  ]);
  await tx.insert(payButtons).values([
    { main_id: mainId, name: "Pay now", enabled: true, position: 1 },
    { main_id: mainId, name: "Pay on delivery", enabled: payOnDelivery, position: 2 },
  ]);
}

// Opening the orders list marks every order seen (the badge goes to 0 at once, not at the next poll).

import type { StoreClient } from "@henna/api";
import { settleAnswer } from "./settle-answer";

export const ORDERS_SEEN_EVENT = "admin:orders-seen";

export async function markOrdersSeen(client: StoreClient): Promise<void> {
  const result = await settleAnswer(client.POST("/admin/orders/seen"));
  if (result.data) window.dispatchEvent(new Event(ORDERS_SEEN_EVENT));
}

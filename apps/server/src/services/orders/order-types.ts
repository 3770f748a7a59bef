// Shapes shared by the order services and the routes that call them.
import type { components } from "@henna/api";
import type { AppContext } from "../../context.js";
import type { orderItems, orders } from "../../db/schema.js";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderKind = OrderRow["kind"];
export type PaymentMode = OrderRow["payment_mode"];

export type PayNowCreated = components["schemas"]["PayNowOrderResponse"];
export type PayOnDeliveryCreated = components["schemas"]["PayOnDeliveryOrderResponse"];
export type OrderCreated = PayNowCreated | PayOnDeliveryCreated;

/** What the order services need from the application (the CLI builds the same pieces). */
// Mails and push messages go through the outbox in the order's transaction, and stock is read fresh
// by the catalogue, so no mailer, push sender or cache is needed here.
export type OrderDeps = Pick<AppContext, "db" | "payments" | "log" | "clock">;
export type StatusDeps = Pick<AppContext, "db" | "log" | "clock">;

export interface OrderLineRequest {
  product_id: number;
  sku?: string | undefined;
  quantity: number;
}

/** A request to create an order, already checked against the contract. */
export interface OrderRequest {
  kind: OrderKind;
  mode: PaymentMode;
  mainId: string;
  userId: number;
  lines: readonly OrderLineRequest[];
  couponCode?: string | null | undefined;
  /** Product orders only. */
  billingAddressId?: number | undefined;
  shippingAddressId?: number | undefined;
  mobile?: string | undefined;
  gstNo?: string | null | undefined;
  note?: string | null | undefined;
  /** Course payments only. */
  admissionId?: number | undefined;
}

import type { components } from "@henna/api";

export type AdminOrder = components["schemas"]["AdminOrder"];
export type OrderStatus = components["schemas"]["OrderStatus"];
export type MoveStatus = components["schemas"]["OrderStatusChange"]["status"];
export type TaxInvoice = components["schemas"]["TaxInvoice"];
export type CreditNote = components["schemas"]["CreditNote"];

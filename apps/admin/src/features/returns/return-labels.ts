// How the returns inbox names states, reasons and actions (the domain's own words where it has them).
import type { components } from "@henna/api";
import { RETURN_REASON_TEXT, RETURN_STATE_LABEL } from "@henna/domain/return-status";

export type AdminReturn = components["schemas"]["AdminReturn"];
export type ReturnState = components["schemas"]["ReturnState"];
export type ReturnAction = AdminReturn["actions"][number];
export type ReturnFilter = ReturnState | "open";

export const STATE_LABELS: Record<ReturnState, string> = RETURN_STATE_LABEL;
export const REASON_LABELS: Record<AdminReturn["reason"], string> = RETURN_REASON_TEXT;

export const FILTER_LABELS: Record<ReturnFilter, string> = { open: "Open (not yet closed)", ...STATE_LABELS };

export const STATE_TONES: Record<ReturnState, "warn" | "good" | undefined> = {
  requested: "warn",
  approved: undefined,
  rejected: undefined,
  received: "warn",
  restocked: "warn",
  written_off: "warn",
  refunded: "good",
};

export const ACTION_LABELS: Record<ReturnAction, string> = {
  approve: "Approve",
  reject: "Reject",
  receive: "Mark received",
  restock: "Restock",
  write_off: "Write off",
  refund: "Refund",
};

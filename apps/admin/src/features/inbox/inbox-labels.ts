// How the inbox names its kinds and statuses.
import type { components } from "@henna/api";

export type InboxItem = components["schemas"]["InboxItem"];
export type InboxKind = components["schemas"]["InboxKind"];
export type InboxStatus = components["schemas"]["InboxStatus"];

export const KIND_LABELS: Record<InboxKind, string> = {
  lead: "Product enquiry",
  contact: "Contact message",
  enquiry: "Academy enquiry",
  quote: "Quote request",
};

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export const STATUS_TONES: Record<InboxStatus, "warn" | "good" | undefined> = {
  new: "warn",
  contacted: undefined,
  closed: "good",
};

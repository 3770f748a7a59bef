// How the back office writes money, times and addresses (India time, en-IN).
import { formatRupees } from "@henna/domain/money";

export function money(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : formatRupees(amount, { paise: "always" });
}

const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function dateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}

export function dateOnly(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

export interface AddressLike {
  user_name?: string | undefined;
  new_address: string;
  area: string;
  city: string;
  pincode: string;
}

export function addressLines(address: AddressLike): string[] {
  return [
    address.user_name ?? "",
    address.new_address,
    address.area,
    [address.city, address.pincode].filter(Boolean).join(" "),
  ].filter((line) => line.trim() !== "");
}

/** An Active/Inactive pill: only Active stands out. */
export function activeTone(status: string): "good" | undefined {
  return status === "Active" ? "good" : undefined;
}

/** The tone of a status pill: settled good, failed/cancelled bad, else in progress. */
export function statusTone(status: string): "good" | "bad" | "warn" | undefined {
  if (status === "Delivered" || status === "Success") return "good";
  if (status === "Cancelled" || status === "Failed") return "bad";
  if (status === "Pending") return "warn";
  return undefined;
}

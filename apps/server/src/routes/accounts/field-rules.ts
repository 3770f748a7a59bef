// Turns the per-field messages of a domain validator into the contract's 400 answer. The first
// message is the one the browser shows, so it is the answer's message.
import { badRequest } from "../../http/api-error.js";

export function rejectInvalid(errors: Partial<Record<string, string | null>>): void {
  const list = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  const first = list[0];
  if (first) throw badRequest(first.message, list);
}

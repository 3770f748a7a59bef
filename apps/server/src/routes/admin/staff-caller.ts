import { unauthorized } from "../../http/api-error.js";
import type { StaffCaller } from "../../http/operation-types.js";

/** The back-office caller; bindOperations has already refused a staff operation without one. */
export function requireStaff(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw unauthorized("Please sign in to the back office.");
  return staff;
}

import { unauthorized } from "./api-error.js";
import type { StaffCaller } from "./operation-types.js";

/** The back-office caller; bindOperations has already refused a staff operation without one. */
export function requireStaff(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw unauthorized("Please sign in to the back office.");
  return staff;
}

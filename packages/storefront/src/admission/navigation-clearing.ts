// Spec §2: navigating to /admission-form clears saved checkout data, and navigating to /course clears
// the saved admission data. A course's Buy Now is the one way in that keeps checkout data: it has just
// stored the hand-off for that course (spec §4) and says so in the navigation's state, so the form can
// send the student on to pay for it once submitted.
import { appForPath } from "@henna/domain/app-routes";
import { clearSavedAdmission } from "../storage/admission-storage";
import { clearCheckoutData } from "../storage/checkout-data-storage";

export interface CourseHandoffState {
  courseHandoff: true;
}

/** The navigation state a course's Buy Now passes to /admission-form. */
export const COURSE_HANDOFF_STATE: CourseHandoffState = { courseHandoff: true };

export function isCourseHandoff(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as { courseHandoff?: unknown }).courseHandoff === true
  );
}

function routeOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").toLowerCase();
}

/** What arriving at `pathname` clears; call once per navigation. */
export function clearOnArrival(pathname: string, state: unknown): void {
  if (appForPath(pathname) !== "academy") return;
  const route = routeOf(pathname);
  if (route === "/admission-form" && !isCourseHandoff(state)) clearCheckoutData();
  if (route === "/course") clearSavedAdmission();
}

// Spec §2: navigating to /admission-form clears saved checkout data, to /course the saved admission data;
// a course's Buy Now keeps the hand-off it has just stored.
import { beforeEach, describe, expect, it } from "vitest";
import { ADMISSION_DATA_KEY } from "../storage/admission-storage";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { COURSE_HANDOFF_STATE, clearOnArrival } from "./navigation-clearing";

const CHECKOUT = STORAGE_KEYS.checkoutData;

beforeEach(() => {
  localStorage.setItem(CHECKOUT, JSON.stringify({ products: [], course: true }));
  localStorage.setItem(ADMISSION_DATA_KEY, JSON.stringify({ id: 1, user_id: 7 }));
});

const kept = () => ({
  checkout: localStorage.getItem(CHECKOUT) !== null,
  admission: localStorage.getItem(ADMISSION_DATA_KEY) !== null,
});

describe("clearOnArrival", () => {
  it.each([
    { path: "/admission-form", state: null, want: { checkout: false, admission: true } },
    { path: "/admission-form/", state: undefined, want: { checkout: false, admission: true } },
    { path: "/admission-form", state: COURSE_HANDOFF_STATE, want: { checkout: true, admission: true } },
    { path: "/admission-form", state: { courseHandoff: "yes" }, want: { checkout: false, admission: true } },
    { path: "/course", state: null, want: { checkout: true, admission: false } },
    { path: "/course", state: COURSE_HANDOFF_STATE, want: { checkout: true, admission: false } },
    { path: "/admission-form-step-2", state: null, want: { checkout: true, admission: true } },
    { path: "/payment-successad/rcpt_1", state: null, want: { checkout: true, admission: true } },
    { path: "/checkout", state: null, want: { checkout: true, admission: true } },
    { path: "/courses", state: null, want: { checkout: true, admission: true } },
  ])("arriving at $path (state $state) keeps $want", ({ path, state, want }) => {
    clearOnArrival(path, state);
    expect(kept()).toEqual(want);
  });
});

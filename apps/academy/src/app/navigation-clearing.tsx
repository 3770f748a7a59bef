// Spec §2: arriving at /admission-form clears saved checkout data (a course's Buy Now excepted, whose
// hand-off it is), arriving at /course clears the saved admission data. Once per navigation.
import { clearOnArrival } from "@henna/storefront/admission/navigation-clearing.ts";
import { useEffect } from "react";
import { useLocation } from "react-router";

export function NavigationClearing() {
  const location = useLocation();
  // Each navigation (its key) is the trigger, a repeated visit to the same path included.
  useEffect(() => {
    clearOnArrival(location.pathname, location.state);
  }, [location.key]);
  return null;
}

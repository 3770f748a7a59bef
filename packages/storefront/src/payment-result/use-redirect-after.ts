// §2 / §9: the result pages move on by themselves after 2000 ms (the other app's paths with a full load).
import { useEffect } from "react";
import { useAppNavigate } from "../navigation/use-app-navigate";

export const RESULT_REDIRECT_MS = 2000;

/** Goes to `to` after RESULT_REDIRECT_MS while `when` holds; nothing when `to` is null. */
export function useRedirectAfter(to: string | null, when: boolean): void {
  const navigate = useAppNavigate();
  useEffect(() => {
    if (!to || !when) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), RESULT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [to, when, navigate]);
}

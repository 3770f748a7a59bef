import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAppDispatch } from "../state/hooks";
import { logOut } from "./log-out";

/** Spec §4: logout goes to the login page. Navigating first keeps guarded pages from remembering themselves. */
export function useLogOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    navigate("/login", { replace: true });
    await dispatch(logOut());
  }, [dispatch, navigate]);
}

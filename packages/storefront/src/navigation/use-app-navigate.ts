// navigate() for paths that may belong to the other app: those need a full page load, since the running
// app has no route for them (spec §2 keeps both apps' paths on one origin).
import { appForPath } from "@henna/domain/app-routes";
import { useCallback } from "react";
import { type NavigateOptions, useNavigate } from "react-router";
import { carryToastsOverPageLoad } from "../ui/toast";
import { currentApp } from "./current-app";

export function isOtherAppPath(to: string): boolean {
  return to.startsWith("/") && appForPath(to) !== currentApp();
}

export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (!isOtherAppPath(to)) {
        navigate(to, options);
        return;
      }
      carryToastsOverPageLoad();
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    [navigate],
  );
}

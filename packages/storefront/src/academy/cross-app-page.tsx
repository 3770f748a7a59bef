// A route element for paths the other app renders (the shop and the academy share one origin, spec §2):
// a navigation inside the running app that lands on one (a login's return path, a guard's redirect to
// /login from the academy) becomes a full page load, which the server answers with the right app.
// A path that belongs to the running app but has no route here is a plain "not found", never a reload
// loop.
import { appForPath } from "@henna/domain/app-routes";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { currentApp } from "../navigation/current-app";

export default function CrossAppPage() {
  const { pathname, search, hash } = useLocation();
  const other = appForPath(pathname) !== currentApp();
  const target = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (other) window.location.replace(target);
  }, [other, target]);

  if (other) {
    return (
      <div className="page" aria-busy="true">
        <p className="muted" role="status">
          {t("Opening…")}
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t("Page not found")}</h1>
      <p className="muted">{t("This page does not exist. The course list is a good place to start.")}</p>
      <AppLink className="btn" to="/course">
        {t("See our courses")}
      </AppLink>
    </div>
  );
}

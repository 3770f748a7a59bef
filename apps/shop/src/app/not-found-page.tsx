import { t } from "@henna/storefront/i18n/i18n.ts";
import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <div className="page">
      <h1>{t("Page not found")}</h1>
      <p className="muted">{t("The page you asked for is not here. It may have moved.")}</p>
      <Link className="btn" to="/products">
        {t("Browse products")}
      </Link>
    </div>
  );
}

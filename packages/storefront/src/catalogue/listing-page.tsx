// The shop's listing routes (spec §2): /products and /product (Discover Our Products), /product?search=
// (the search text), /category-detail/{category} and /{category name} (the category's display name).
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { t } from "../i18n/i18n";
import { categories } from "../state/resources";
import { useResource } from "../state/use-resource";
import {
  ALL_PRODUCTS_TITLE,
  categoryFound,
  listingRoute,
  resolveCategory,
  searchTitle,
} from "./listing-route";
import { ProductListing } from "./product-listing";

function CategoryListing({ routeText }: { routeText: string }) {
  const { data } = useResource(categories, undefined);
  // The server answers such a page with a 404 (apps/server web/seo/page-head.ts); the app says so too.
  if (!categoryFound(routeText, data)) return <CategoryNotFound />;
  const { title, category } = resolveCategory(routeText, data);
  return <ProductListing title={title} category={category} />;
}

function CategoryNotFound() {
  return (
    <div className="page">
      <h1>{t("Category not found")}</h1>
      <p className="muted">{t("We could not find this category. It may have been renamed or removed.")}</p>
      <Link className="btn" to="/products">
        {t("Browse products")}
      </Link>
    </div>
  );
}

export default function ListingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { category } = useParams();
  const route = listingRoute(pathname, params, category);
  switch (route.kind) {
    case "category":
      return <CategoryListing key={route.routeText} routeText={route.routeText} />;
    case "search":
      return <ProductListing title={searchTitle(route.search)} search={route.search} />;
    case "all":
      return <ProductListing title={ALL_PRODUCTS_TITLE} />;
  }
}

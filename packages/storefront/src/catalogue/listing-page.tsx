// The shop's listing routes (spec §2): /products and /product (Discover Our Products), /product?search=
// (the search text), /category-detail/{category} and /{category name} (the category's display name).
import { useLocation, useParams, useSearchParams } from "react-router";
import { categories } from "../state/resources";
import { useResource } from "../state/use-resource";
import { ALL_PRODUCTS_TITLE, listingRoute, resolveCategory, searchTitle } from "./listing-route";
import { ProductListing } from "./product-listing";

function CategoryListing({ routeText }: { routeText: string }) {
  const { data } = useResource(categories, undefined);
  const { title, category } = resolveCategory(routeText, data);
  return <ProductListing title={title} category={category} />;
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

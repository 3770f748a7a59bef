// /product/{encodedTitle}/{encodedProductId} (spec §2). An invalid segment is logged as an error
// (spec §8) and shows a not-found page; a missing product does too; other failures offer a retry.
import { decodeProductRoute } from "@henna/domain/product-route";
import { isActive } from "@henna/domain/visibility";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { product as productResource } from "@henna/storefront/state/resources.ts";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { useEffect, useMemo } from "react";
import { useParams } from "react-router";
import { ProductDetails } from "./product-details";
import { ProductError, ProductNotFound } from "./product-not-found";
import { ProductSkeleton } from "./product-skeleton";

export default function ProductPage() {
  const { encodedTitle = "", encodedProductId = "" } = useParams();
  const route = useMemo(
    () => decodeProductRoute(encodedTitle, encodedProductId),
    [encodedTitle, encodedProductId],
  );

  useEffect(() => {
    if (!route.ok) console.error("Invalid product route", route.error);
  }, [route]);

  const { data, error, isFetching, refetch } = useResource(
    productResource,
    route.ok ? route.productId : skip,
  );

  if (!route.ok) return <ProductNotFound />;
  if (data) {
    return isActive(data) ? (
      <ProductDetails key={data.product_id} product={data} />
    ) : (
      <ProductNotFound message={t("This product is no longer available.")} />
    );
  }
  if (error?.status === 404) return <ProductNotFound />;
  if (error) return <ProductError onRetry={refetch} retrying={isFetching} />;
  return <ProductSkeleton />;
}

// The products a picker holds, by id: title, SKU, picture and price (loaded once per id), for the
// picker's list and a preview.
import { useEffect, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";

export interface PickedProduct {
  product_id: number;
  title: string;
  sku: string;
  image: string;
  price: number;
}

export function usePickedProducts(ids: readonly number[]): Map<number, PickedProduct> {
  const client = useAdminClient();
  const [known, setKnown] = useState(() => new Map<number, PickedProduct>());
  const key = ids.filter((id) => !known.has(id)).join(",");
  useEffect(() => {
    if (!key) return;
    let live = true;
    for (const id of key.split(",").map(Number)) {
      void settleAnswer(
        client.GET("/admin/products/{productId}", { params: { path: { productId: id } } }),
      ).then((result) => {
        if (!live || !result.data) return;
        const product = result.data.data;
        setKnown((map) =>
          new Map(map).set(id, {
            product_id: id,
            title: product.title,
            sku: product.sku,
            image: product.image,
            price: product.discountPrice ?? product.originalPrice,
          }),
        );
      });
    }
    return () => {
      live = false;
    };
  }, [client, key]);
  return known;
}

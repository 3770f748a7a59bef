// Spec §7: the full product (GET /grouped-product/single) is read again right before it goes into the
// cart or to checkout, so price and stock are the server's current ones, not the listing's.
import { SOMETHING_WENT_WRONG } from "@henna/domain/fallback-message";
import { createAsyncThunk } from "@reduxjs/toolkit";
import type { Services } from "../api/browser-clients";
import { type Product, product } from "../state/resources";
import { dataSet } from "../state/server-data";
import { toast } from "../ui/toast";

/** Resolves with the fresh product (also written to the `product` cache), or null after an error toast. */
export const loadFullProduct = createAsyncThunk<Product | null, number, { extra: Services }>(
  "catalogue/loadFullProduct",
  async (productId, { extra, dispatch }) => {
    const result = await product.load(extra, productId);
    if (result.error) {
      console.error("Could not load product", productId, result.error);
      toast.error(SOMETHING_WENT_WRONG);
      return null;
    }
    dispatch(dataSet({ key: product.keyOf(productId), data: result.data, tags: product.tags }));
    return result.data;
  },
);

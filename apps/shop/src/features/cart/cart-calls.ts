// The cart page's server calls (spec §7): coupon check, removing a server cart line, the quote request.
import type { ApiSchemas } from "@henna/api";
import type { CartLine } from "@henna/domain/cart";
import type { CheckoutData } from "@henna/domain/checkout";
import {
  ERROR_CHECKING_COUPON,
  FAILED_TO_REMOVE_PRODUCT,
  INVALID_COUPON,
  PRODUCT_REMOVED_FROM_CART,
  SOMETHING_WENT_WRONG,
} from "@henna/domain/messages";
import { type ApiFailure, settle } from "@henna/storefront/api/api-result.ts";
import type { Services } from "@henna/storefront/state/hooks.ts";
import { invalidated } from "@henna/storefront/state/server-data.ts";
import type { LoginRecord } from "@henna/storefront/storage/login-record.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { createAsyncThunk } from "@reduxjs/toolkit";

type ThunkConfig = { extra: Services; state: { session: { user: LoginRecord | null } } };

/** No answer from the server, or a server fault: the shopper's input was not the problem. */
export function isUnreachable(failure: ApiFailure): boolean {
  return (
    failure.status === 0 || failure.status >= 500 || failure.code === "NETWORK" || failure.code === "TIMEOUT"
  );
}

export type Coupon = ApiSchemas["Coupon"];
export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; message: string };

/** GET /coupon/check/{code}?user_id={storeId}: the coupon, or 'Invalid coupon' (or the server's text). */
export const checkCoupon = createAsyncThunk<CouponCheck, string, ThunkConfig>(
  "cart/checkCoupon",
  async (code, { extra }) => {
    const result = await settle(
      extra.clients.store.GET("/coupon/check/{code}", {
        params: { path: { code }, query: { user_id: extra.mainId } },
      }),
    );
    if (result.error) {
      if (isUnreachable(result.error)) {
        console.error("Coupon check failed", result.error);
        return { ok: false, message: ERROR_CHECKING_COUPON };
      }
      return { ok: false, message: result.error.message || INVALID_COUPON };
    }
    return { ok: true, coupon: result.data.couponData };
  },
);

/** DELETE /cart/{sku}, then the cart is read again. Resolves true when the line is gone. */
export const removeServerLine = createAsyncThunk<boolean, string, ThunkConfig>(
  "cart/removeServerLine",
  async (sku, { extra, dispatch }) => {
    const result = await settle(
      extra.clients.store.DELETE("/cart/{userIdOrSku}", { params: { path: { userIdOrSku: sku } } }),
    );
    if (result.error) {
      toast.error(isUnreachable(result.error) ? SOMETHING_WENT_WRONG : FAILED_TO_REMOVE_PRODUCT);
      return false;
    }
    dispatch(invalidated(["Cart"]));
    toast.success(PRODUCT_REMOVED_FROM_CART);
    return true;
  },
);

export interface QuoteInput {
  name: string;
  /** Normalised 10-digit mobile. */
  mobile: string;
  email: string;
  description: string;
  checkout: CheckoutData<CartLine>;
}

/** POST /payment/getquote (spec §3 Quote request). Only the ok status is read; a failure is logged. */
export const requestQuote = createAsyncThunk<boolean, QuoteInput, ThunkConfig>(
  "cart/requestQuote",
  async (input, { extra, getState }) => {
    const user = getState().session.user;
    const { checkout } = input;
    const body: ApiSchemas["QuoteRequest"] = {
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      description: input.description,
      cart_products: checkout.products.map((line) => ({ ...line })),
      user_id: user?.user_id ?? null,
      user_name: user?.full_name ?? null,
      main_id: extra.mainId,
      coupon_code: checkout.isCouponApplied ? checkout.coupon : null,
      discountprice: checkout.discountAmount,
      amountbeforediscount: checkout.totalBeforeDiscount,
      amountafterdiscount: checkout.totalAfterDiscount,
      couponapplied: checkout.isCouponApplied,
      guestVeg: null,
      guestNonVeg: null,
      payment_mode: "NA",
    };
    const result = await settle(extra.clients.store.POST("/payment/getquote", { body }));
    if (result.error) {
      console.error("Quote request failed", result.error);
      return false;
    }
    return true;
  },
);

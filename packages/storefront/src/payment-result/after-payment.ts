// After a successful payment (spec §4): the server cart is emptied, checkout_data removed and the cart
// count refreshed. The server already took the ordered lines out of the cart when it verified the
// payment; the §7 DELETE /cart/deleteall/{userId} empties what is left, as the specification says.
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { invalidated } from "../state/server-data";
import type { RootState } from "../state/store";
import { clearCheckoutData } from "../storage/checkout-data-storage";

export function afterOrderPaid(): ThunkAction<Promise<void>, RootState, Services, UnknownAction> {
  return async (dispatch, getState, { clients }) => {
    clearCheckoutData();
    const user = getState().session.user;
    if (user) {
      const result = await settle(
        clients.store.DELETE("/cart/deleteall/{userId}", { params: { path: { userId: user.user_id } } }),
      );
      if (result.error) console.error("The cart could not be emptied after payment", result.error);
    }
    dispatch(invalidated(["Cart", "Orders"]));
  };
}

/**
 * An admission is paid for a course chosen on the course pages, not from the cart, so the shopper's
 * cart is left as it is; only the hand-off is removed.
 */
export function afterAdmissionPaid(): ThunkAction<Promise<void>, RootState, Services, UnknownAction> {
  return async (dispatch) => {
    clearCheckoutData();
    dispatch(invalidated(["Admission"]));
  };
}

// The address calls of spec §7 (GET/POST/PUT/DELETE /address, PATCH defaults) with the §8 messages.
// Coordinates are never sent: the server geocodes every saved address (contract AddressInput).
import type { ApiSchemas } from "@henna/api";
import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  defaultAddressUpdated,
  ERROR_DELETING_ADDRESS,
  ERROR_SAVING_ADDRESS,
  ERROR_SETTING_DEFAULT_ADDRESS,
  FAILED_TO_DELETE_ADDRESS,
  FAILED_TO_SAVE_ADDRESS,
} from "@henna/domain/messages";
import { selectShippingPincodeError } from "@henna/domain/pincode";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { type ApiFailure, type ApiResult, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { defineResource, invalidated } from "../state/server-data";
import type { RootState } from "../state/store";
import { toast } from "../ui/toast";

export type Address = ApiSchemas["Address"];
export type AddressInput = ApiSchemas["AddressInput"];
export type DefaultKind = "shipping" | "billing";

type ThunkConfig = { state: RootState; extra: Services };

/** No answer, or a server fault: the shopper's input was not the problem (the "exception" texts of §8). */
export function isUnreachable(failure: ApiFailure): boolean {
  return (
    failure.status === 0 || failure.status >= 500 || failure.code === "NETWORK" || failure.code === "TIMEOUT"
  );
}

/** The server's own text for a refusal, or `fallback` when its answer was not the API's error shape. */
export function serverText(failure: ApiFailure, fallback: string): string {
  return failure.code === "UNKNOWN" || failure.message.trim() === "" ? fallback : failure.message;
}

/** GET /address/{userId}: the caller's addresses, newest first. */
export const addressList = defineResource<number, Address[]>(
  "addressList",
  async ({ clients }, userId): Promise<ApiResult<Address[]>> => {
    const result = await settle(
      clients.store.GET("/address/{userIdOrAddressId}", { params: { path: { userIdOrAddressId: userId } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.user };
  },
  ["Addresses"],
);

/** The default of a kind in a list, or null. */
export function defaultAddress(list: readonly Address[] | undefined, kind: DefaultKind): Address | null {
  return (
    list?.find((address) => (kind === "shipping" ? address.defaultaddressS : address.defaultaddressB)) ?? null
  );
}

export interface SaveAddressArgs {
  /** The address being edited; absent to add one. */
  id?: number;
  fields: Pick<AddressInput, "location_user" | "new_address" | "city" | "area" | "pincode">;
}

/** POST /address (add) or PUT /address/{id} (edit). Resolves with the saved address, or null (toast shown). */
export const saveAddress = createAsyncThunk<Address | null, SaveAddressArgs, ThunkConfig>(
  "addresses/save",
  async ({ id, fields }, { extra, getState, dispatch }) => {
    const user = getState().session.user;
    const body: AddressInput = {
      ...fields,
      ...(user ? { user_id: user.user_id } : {}),
      main_id: extra.mainId,
    };
    const result = await settle(
      id === undefined
        ? extra.clients.store.POST("/address", { body })
        : extra.clients.store.PUT("/address/{userIdOrAddressId}", {
            params: { path: { userIdOrAddressId: id } },
            body,
          }),
    );
    if (result.error) {
      if (isUnreachable(result.error)) {
        console.error("Saving the address failed", result.error);
        toast.error(ERROR_SAVING_ADDRESS);
      } else {
        toast.error(serverText(result.error, FAILED_TO_SAVE_ADDRESS));
      }
      return null;
    }
    dispatch(invalidated(["Addresses"]));
    toast.success(result.data.message || (id === undefined ? ADDRESS_ADDED : ADDRESS_UPDATED));
    return result.data.data;
  },
);

/** DELETE /address/{id}. Resolves true when it is gone (toast shown either way). */
export const deleteAddress = createAsyncThunk<boolean, number, ThunkConfig>(
  "addresses/delete",
  async (id, { extra, dispatch }) => {
    const result = await settle(
      extra.clients.store.DELETE("/address/{userIdOrAddressId}", {
        params: { path: { userIdOrAddressId: id } },
      }),
    );
    if (result.error) {
      if (isUnreachable(result.error)) console.error("Deleting the address failed", result.error);
      toast.error(isUnreachable(result.error) ? ERROR_DELETING_ADDRESS : FAILED_TO_DELETE_ADDRESS);
      return false;
    }
    dispatch(invalidated(["Addresses"]));
    toast.success(ADDRESS_DELETED);
    return true;
  },
);

export interface SetDefaultArgs {
  address: Address;
  kind: DefaultKind;
  /** Pincodes the store serves, for the shipping check (§5). */
  pincodes: readonly ApiSchemas["Pincode"][];
}

/**
 * PATCH /address/{id} with defaultaddressS or defaultaddressB true ('Default {kind} address updated').
 * A shipping address whose pincode the store does not serve is refused before the call
 * ('Delivery is not available to this pincode.').
 */
export const setDefaultAddress = createAsyncThunk<boolean, SetDefaultArgs, ThunkConfig>(
  "addresses/setDefault",
  async ({ address, kind, pincodes }, { extra, dispatch }) => {
    if (kind === "shipping") {
      const refused = selectShippingPincodeError(address.pincode, pincodes);
      if (refused) {
        toast.error(refused);
        return false;
      }
    }
    const result = await settle(
      extra.clients.store.PATCH("/address/{userIdOrAddressId}", {
        params: { path: { userIdOrAddressId: address.id } },
        body: kind === "shipping" ? { defaultaddressS: true } : { defaultaddressB: true },
      }),
    );
    if (result.error) {
      console.error("Setting the default address failed", result.error);
      toast.error(ERROR_SETTING_DEFAULT_ADDRESS);
      return false;
    }
    dispatch(invalidated(["Addresses"]));
    toast.success(defaultAddressUpdated(kind));
    return true;
  },
);

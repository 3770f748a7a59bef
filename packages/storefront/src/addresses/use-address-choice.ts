// The billing and shipping address the checkout uses: the shopper's defaults (spec §2 Checkout "with
// defaults"), read from the same cached list the AddressBook shows, so a choice made there shows here.
import type { ApiFailure } from "../api/api-result";
import { useAppSelector } from "../state/hooks";
import { selectUserId } from "../state/session-slice";
import { skip, useResource } from "../state/use-resource";
import { type Address, addressList, defaultAddress } from "./address-calls";

export interface AddressChoice {
  billing: Address | null;
  shipping: Address | null;
  addresses: Address[];
  isLoading: boolean;
  error: ApiFailure | undefined;
}

export function useAddressChoice(): AddressChoice {
  const userId = useAppSelector(selectUserId);
  const list = useResource(addressList, userId ?? skip);
  return {
    billing: defaultAddress(list.data, "billing"),
    shipping: defaultAddress(list.data, "shipping"),
    addresses: list.data ?? [],
    isLoading: list.isLoading,
    error: list.data === undefined ? list.error : undefined,
  };
}

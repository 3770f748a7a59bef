import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type AddressesHandlers = Pick<
  Handlers,
  | "deleteAddress"
  | "listAddresses"
  | "resetDefaultAddress"
  | "setDefaultAddress"
  | "createAddress"
  | "updateAddress"
>;

export function addressesHandlers(_ctx: AppContext): Partial<AddressesHandlers> {
  return {};
}

// Addresses and pincodes for the address and checkout tests.
import type { Address } from "./address-calls";

export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    location_user: "Home",
    new_address: "12 Link Road",
    city: "Mumbai",
    area: "Malad West",
    pincode: "400064",
    latitude: 19.1872,
    longitude: 72.8485,
    defaultaddressS: true,
    defaultaddressB: true,
    user_id: 7,
    user_name: "Asha Rao",
    main_id: "demo-store",
    ...overrides,
  };
}

export const SERVED_PINCODES = [
  { pincode: "400064", status: "Active" as const },
  { pincode: "400097", status: "Active" as const },
  { pincode: "400065", status: "Inactive" as const },
];

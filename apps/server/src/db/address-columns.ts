// The columns of a saved address as a person wrote it, for whoever shows or keeps one: the back
// office's customer page shows these, an order adds where the address is on the map.
import { addresses } from "./schema.js";

export const postalAddressColumns = {
  id: addresses.id,
  location_user: addresses.location_user,
  new_address: addresses.new_address,
  city: addresses.city,
  area: addresses.area,
  pincode: addresses.pincode,
};

// The postal part of a saved address with its holder's name: what an order keeps of the addresses it
// was placed with, and the core of the address book's own answer.
import type { AddressSnapshotData } from "../db/schema.js";

export function addressSnapshot(
  row: Omit<AddressSnapshotData, "user_name">,
  userName: string,
): AddressSnapshotData {
  return {
    id: row.id,
    location_user: row.location_user,
    new_address: row.new_address,
    city: row.city,
    area: row.area,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    user_name: userName,
  };
}

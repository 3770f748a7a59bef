/** A Google Maps search for the address (opens the app on a phone, the site elsewhere). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

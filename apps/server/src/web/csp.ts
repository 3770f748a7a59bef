// The Content-Security-Policy of the pages: every answer carries the base policy, and a page widens
// script-src, img-src and connect-src for the store's own script and icon URLs and for push.

/** The policy every answer carries; the HTML page widens script-src and img-src for the store's own URLs. */
export function contentSecurityPolicy(
  extra: { scripts?: string[]; images?: string[]; connect?: string[] } = {},
): string {
  const scripts = ["'self'", "https://checkout.razorpay.com", ...(extra.scripts ?? [])];
  const images = ["'self'", "data:", ...(extra.images ?? [])];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(" ")}`,
    "frame-src https://api.razorpay.com https://checkout.razorpay.com",
    `img-src ${[...new Set(images)].join(" ")}`,
    // Toasts and React's style props write inline styles.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${["'self'", ...(extra.connect ?? [])].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where firebase/messaging gets a browser's push token (Firebase installations, FCM registrations). */
export const FIREBASE_MESSAGING_ORIGINS = [
  "https://firebaseinstallations.googleapis.com",
  "https://fcmregistrations.googleapis.com",
];

/** The origin of an https URL (a policy source), or null for anything else. */
export function httpsOrigin(url: string): string | null {
  return url.startsWith("https://") ? new URL(url).origin : null;
}

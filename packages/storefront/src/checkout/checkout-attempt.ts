// One Idempotency-Key per checkout attempt (contract: "a fresh random key per checkout attempt, reused
// only when retrying the same attempt"). An attempt is what would be ordered: the lines, the coupon, the
// addresses, the contact details and the payment method. Placing the same attempt again (a double
// click, a retry after a network failure, paying after closing the payment dialog) sends the same key,
// so the server answers with the order it already made; changing any of those starts a new attempt.

/** A random key the contract accepts ([A-Za-z0-9_.:-], 8-128 characters). */
export function newAttemptKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID needs a secure context; getRandomValues does not (a shop opened over a LAN address).
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class CheckoutAttempts {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newAttemptKey) {}

  /** The key of the attempt `fingerprint` describes: the same as last time unless it changed. */
  keyFor(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { fingerprint, key: this.makeKey() };
    }
    return this.current.key;
  }

  /** The attempt is over (paid, or failed for good): the next one gets a new key. */
  finish(): void {
    this.current = null;
  }
}

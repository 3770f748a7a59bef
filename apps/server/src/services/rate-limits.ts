// Limits for the calls that guess, send or create (login, OTP send and verify, sign-up, password
// reset), per e-mail and per client address. Per e-mail keys stop guessing at one account from many
// addresses; per address keys stop one client from spraying many accounts. E-mail keys carry the
// store (an address may have accounts in several stores); address keys count a client across every
// store.
import type { FastifyRequest } from "fastify";
import type { Limit } from "./rate-limiter.js";

const MINUTES_15 = 15 * 60;

type Action = "otp-send" | "otp-verify" | "login" | "signup" | "reset";

/**
 * Per sliding window of 15 minutes (no more than this in any 15 minutes): `email` hits for one
 * address, `ip` hits from one client.
 */
export const RATE_LIMITS: Record<Action, { email: number; ip: number; windowSeconds: number }> = {
  // Each send is an e-mail to someone's inbox: a few re-sends, not a mail bomb.
  "otp-send": { email: 5, ip: 20, windowSeconds: MINUTES_15 },
  // 5 wrong tries burn a code; with 5 sends that bounds guesses at one address to a handful per window.
  "otp-verify": { email: 10, ip: 50, windowSeconds: MINUTES_15 },
  login: { email: 10, ip: 50, windowSeconds: MINUTES_15 },
  // Each sign-up costs a password hash; one verified code allows one, so a few retries are plenty.
  signup: { email: 5, ip: 20, windowSeconds: MINUTES_15 },
  reset: { email: 5, ip: 20, windowSeconds: MINUTES_15 },
};

export function limitsFor(action: Action, mainId: string, email: string, request: FastifyRequest): Limit[] {
  const rule = RATE_LIMITS[action];
  return [
    { key: `${action}:email:${mainId}:${email}`, max: rule.email, windowSeconds: rule.windowSeconds },
    { key: `${action}:ip:${request.ip}`, max: rule.ip, windowSeconds: rule.windowSeconds },
  ];
}

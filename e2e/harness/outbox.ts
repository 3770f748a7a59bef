// The development outbox (no SMTP_URL): every e-mail the store sends is readable at
// GET /api/dev/outbox?to=EMAIL, newest first.
const WAIT_MS = 10_000;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function readOutbox(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/**
 * The code of the newest OTP mail to this address. Waits a little for it to arrive; pass `after` (the
 * time the code was asked for) so an older mail's code is never taken for the new one.
 */
export async function readOtp(baseUrl: string, email: string, after?: Date): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const mails = await readOutbox(baseUrl, email);
    const fresh = mails.filter((m) => !after || new Date(m.createdAt).getTime() >= after.getTime() - 1000);
    const code = fresh.map((m) => /^\s*(\d{4,8})\s*$/m.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no OTP mail to ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

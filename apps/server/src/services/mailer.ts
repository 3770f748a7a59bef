// Every e-mail the store sends (OTP codes, order confirmations, status changes, quote requests) is a
// row in the outbox table (services/outbox), delivered by the job runner. With SMTP_URL the transport
// is nodemailer; without it the rows themselves are the dev mailbox, readable at GET /api/dev/outbox,
// so the whole flow works on a developer's machine.
import { and, desc, eq } from "drizzle-orm";
import type { Env } from "../config/env.js";
import type { Db, DbOrTransaction } from "../db/database.js";
import { outboxMails } from "../db/schema.js";
import type { Mail } from "./mail.js";
import { enqueueMail } from "./outbox/enqueue.js";

export type { Mail } from "./mail.js";

/** Hands one message to the mail server (called only by the outbox deliverer). */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Writes the mail to the outbox, in the caller's transaction when one is given. */
  send(mainId: string, mail: Mail, tx?: DbOrTransaction): Promise<void>;
}

export async function createMailTransport(env: Env): Promise<MailTransport> {
  if (!env.smtpUrl) {
    // The outbox row is the delivered message: nothing leaves the machine.
    return { send: async () => undefined };
  }
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(env.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: env.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createMailer(env: Env, db: Db): Mailer {
  return {
    kind: env.smtpUrl ? "smtp" : "outbox",
    send: (mainId, mail, tx) => enqueueMail(tx ?? db, mainId, mail),
  };
}

export async function readOutbox(db: Db, mainId: string, to: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.main_id, mainId),
        eq(outboxMails.kind, "mail"),
        eq(outboxMails.to, to.toLowerCase()),
      ),
    )
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

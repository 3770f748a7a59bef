// One mailer for every e-mail the store sends (OTP codes, order confirmations). With SMTP_URL it sends
// through nodemailer; without it every message goes to the dev outbox table, readable at
// GET /api/dev/outbox, so the whole flow works on a developer's machine.
import { and, desc, eq } from "drizzle-orm";
import type { Env } from "../config/env.js";
import type { Db } from "../db/database.js";
import { outboxMails } from "../db/schema.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mainId: string, mail: Mail): Promise<void>;
}

export async function createMailer(env: Env, db: Db): Promise<Mailer> {
  if (env.smtpUrl) {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(env.smtpUrl);
    return {
      kind: "smtp",
      async send(_mainId, mail) {
        await transport.sendMail({ from: env.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    kind: "outbox",
    async send(mainId, mail) {
      await db
        .insert(outboxMails)
        .values({ main_id: mainId, to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text });
    },
  };
}

export async function readOutbox(db: Db, mainId: string, to: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.main_id, mainId), eq(outboxMails.to, to.toLowerCase())))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

// Writing to the outbox. Callers pass their transaction, so a message exists exactly when the change
// that causes it commits: a crash after the commit cannot lose the mail, a rollback cannot send it.
import type { DbOrTransaction } from "../../db/database.js";
import { outboxMails } from "../../db/schema.js";
import type { Mail } from "../mail.js";
import type { PushMessage } from "../push.js";

export async function enqueueMail(db: DbOrTransaction, mainId: string, mail: Mail): Promise<void> {
  await mailInsert(db, mainId, mail);
}

/** The outbox row of a mail. */
export function mailRow(mainId: string, mail: Mail) {
  return {
    main_id: mainId,
    kind: "mail" as const,
    to: mail.to.toLowerCase(),
    subject: mail.subject,
    text: mail.text,
  };
}

/** The insert enqueueMail runs, not yet run: for callers that send it with other writes (db/one-statement.ts). */
export function mailInsert(db: DbOrTransaction, mainId: string, mail: Mail) {
  return db.insert(outboxMails).values(mailRow(mainId, mail));
}

/** A push message for every device the user has registered when it is delivered. */
export async function enqueuePush(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
  message: PushMessage,
): Promise<void> {
  await db.insert(outboxMails).values({
    main_id: mainId,
    kind: "push",
    to: `user:${userId}`,
    subject: message.title,
    text: message.body,
    payload: { user_id: userId, data: message.data ?? {} },
  });
}

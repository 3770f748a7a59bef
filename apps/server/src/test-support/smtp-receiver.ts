// A real SMTP server (the smtp-server package) for tests: it accepts one user's login and keeps the
// messages it is given, so a test can check a login without sending, or read the mail that was sent.
// The browser journeys use it too (package.json exports it): the HTTPS journey's server sends by SMTP.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readRawMail } from "./raw-mail.js";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Subject and body decoded (raw-mail.ts). */
  subject: string;
  text: string;
}

export interface SmtpReceiver {
  port: number;
  /** smtp://user:password@127.0.0.1:port, with the login the receiver accepts. */
  url: string;
  logins: { user: string; accepted: boolean }[];
  messages: ReceivedMail[];
  /** The first message, received already or still to come, that `matches`; fails once the receiver closes. */
  nextMessage(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(user = "shop", password = "smtp-pass-123"): Promise<SmtpReceiver> {
  const logins: SmtpReceiver["logins"] = [];
  const messages: ReceivedMail[] = [];
  // Each waiting nextMessage: called with every new message (true once it is answered), or with null
  // when the receiver closes.
  const waiting = new Set<(mail: ReceivedMail | null) => boolean>();
  const server = new SMTPServer({
    // Plain connections on loopback: no STARTTLS (its built-in certificate is self-signed), so the
    // login is offered without TLS, which only a test may allow.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      const accepted = auth.username === user && auth.password === password;
      logins.push({ user: auth.username ?? "", accepted });
      if (accepted) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...readRawMail(raw),
        };
        messages.push(mail);
        for (const offer of waiting) if (offer(mail)) waiting.delete(offer);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    logins,
    messages,
    nextMessage(matches) {
      const found = messages.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiting.add((mail) => {
          if (mail === null) reject(new Error("the SMTP receiver closed before the message came"));
          else if (matches(mail)) resolve(mail);
          else return false;
          return true;
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const offer of waiting) offer(null);
        waiting.clear();
        server.close(() => resolve());
      }),
  };
}

// A real SMTP server (the smtp-server package) for tests: it accepts one user's login and keeps the
// messages it is given, so a test can check a login without sending, or read the mail that was sent.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpReceiver {
  port: number;
  /** smtp://user:password@127.0.0.1:port, with the login the receiver accepts. */
  url: string;
  logins: { user: string; accepted: boolean }[];
  messages: { from: string; to: string[]; raw: string }[];
  close(): Promise<void>;
}

export async function startSmtpReceiver(user = "shop", password = "smtp-pass-123"): Promise<SmtpReceiver> {
  const logins: SmtpReceiver["logins"] = [];
  const messages: SmtpReceiver["messages"] = [];
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
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

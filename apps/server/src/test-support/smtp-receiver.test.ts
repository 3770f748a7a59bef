// The SMTP receiver the doctor's tests and the HTTPS journey read mail from: nodemailer, as the store
// sends, hands it mails in each encoding it picks (plain ASCII, Hindi, long lines, a non-ASCII subject),
// and the receiver gives back the subject and text as written.
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.js";

const MAILS = [
  { name: "ASCII", subject: "Your code", text: "Hello,\n\n123456\n\n- Mehendi & Chai" },
  {
    name: "Hindi",
    subject: "आपका कोड – मेहंदी और चाय",
    text: "नमस्ते,\n\nआपका कोड:\n\n654321\n\nयह 10 मिनट तक मान्य है।",
  },
  {
    name: "a long line and a lone dot",
    subject: "Order #1042 = ₹1,250",
    text: `${"Mehendi cone, natural, 25 g; ".repeat(12)}\n.\n= end`,
  },
];

describe("SMTP receiver", () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(() => receiver.close());

  const send = (to: string, mail: { subject: string; text: string }) =>
    createTransport(receiver.url).sendMail({ from: "shop@example.in", to, ...mail });

  it.each(MAILS)("gives back the subject and text of $name as sent", async (mail) => {
    const to = `${mail.name.replace(/\W+/g, "-")}@example.in`;
    await send(to, mail);
    const received = await receiver.nextMessage((m) => m.to.includes(to));
    expect(received).toMatchObject({ from: "shop@example.in", to: [to], subject: mail.subject });
    expect(received.text.trimEnd()).toBe(mail.text);
    expect(receiver.logins).toContainEqual({ user: "shop", accepted: true });
  });

  it("waits for a message still to come, and answers one already received at once", async () => {
    const later = receiver.nextMessage((m) => m.to.includes("later@example.in"));
    await send("later@example.in", { subject: "Later", text: "Here now" });
    expect((await later).subject).toBe("Later");
    expect((await receiver.nextMessage((m) => m.subject === "Later")).text.trimEnd()).toBe("Here now");
  });

  it("fails a wait still open when it closes", async () => {
    const other = await startSmtpReceiver();
    const open = other.nextMessage(() => false);
    await other.close();
    await expect(open).rejects.toThrow("the SMTP receiver closed before the message came");
  });
});

// Reads a message as an SMTP server receives it (headers, a blank line, the body), far enough for the
// store's mails: one text/plain part, in 7bit, 8bit, quoted-printable or base64, subject possibly in
// RFC 2047 encoded words. Nodemailer picks the encoding by the text (Hindi is never 7bit), so a test
// that reads the words of a mail must undo it.

export interface RawMailText {
  subject: string;
  /** The body as the sender wrote it, with \n line ends. */
  text: string;
}

function headerFields(head: string): Map<string, string> {
  const fields = new Map<string, string>();
  // A folded header continues on lines that start with white space.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words; the space between two such words is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64")
          : quotedPrintableBytes(data.replace(/_/g, " "));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

export function readRawMail(raw: string): RawMailText {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const fields = headerFields(head);
  const type = fields.get("content-type") ?? "text/plain";
  if (!type.toLowerCase().startsWith("text/plain")) throw new Error(`not one text/plain part: ${type}`);
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1] ?? "utf-8";
  const encoding = (fields.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decode = (bytes: Buffer) => new TextDecoder(charset.toLowerCase()).decode(bytes);
  // 7bit and 8bit bodies are the text itself (the receiver decodes what it got as UTF-8).
  const text =
    encoding === "base64"
      ? decode(Buffer.from(body.replace(/\s+/g, ""), "base64"))
      : encoding === "quoted-printable"
        ? decode(quotedPrintableBytes(body))
        : body;
  return { subject: decodeWords(fields.get("subject") ?? ""), text: text.replace(/\r\n/g, "\n") };
}

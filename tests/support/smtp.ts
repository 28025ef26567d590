// A local SMTP server for the tests that read the e-mails the outbox sends: each message's
// recipients, subject and text, decoded (encoded-word headers, quoted-printable or base64 bodies).
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  // The message as it arrived.
  raw: string;
  to: string;
  subject: string;
  text: string;
}

// Bytes written as =XX (quoted-printable, and the Q encoding of headers), read as UTF-8.
const unquote = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : unquote(data.replace(/_/g, " ")),
  );

export function parse(raw: string): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const body = rest.join("\n\n");
  // A message with parts (an invitation beside the text): its first plain-text part is its text.
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parse(part.replace(/^\r?\n/, "")));
    const text = parts.find((part) => part.text !== "" && !/BEGIN:VCALENDAR/.test(part.text.slice(0, 20)))?.text ?? "";
    return { raw, to: decodeWords(headers.get("to") ?? ""), subject: decodeWords(headers.get("subject") ?? ""), text };
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? unquote(body.replace(/=\r?\n/g, ""))
        : body;
  return { raw, to: decodeWords(headers.get("to") ?? ""), subject: decodeWords(headers.get("subject") ?? ""), text: text.replace(/\r\n/g, "\n") };
}

// `refuse` answers true for a message the server should refuse (451, as a full mailbox would);
// `onMail` hears of each message kept (the browser tests' runner writes them to files).
export async function startSmtp(
  refuse: () => boolean = () => false,
  onMail?: (mail: ReceivedMail) => void,
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true, // no DNS here: a lookup would stall every connection
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk) => (data += chunk));
      stream.on("end", () => {
        if (refuse()) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
        const mail = parse(data);
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

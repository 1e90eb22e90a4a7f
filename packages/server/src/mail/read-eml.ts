/**
 * A small reader of the .eml files the mailer writes (tests, and operators' scripts): headers
 * with encoded words decoded, the text and HTML bodies, and attachments. Enough MIME for what
 * nodemailer produces, not a general parser.
 */
export type ReadEml = {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replaceAll("_", " ")).toString("utf8"),
    );
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`${name}="?([^";]+)"?`, "i").exec(header);
  return match?.[1] ? decodeWords(match[1]) : null;
}

function walk(raw: string, out: ReadEml) {
  const { headers, body } = split(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = parameter(type, "boundary");
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      walk(part.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body.replace(/\r?\n$/, ""), "utf8");
  const disposition = headers.get("content-disposition") ?? "";
  if (disposition.toLowerCase().startsWith("attachment")) {
    out.attachments.push({
      filename: parameter(disposition, "filename") ?? "",
      contentType: type.split(";")[0]?.trim() ?? "",
      content,
    });
  } else if (type.toLowerCase().startsWith("text/html")) out.html += content.toString("utf8");
  else if (type.toLowerCase().startsWith("text/plain")) out.text += content.toString("utf8");
}

export function readEml(raw: string): ReadEml {
  const { headers } = split(raw);
  const out: ReadEml = {
    headers: new Map([...headers].map(([name, value]) => [name, decodeWords(value)])),
    subject: decodeWords(headers.get("subject") ?? ""),
    text: "",
    html: "",
    attachments: [],
  };
  walk(raw, out);
  return out;
}

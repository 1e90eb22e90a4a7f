import { inflateSync } from "node:zlib";

/**
 * The text a PDF viewer would show : its content streams inflated and the hex
 * strings of their TJ operators decoded (pdfkit writes standard-font text as WinAnsi hex), one
 * line per operator.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!<<)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    // The dictionary's /Length, where it is a number: compressed bytes may end in a newline
    // themselves, so trimming one before "endstream" could cut the stream short.
    const length = /\/Length (\d+)(?!\d| \d+ R)/.exec(match[1] ?? "")?.[1];
    const end = length ? start + Number(length) : raw.indexOf("endstream", start);
    const bytes = Buffer.from(
      length ? raw.slice(start, end) : raw.slice(start, end).replace(/\r?\n$/, ""),
      "latin1",
    );
    const content = (/\/FlateDecode/.test(match[1] ?? "") ? inflateSync(bytes) : bytes).toString(
      "latin1",
    );
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      lines.push(new TextDecoder("windows-1252").decode(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}

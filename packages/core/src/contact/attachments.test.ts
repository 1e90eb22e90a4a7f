import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TOO_MANY_MESSAGE,
  attachmentCandidates,
  attachmentFileName,
  attachmentMessage,
  checkAttachments,
  isAttachmentMessage,
  sniffAttachmentType,
} from "./attachments";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

/** An ISO-BMFF ftyp box: size, "ftyp", major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, "meta");
};

const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR"),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "),
  pdf: bytes("%PDF-1.7\n%\u00e2\u00e3"),
  heic: ftyp("heic", "mif1", "heic"),
};

describe("a file's type, from its bytes", () => {
  it("recognises JPEG, PNG, WebP, PDF and HEIC by their signatures", () => {
    expect(sniffAttachmentType(SAMPLES.jpeg)).toBe("image/jpeg");
    expect(sniffAttachmentType(SAMPLES.png)).toBe("image/png");
    expect(sniffAttachmentType(SAMPLES.webp)).toBe("image/webp");
    expect(sniffAttachmentType(SAMPLES.pdf)).toBe("application/pdf");
    expect(sniffAttachmentType(SAMPLES.heic)).toBe("image/heic");
    // A phone that leads with the general HEIF brand and lists HEVC among the others.
    expect(sniffAttachmentType(ftyp("mif1", "miaf", "heic"))).toBe("image/heic");
  });

  it("refuses text, other containers and look-alikes", () => {
    expect(sniffAttachmentType(bytes("Hello, this is not a photo"))).toBeNull();
    expect(sniffAttachmentType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffAttachmentType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffAttachmentType(bytes("PK", [3, 4]))).toBeNull();
    // AVIF and MP4 share the ftyp box but are not HEIC.
    expect(sniffAttachmentType(ftyp("avif", "mif1", "miaf"))).toBeNull();
    expect(sniffAttachmentType(ftyp("mif1", "avif", "miaf"))).toBeNull();
    expect(sniffAttachmentType(ftyp("isom", "mp41"))).toBeNull();
    expect(sniffAttachmentType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });
});

describe("the name a file is kept under", () => {
  it("takes the extension of the type its bytes showed", () => {
    expect(attachmentFileName("scan.pdf", "image/png")).toBe("scan.png");
    expect(attachmentFileName("IMG_0042.HEIC", "image/heic")).toBe("IMG_0042.heic");
    expect(attachmentFileName("receipt", "application/pdf")).toBe("receipt.pdf");
  });

  it("drops paths, control characters and quotes, and names a nameless file", () => {
    expect(attachmentFileName("C:\\Users\\ana\\tire.jpg", "image/jpeg")).toBe("tire.jpg");
    expect(attachmentFileName('../"evil"\r\n.png', "image/png")).toBe("evil.png");
    expect(attachmentFileName("", "image/webp")).toBe("attachment.webp");
    expect(attachmentFileName(".png", "image/png")).toBe("attachment.png");
    expect(attachmentFileName(`${"x".repeat(300)}.jpg`, "image/jpeg")).toHaveLength(104);
  });
});

describe("the contact form's files", () => {
  const file = (name: string, head: Uint8Array, size = head.length) => ({ name, size, head });

  it("takes up to three files of the types taken, named by what they are", () => {
    const checked = checkAttachments([
      file("tire.jpg", SAMPLES.jpeg),
      file("scan.pdf", SAMPLES.png),
      file("invoice.pdf", SAMPLES.pdf, ATTACHMENT_MAX_BYTES),
    ]);
    expect(checked).toEqual({
      valid: true,
      files: [
        { name: "tire.jpg", size: SAMPLES.jpeg.length, type: "image/jpeg" },
        { name: "scan.png", size: SAMPLES.png.length, type: "image/png" },
        { name: "invoice.pdf", size: ATTACHMENT_MAX_BYTES, type: "application/pdf" },
      ],
    });
    expect(checkAttachments([])).toEqual({ valid: true, files: [] });
  });

  it("refuses a fourth file, an empty one, one over 5 MB and one that lies about its type", () => {
    const four = Array.from({ length: ATTACHMENT_MAX_FILES + 1 }, (_, i) =>
      file(`${i}.png`, SAMPLES.png),
    );
    expect(checkAttachments(four)).toMatchObject({
      valid: false,
      reason: "tooMany",
      message: ATTACHMENT_TOO_MANY_MESSAGE,
    });
    expect(checkAttachments([file("blank.jpg", new Uint8Array(), 0)])).toMatchObject({
      reason: "empty",
      message: "blank.jpg is empty",
    });
    expect(
      checkAttachments([file("big.jpg", SAMPLES.jpeg, ATTACHMENT_MAX_BYTES + 1)]),
    ).toMatchObject({ reason: "tooLarge", message: "big.jpg is larger than 5 MB" });
    expect(checkAttachments([file("notes.jpg", bytes("just some text"))])).toMatchObject({
      reason: "type",
      message: "notes.jpg is not a JPEG, PNG, WebP, HEIC or PDF file",
    });
  });

  it("tells its messages from others, so they show at the files", () => {
    expect(isAttachmentMessage(attachmentMessage("type", "a.txt"))).toBe(true);
    expect(isAttachmentMessage(attachmentMessage("tooLarge", "b.jpg"))).toBe(true);
    expect(isAttachmentMessage(ATTACHMENT_TOO_MANY_MESSAGE)).toBe(true);
    expect(isAttachmentMessage("valid email required")).toBe(false);
  });

  it("reads the first bytes of Files, leaving out an empty file input", async () => {
    const candidates = await attachmentCandidates([
      new File([SAMPLES.png], "a.png", { type: "image/png" }),
      new File([], "", { type: "application/octet-stream" }),
      "not a file",
    ]);
    expect(candidates).toEqual([{ name: "a.png", size: SAMPLES.png.length, head: SAMPLES.png }]);
  });
});

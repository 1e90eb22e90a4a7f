/**
 * Files sent with the contact form (storefront.md §5 "Contact form attachments allowed"): a few
 * pictures or documents a customer would send (a damaged tire, a receipt), each judged by its
 * bytes. A file's name and the type the browser declares are never believed: a text file renamed
 * photo.jpg is refused, and a PNG named scan.pdf is kept as the PNG it is.
 */

export const ATTACHMENTS_FIELD = "attachments";
export const ATTACHMENT_MAX_FILES = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The types taken, with the word a customer knows them by and the extension they are kept under. */
export const ATTACHMENT_TYPES = {
  "image/jpeg": { label: "JPEG", extension: "jpg" },
  "image/png": { label: "PNG", extension: "png" },
  "image/webp": { label: "WebP", extension: "webp" },
  "image/heic": { label: "HEIC", extension: "heic" },
  "application/pdf": { label: "PDF", extension: "pdf" },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** The file input's `accept`: what the browser's picker offers first (the server still checks). */
export const ATTACHMENT_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf";

/** How many leading bytes decide a file's type (the longest signature read is HEIC's ftyp box). */
export const ATTACHMENT_SNIFF_BYTES = 64;

export const ATTACHMENTS_HINT = `Up to ${ATTACHMENT_MAX_FILES} photos or documents (JPEG, PNG, WebP, HEIC or PDF), ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each.`;

/** Why a file is refused; the message names the file and ends with one of these. */
export const ATTACHMENT_REASONS = {
  type: "is not a JPEG, PNG, WebP, HEIC or PDF file",
  tooLarge: `is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
  empty: "is empty",
} as const;
export type AttachmentRefusal = keyof typeof ATTACHMENT_REASONS | "tooMany";

export const ATTACHMENT_TOO_MANY_MESSAGE = `Attach at most ${ATTACHMENT_MAX_FILES} files`;

/** The message of a refused file: "scan.txt is not a JPEG, PNG, WebP, HEIC or PDF file". */
export function attachmentMessage(reason: keyof typeof ATTACHMENT_REASONS, name: string): string {
  return `${name} ${ATTACHMENT_REASONS[reason]}`;
}

/** Whether a message (the server's, say) is about the attached files, so it shows at that field. */
export function isAttachmentMessage(message: string): boolean {
  return (
    message === ATTACHMENT_TOO_MANY_MESSAGE ||
    Object.values(ATTACHMENT_REASONS).some((reason) => message.endsWith(` ${reason}`))
  );
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

// HEIC's brands (ISO/IEC 23008-12): stills and sequences coded with HEVC. mif1/msf1 are the
// general HEIF brands an encoder may lead with; it then lists a HEVC brand among the others.
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const major = ascii(bytes, 8, 4);
  if (HEVC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(bytes.length, boxSize);
  // After the major brand and its version come the compatible brands, four letters each.
  for (let at = 16; at + 4 <= end; at += 4) {
    if (HEVC_BRANDS.has(ascii(bytes, at, 4))) return true;
  }
  return false;
}

/**
 * The type of a file from its first bytes (ATTACHMENT_SNIFF_BYTES are enough), or null when it
 * is none of the types taken.
 */
export function sniffAttachmentType(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP")
    return "image/webp";
  if (ascii(head, 0, 5) === "%PDF-") return "application/pdf";
  if (isHeic(head)) return "image/heic";
  return null;
}

// Control characters and the separators of paths: a name is shown and mailed, never a path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: those are what it removes.
const UNSAFE_NAME = /[\u0000-\u001f\u007f"\\/:*?<>|]+/g;
const NAME_MAX_LENGTH = 100;

/**
 * The name a file is kept and mailed under: its own base name, cleaned, with the extension of
 * the type its bytes showed ("scan.pdf" holding a PNG becomes "scan.png").
 */
export function attachmentFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(UNSAFE_NAME, "").trim();
  const dot = base.lastIndexOf(".");
  const stem =
    (dot >= 0 ? base.slice(0, dot) : base).trim().slice(0, NAME_MAX_LENGTH) || "attachment";
  return `${stem}.${ATTACHMENT_TYPES[type].extension}`;
}

/** What the checks need of a file: its name, its size and its first bytes. */
export type AttachmentCandidate = { name: string; size: number; head: Uint8Array };

/** A file that passed: the name it is kept under and the type its bytes showed. */
export type CheckedAttachment = { name: string; size: number; type: AttachmentType };

export type AttachmentCheck =
  | { valid: true; files: CheckedAttachment[] }
  | { valid: false; reason: AttachmentRefusal; message: string };

/**
 * The contact form's files checked: at most ATTACHMENT_MAX_FILES, none empty, none over
 * ATTACHMENT_MAX_BYTES, each a type taken by its bytes. The first refusal is the answer.
 */
export function checkAttachments(candidates: readonly AttachmentCandidate[]): AttachmentCheck {
  if (candidates.length > ATTACHMENT_MAX_FILES) {
    return { valid: false, reason: "tooMany", message: ATTACHMENT_TOO_MANY_MESSAGE };
  }
  const files: CheckedAttachment[] = [];
  for (const file of candidates) {
    const refuse = (reason: keyof typeof ATTACHMENT_REASONS): AttachmentCheck => ({
      valid: false,
      reason,
      message: attachmentMessage(reason, file.name || "A file"),
    });
    if (file.size === 0) return refuse("empty");
    if (file.size > ATTACHMENT_MAX_BYTES) return refuse("tooLarge");
    const type = sniffAttachmentType(file.head);
    if (!type) return refuse("type");
    files.push({ name: attachmentFileName(file.name, type), size: file.size, type });
  }
  return { valid: true, files };
}

/** A File or Blob as the browser and Node both have it; only these members are used. */
export type FileLike = {
  name: string;
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
};

/**
 * The files a form field holds, as the checks take them. A file input left empty still posts one
 * nameless, empty part: that is no file.
 */
export async function attachmentCandidates(
  values: readonly unknown[],
): Promise<AttachmentCandidate[]> {
  const files = values.filter(
    (value): value is FileLike =>
      typeof value === "object" &&
      value !== null &&
      "slice" in value &&
      "size" in value &&
      !((value as FileLike).size === 0 && !(value as FileLike).name),
  );
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      head: new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer()),
    })),
  );
}

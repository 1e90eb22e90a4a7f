import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The .eml files of a folder, quoted-printable undone and folded headers unfolded, as a mail
 * client reads them.
 */
export function mailsIn(dir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/\r?\n(?=[ \t])/g, "")
      .replaceAll("=3D", "="),
  );
}

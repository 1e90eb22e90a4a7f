import { z } from "zod";
import { ZIP_MESSAGE, ZIP_PATTERN } from "./zip";

// Apart from zip.ts because a bundled module keeps its top-level calls: zod would come along
// with isValidZip into widget bundles that never validate with it.

export const zipSchema = z
  .string({ error: ZIP_MESSAGE })
  .trim()
  .regex(ZIP_PATTERN, { error: ZIP_MESSAGE });

import { z } from "zod";

/**
 * Imported first by every browser bundle. Zod probes for `new Function` to compile validators;
 * under a strict Content Security Policy the probe is caught but still reported as a violation,
 * to the partner's report-uri on every page view. Jitless validation never probes.
 */
z.config({ jitless: true });

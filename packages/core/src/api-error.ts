import { z } from "zod";

/** The error body every API route answers with (DESIGN.md "Errors"). */
export const apiErrorSchema = z.object({ errorMessage: z.string(), code: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ ok: z.boolean(), db: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof healthSchema>;

import { z } from "zod";

/** The error body every API route answers with (DESIGN.md "Errors"). */
export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  code: z.string(),
  /** On a server fault (5xx): the request's id, as logged, for a support ticket. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(["pglite", "postgres"]),
  /** The server process that answered: behind a load balancer, which one of many. */
  pid: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;

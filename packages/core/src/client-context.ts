import { z } from "zod";

/**
 * Query fields the shared request client adds to every call (storefront.md §7). Every route's
 * query schema accepts them, so a strict schema still rejects fields nobody sends.
 */
export const clientContextQueryShape = {
  userRegion: z.string().max(16).optional(),
  userZip: z.string().max(10).optional(),
  ssoUid: z.string().max(128).optional(),
  userTime: z.string().max(8).optional(),
  vwo_user: z.string().max(128).optional(),
  channel: z.string().max(32).optional(),
};

export const clientContextQuerySchema = z.strictObject(clientContextQueryShape);

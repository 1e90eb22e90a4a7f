/**
 * The calls that quote sets out the door (catalog/installed-set). Their response schemas are
 * referenced only where responses are checked, so browser bundles take these calls without zod.
 */
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type InstalledSet,
  type InstalledSets,
  installedSetSchema,
  installedSetsSchema,
} from "./installed-set";

/** Where a set is quoted, and for how many tires (INSTALLED_SET_QUANTITY when absent). */
export type InstalledSetWhere = {
  userZip: string;
  installerId?: string | undefined;
  quantity?: number | undefined;
};

/** GET /catalog/products/{productId}/installed-set: the set's out-the-door price near a ZIP. */
export function getInstalledSet(
  client: Client,
  productId: string,
  where: InstalledSetWhere,
  signal?: AbortSignal,
): Promise<Result<InstalledSet>> {
  return client.request({
    path: "/catalog/products/{productId}/installed-set",
    pathParams: { productId },
    query: { userZip: where.userZip, installerId: where.installerId, quantity: where.quantity },
    schema: RESPONSE_CHECKS ? installedSetSchema : undefined,
    signal,
  });
}

/** GET /catalog/installed-sets: the out-the-door price of each of these tires near a ZIP. */
export function getInstalledSets(
  client: Client,
  productIds: readonly string[],
  where: InstalledSetWhere,
  signal?: AbortSignal,
): Promise<Result<InstalledSets>> {
  return client.request({
    path: "/catalog/installed-sets",
    query: {
      productIds: productIds.join(","),
      userZip: where.userZip,
      installerId: where.installerId,
      quantity: where.quantity,
    },
    schema: RESPONSE_CHECKS ? installedSetsSchema : undefined,
    signal,
  });
}

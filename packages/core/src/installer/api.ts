import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type InstallerListResponse,
  type InstallerPageResponse,
  installerListResponseSchema,
  installerPageResponseSchema,
} from "./schemas";
import type { InstallerSort } from "./sort";

export type InstallerListParams = {
  userZip: string;
  limit?: number;
  sort?: InstallerSort;
  mobileInstall?: boolean;
  cartId?: string;
  /** Comma-separated installer ids. */
  installerIds?: string;
  source?: "checkout" | "catalog" | "home" | "pdp" | "tire shops" | "widget";
};

/** GET /installers: installers near a ZIP, sponsored then nearest unless sorted otherwise. */
export function getInstallers(
  client: Client,
  params: InstallerListParams,
  signal?: AbortSignal,
): Promise<Result<InstallerListResponse>> {
  return client.request({
    path: "/installers",
    query: { ...params },
    schema: RESPONSE_CHECKS ? installerListResponseSchema : undefined,
    signal,
  });
}

export type InstallersByLocationParams = {
  userZip: string;
  limit?: number;
  /** 1-based. */
  page?: number;
  sort?: InstallerSort;
};

/** GET /installers-by-location: one page of the shops near a ZIP, with the total. */
export function getInstallersByLocation(
  client: Client,
  params: InstallersByLocationParams,
  signal?: AbortSignal,
): Promise<Result<InstallerPageResponse>> {
  return client.request({
    path: "/installers-by-location",
    query: { ...params },
    schema: RESPONSE_CHECKS ? installerPageResponseSchema : undefined,
    signal,
  });
}

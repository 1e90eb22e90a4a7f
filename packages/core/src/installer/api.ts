import type { Client, Result } from "../client";
import { type InstallerListResponse, installerListResponseSchema } from "./schemas";

export type InstallerListParams = {
  userZip: string;
  limit?: number;
  mobileInstall?: boolean;
  source?: "checkout" | "catalog" | "home" | "pdp" | "tire shops" | "widget";
};

/** GET /installers: shops near a ZIP, nearest first. */
export function getInstallers(
  client: Client,
  params: InstallerListParams,
  signal?: AbortSignal,
): Promise<Result<InstallerListResponse>> {
  return client.request({
    path: "/installers",
    query: { ...params },
    schema: installerListResponseSchema,
    signal,
  });
}

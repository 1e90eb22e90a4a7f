import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import {
  type ContentPage,
  type ContentPageList,
  contentPageListSchema,
  contentPageSchema,
} from "./schemas";

/** GET /content/{slug}: one content page. */
export function getContentPage(
  client: Client,
  slug: string,
  signal?: AbortSignal,
): Promise<Result<ContentPage>> {
  return client.request({
    path: "/content/{slug}",
    pathParams: { slug },
    schema: RESPONSE_CHECKS ? contentPageSchema : undefined,
    signal,
  });
}

/** GET /content: the content pages there are. */
export function getContentPages(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<ContentPageList>> {
  return client.request({
    path: "/content",
    schema: RESPONSE_CHECKS ? contentPageListSchema : undefined,
    signal,
  });
}

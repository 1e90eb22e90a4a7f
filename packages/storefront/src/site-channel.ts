import { CONSUMER_CHANNEL, type SiteChannel } from "@treadkit/core/site";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";

/** The channel the page is served in, from the root route's data: consumer site or simple shop. */
export function useSiteChannel(): SiteChannel {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.channel ?? CONSUMER_CHANNEL;
}

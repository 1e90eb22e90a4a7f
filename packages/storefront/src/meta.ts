import { type PageChannel, type PageKind, pageTitle, robotsContent } from "@treadkit/core/site";

export type PageMeta = {
  title: string;
  /** The search-result snippet (meta description). */
  description: string;
  robots: string;
  canonical: string | null;
};

/** The description of a page that names none of its own. */
export const DEFAULT_DESCRIPTION =
  "Shop tires by size or vehicle, priced with installation at a shop near you, and book the time that suits you.";

/** What a route puts in <head>; `handle.meta` of a route returns it from the route's data. */
export type MetaFunction = (args: { data: unknown; pathname: string }) => {
  title: string;
  description?: string;
  kind?: PageKind;
  canonical?: boolean;
  /** A page of one shopper's own (the account): kept out of search results. */
  noindex?: boolean;
  /** The channel a page belongs to: its title and robots follow the channel's rules (§5). */
  channel?: PageChannel;
};

export type RouteHandle = { meta?: MetaFunction };

/** Robots of a page that is not to be listed: followed, never indexed. */
const NOINDEX_ROBOTS = robotsContent("default").replace("index,follow", "noindex,follow");

/**
 * The page's meta when no route names one (a 404, a server error): never indexed, and in a
 * simple shop neither followed, titled without the brand.
 */
export function fallbackMeta(title: string, channel: PageChannel = "consumer"): PageMeta {
  return {
    title: pageTitle(title, channel),
    description: DEFAULT_DESCRIPTION,
    robots: channel === "simpleShop" ? robotsContent("default", channel) : NOINDEX_ROBOTS,
    canonical: null,
  };
}

export const NOT_FOUND_TITLE = "Page not found";

/** The channel the whole site is served in, from the root route's data (routes.tsx RootData). */
export function siteChannelOfMatches(matches: { data?: unknown }[]): PageChannel {
  const root = matches[0]?.data as { channel?: { channel?: PageChannel } } | undefined;
  return root?.channel?.channel ?? "consumer";
}

export function resolveMeta(
  matches: { handle?: unknown; data?: unknown }[],
  pathname: string,
  origin: string,
): PageMeta {
  // A simple shop's rules hold on all its pages; a route may name a channel of its own.
  const site = siteChannelOfMatches(matches);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const meta = (match?.handle as RouteHandle | undefined)?.meta;
    if (!meta) continue;
    const found = meta({ data: match?.data, pathname });
    const channel = site === "simpleShop" ? site : found.channel;
    return {
      title: pageTitle(found.title, channel),
      description: found.description ?? DEFAULT_DESCRIPTION,
      robots:
        found.noindex && channel !== "simpleShop"
          ? NOINDEX_ROBOTS
          : robotsContent(found.kind, channel),
      canonical: found.canonical === false ? null : `${origin}${pathname}`,
    };
  }
  return {
    title: pageTitle("Tires for every car, installed near you", site),
    description: DEFAULT_DESCRIPTION,
    robots: robotsContent("default", site),
    canonical: null,
  };
}

import {
  canonicalPath,
  type PageChannel,
  type PageKind,
  pageTitle,
  robotsContent,
  type ShareTag,
  shareSiteName,
  shareTags,
  showsShareTags,
} from "@treadkit/core/site";

export type PageMeta = {
  title: string;
  /** The search-result snippet (meta description). */
  description: string;
  robots: string;
  canonical: string | null;
  /** Open Graph and Twitter card tags; none where the page is not to be shared (§5). */
  share: ShareTag[];
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
    share: [],
  };
}

export const NOT_FOUND_TITLE = "Page not found";

type RootChannel = { channel?: { channel?: PageChannel; shop?: { name?: string } | null } };

/** The channel the whole site is served in, from the root route's data (routes.tsx RootData). */
export function siteChannelOfMatches(matches: { data?: unknown }[]): PageChannel {
  const root = matches[0]?.data as RootChannel | undefined;
  return root?.channel?.channel ?? "consumer";
}

/** The name share previews give the site: a simple shop's own name, else the brand. */
function siteNameOfMatches(matches: { data?: unknown }[]): string {
  const root = matches[0]?.data as RootChannel | undefined;
  return shareSiteName(siteChannelOfMatches(matches), root?.channel?.shop?.name);
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
    const channel = site === "simpleShop" ? site : (found.channel ?? "consumer");
    const description = found.description ?? DEFAULT_DESCRIPTION;
    const canonical = found.canonical === false ? null : `${origin}${canonicalPath(pathname)}`;
    return {
      title: pageTitle(found.title, channel),
      description,
      robots:
        found.noindex && channel !== "simpleShop"
          ? NOINDEX_ROBOTS
          : robotsContent(found.kind, channel),
      canonical,
      share: showsShareTags(channel, found.noindex ? "private" : "public")
        ? shareTags({
            title: found.title,
            description,
            url: canonical,
            siteName: siteNameOfMatches(matches),
            origin,
          })
        : [],
    };
  }
  const title = "Tires for every car, installed near you";
  return {
    title: pageTitle(title, site),
    description: DEFAULT_DESCRIPTION,
    robots: robotsContent("default", site),
    canonical: null,
    share: shareTags({
      title,
      description: DEFAULT_DESCRIPTION,
      url: null,
      siteName: siteNameOfMatches(matches),
      origin,
    }),
  };
}

/** Every share tag in <head>: Open Graph ones by property, Twitter's by name. */
const SHARE_SELECTOR = 'meta[property^="og:"], meta[name^="twitter:"]';

/**
 * Brings <head> in step with a page after a client-side navigation (the server wrote the first
 * page's): title, description, robots, the canonical link and the share tags, added or removed
 * as the page has them. Crawlers that run scripts read the result.
 */
export function syncHeadMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  doc.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  doc.querySelector('meta[name="robots"]')?.setAttribute("content", meta.robots);
  let canonical = doc.head.querySelector('link[rel="canonical"]');
  if (meta.canonical) {
    if (!canonical) {
      canonical = doc.createElement("link");
      canonical.setAttribute("rel", "canonical");
      doc.head.append(canonical);
    }
    canonical.setAttribute("href", meta.canonical);
  } else canonical?.remove();
  for (const old of doc.head.querySelectorAll(SHARE_SELECTOR)) old.remove();
  for (const tag of meta.share) {
    const element = doc.createElement("meta");
    element.setAttribute(tag.attribute, tag.key);
    element.setAttribute("content", tag.content);
    doc.head.append(element);
  }
}

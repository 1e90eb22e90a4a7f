import type { FastifyInstance } from "fastify";

/** One GET as the crawl makes it, with the cookies of its redirect chain. */
export type CrawlGet = (
  url: string,
  cookie: string,
) => Promise<{
  statusCode: number;
  /** A redirect's target, as a path when it stays on the site. */
  location: string | undefined;
  contentType: string;
  body: string;
  cookies: { name: string; value: string }[];
}>;

/** The crawl's GETs through app.inject. */
function injectGet(app: FastifyInstance): CrawlGet {
  return async (url, cookie) => {
    const answer = await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    return {
      statusCode: answer.statusCode,
      location: answer.headers.location === undefined ? undefined : String(answer.headers.location),
      contentType: String(answer.headers["content-type"] ?? ""),
      body: answer.body,
      cookies: answer.cookies,
    };
  };
}

/** The crawl's GETs over HTTP to a running server at `origin`, redirects not followed. */
export function httpGet(origin: string): CrawlGet {
  return async (url, cookie) => {
    const answer = await fetch(`${origin}${url}`, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    const location = answer.headers.get("location");
    const target = location === null ? null : new URL(location, `${origin}${url}`);
    return {
      statusCode: answer.status,
      location:
        target === null
          ? undefined
          : target.origin === origin
            ? `${target.pathname}${target.search}`
            : target.href,
      contentType: answer.headers.get("content-type") ?? "",
      body: await answer.text(),
      cookies: answer.headers.getSetCookie().map((line) => {
        const pair = line.split(";")[0] ?? "";
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
    };
  };
}

/** What one crawled address answered. */
export type CrawledPage = {
  url: string;
  status: number;
  /** Where the address was found: the page that linked to it, or "start" / an e-mail. */
  from: string;
  contentType: string;
  title: string | null;
  h1: string | null;
};

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);
const textOf = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** The site's own addresses an HTML page links to (<a href>), as paths with their query. */
function internalLinks(html: string, base: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decode(match[1] ?? "");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    found.push(`${url.pathname}${url.search}`);
  }
  return found;
}

/** The kind of route an address belongs to: its first segment, depth and whether it has a query. */
export function routeKind(path: string): string {
  const [pathname = "", query] = path.split("?");
  const segments = pathname.split("/").filter(Boolean);
  return `${segments[0] ?? ""}/${segments.length}${query ? "?" : ""}`;
}

/**
 * Follows the site's links breadth-first from `start` through app.inject, as a crawler would:
 * each address once, redirects followed, at most `perKind` addresses of one route kind (so that
 * every kind is reached before any one fills the budget) and `max` in all.
 */
export async function crawl(
  app: FastifyInstance | CrawlGet,
  options: {
    start: { url: string; from: string }[];
    max: number;
    perKind: number;
    /** Addresses not to follow: links that only live inside one visitor's flow. */
    skip?: (url: string) => boolean;
  },
): Promise<CrawledPage[]> {
  const base = "http://localhost";
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  const queue: { url: string; from: string }[] = [];
  const enqueue = (url: string, from: string) => {
    if (seen.has(url) || options.skip?.(url)) return;
    const kind = routeKind(url);
    const count = perKind.get(kind) ?? 0;
    if (count >= options.perKind) return;
    seen.add(url);
    perKind.set(kind, count + 1);
    queue.push({ url, from });
  };
  for (const entry of options.start) enqueue(entry.url, entry.from);

  const request = typeof app === "function" ? app : injectGet(app);
  const pages: CrawledPage[] = [];
  for (let next = queue.shift(); next && pages.length < options.max; next = queue.shift()) {
    // Cookies live as long as one redirect chain, as a sign-in's interaction cookie does.
    const jar = new Map<string, string>();
    const get = async (url: string) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const answer = await request(url, cookie);
      for (const set of answer.cookies) jar.set(set.name, set.value);
      return answer;
    };
    let response = await get(next.url);
    let at = next.url;
    for (
      let hops = 0;
      response.statusCode >= 300 && response.statusCode < 400 && hops < 8;
      hops++
    ) {
      const target = new URL(response.location ?? "", `${base}${at}`);
      // A redirect out of the site (a sign-in provider on another host) is where the crawl stops.
      if (target.origin !== base) break;
      at = `${target.pathname}${target.search}`;
      response = await get(at);
    }
    const contentType = response.contentType;
    const html = contentType.includes("text/html") ? response.body : "";
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    pages.push({
      url: next.url,
      from: next.from,
      status: response.statusCode,
      contentType,
      title: title === null ? null : decode(title).trim(),
      h1: h1 === undefined ? null : textOf(h1),
    });
    if (html) for (const link of internalLinks(html, `${base}${at}`)) enqueue(link, next.url);
  }
  return pages;
}

import { readFileSync } from "node:fs";
import { isCheckoutPath } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { isAccountPath } from "@treadkit/core/session";
import { componentsCss } from "@treadkit/ui/design";
import { tokensCss } from "@treadkit/ui/tokens";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { ClientContext } from "./context";
import {
  fallbackMeta,
  NOT_FOUND_TITLE,
  type PageMeta,
  resolveMeta,
  siteChannelOfMatches,
} from "./meta";
import { GONE_TITLE, SERVER_ERROR_TEXT, SOMETHING_WENT_WRONG_TEXT } from "./pages/ErrorPage";
import { createRoutes } from "./routes";

/** The page style: the design tokens, the design system's components, then the pages' own rules. */
const css = `${tokensCss(":root")}${componentsCss}${readFileSync(new URL("./styles.css", import.meta.url), "utf8")}`;

/**
 * The self-hosted face, swapped in when it arrives, and a local face with Inter's metrics to stand
 * in until then, so that the swap moves no text (Arial, or Liberation Sans which shares its metrics).
 */
const fontFaces = (href: string) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${href}) format("woff2-variations"),url(${href}) format("woff2")}@font-face{font-family:"Inter fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;size-adjust:107.12%}`;

export type RenderInput = {
  request: Request;
  client: Client;
  /** CSP nonces for the hydration script and the inline style. */
  nonce: { script: string; style: string };
  /** Script URLs of the client bundle. */
  scripts: string[];
  /** The URL of the storefront's font file, preloaded; none: the system faces. */
  font?: string | null;
  /** The route chunks of a section of pages ("checkout"), fetched with the entry. */
  preload?: (section: string) => string[];
};

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      html: string;
      /** What a page that failed (5xx) failed on: its loader's error, for the server's log. */
      failure?: unknown;
    };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/** Listing pages and the folder their route chunks are in: brand listings, then the rest. */
const LISTING_SECTIONS: [RegExp, string][] = [
  [/^\/brands\/[^/]+(\/(types|categories)(\/[^/]+)?|\/[^/]+)?\/?$/, "brands"],
  [/^\/(tire-sizes|categories|types)\/[^/]+/, "catalogue"],
];

function documentHtml(meta: PageMeta, body: string, input: RenderInput, pathname: string): string {
  const canonical = meta.canonical
    ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`
    : "";
  const share = meta.share
    .map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`)
    .join("");
  // A lazily loaded route's chunks would otherwise wait for the entry to run and ask for them.
  const section = isCheckoutPath(pathname)
    ? "checkout"
    : isAccountPath(pathname)
      ? "account"
      : (LISTING_SECTIONS.find(([path]) => path.test(pathname))?.[1] ?? null);
  const preloads = section ? (input.preload?.(section) ?? []) : [];
  const fontPreload = input.font
    ? `<link rel="preload" href="${escapeHtml(input.font)}" as="font" type="font/woff2" crossorigin>`
    : "";
  const scripts =
    input.scripts.length > 0
      ? `<script nonce="${input.nonce.script}">${bootScript(input.scripts, preloads)}</script>`
      : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">${fontPreload}<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}"><meta name="robots" content="${meta.robots}">${canonical}${share}<style nonce="${input.nonce.style}">${input.font ? fontFaces(escapeHtml(input.font)) : ""}${css}</style></head><body><div id="root">${body}</div>${scripts}</body></html>`;
}

/**
 * The client bundle is asked for once the server's page has been painted: when the browser
 * reports its first contentful paint (two animation frames on where it cannot). The page works
 * without it (links and forms), and the first paint waits neither for its download nor for the
 * hydration it starts: a module script in the page runs as soon as the page is parsed, and with
 * the bundle cached (any second page) its hydration came before the first paint. The route
 * chunks of the page's section are fetched beside the entry rather than after it. A page that
 * has painted nothing after 3 s (a tab opened in the background) starts all the same. Clicks
 * before the bundle runs are kept for it (`window.treadkitBoot`): a tap on the cart button then
 * opens the cart once the page is live. The cookies as the page was parsed are kept too
 * (`cookieAtLoad`): a sign-in or sign-out event belongs to the page loaded after it, not to a page
 * whose bundle started while the shopper was already leaving it (see Layout's useSignOnEvent).
 */
function bootScript(scripts: string[], preloads: string[]): string {
  const json = (urls: string[]) => JSON.stringify(urls).replace(/</g, "\\u003c");
  return `(function(){var d=document,n=d.currentScript.nonce,started=false,clicks=[];function keep(e){clicks.push(e)}d.addEventListener("click",keep);window.treadkitBoot={clicks:clicks,cookieAtLoad:d.cookie,stop:function(){d.removeEventListener("click",keep)}};function start(){if(started)return;started=true;${json(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});${json(scripts)}.forEach(function(u){var s=d.createElement("script");s.type="module";s.src=u;s.nonce=n;d.body.appendChild(s)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(start)})}setTimeout(start,3000)})()`;
}

/**
 * A page refused for its request (a 4xx other than 404, e.g. /compare with one tire): the route's
 * own title where it can name one without its data, never indexed, no canonical.
 */
function refusedPageMeta(
  matches: Parameters<typeof resolveMeta>[0],
  url: URL,
  channel: ReturnType<typeof siteChannelOfMatches>,
): PageMeta {
  const fallback = fallbackMeta(SOMETHING_WENT_WRONG_TEXT, channel);
  try {
    const own = resolveMeta(matches, url.pathname, url.origin);
    return { ...own, robots: fallback.robots, canonical: null };
  } catch {
    return fallback;
  }
}

/**
 * Loads every page's module, which a route otherwise loads on its first request. A server calls
 * this before it listens: its first shoppers wait for no module to load (or, run from
 * TypeScript, to compile), and a new process in a rolling restart takes requests warm.
 */
export async function preloadPages(client: Client): Promise<number> {
  let loaded = 0;
  const visit = async (routes: readonly RouteObject[]): Promise<void> => {
    for (const route of routes) {
      if (typeof route.lazy === "function") {
        await route.lazy();
        loaded += 1;
      }
      if (route.children) await visit(route.children);
    }
  };
  await visit(createRoutes(client));
  return loaded;
}

/** Renders a storefront route on the server with its data; the client bundle hydrates it. */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const handler = createStaticHandler(createRoutes(input.client));
  const context = await handler.query(input.request);
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("Location") ?? "/",
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <ClientContext.Provider value={input.client}>
        <StaticRouterProvider router={router} context={context} nonce={input.nonce.script} />
      </ClientContext.Provider>
    </StrictMode>,
  );
  const url = new URL(input.request.url);
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
  }));
  const channel = siteChannelOfMatches(matches);
  let meta: PageMeta;
  if (context.statusCode === 404) meta = fallbackMeta(NOT_FOUND_TITLE, channel);
  else if (context.statusCode === 410) meta = fallbackMeta(GONE_TITLE, channel);
  else if (context.errors && context.statusCode >= 500)
    meta = fallbackMeta(SERVER_ERROR_TEXT, channel);
  else if (context.errors) meta = refusedPageMeta(matches, url, channel);
  else meta = resolveMeta(matches, url.pathname, url.origin);
  return {
    kind: "page",
    status: context.statusCode,
    html: documentHtml(meta, body, input, url.pathname),
    ...(context.errors && context.statusCode >= 500
      ? { failure: Object.values(context.errors)[0] }
      : {}),
  };
}

/** Page meta rules of storefront.md §5. */

export const BRAND_NAME = "Treadkit";
export const EMPLOYEE_PORTAL_TITLE = "Employee Purchase Portal";

export type PageChannel = "consumer" | "simpleShop" | "employeePortal";
export type PageKind = "default" | "writeReview" | "listingAd";

/** The title gets a brand suffix, except on the employee portal and the shop variant. */
export function pageTitle(title: string, channel: PageChannel = "consumer"): string {
  if (channel === "employeePortal") return EMPLOYEE_PORTAL_TITLE;
  if (channel === "simpleShop") return title;
  return `${title} | ${BRAND_NAME}`;
}

/** Robots value, always with large image preview. */
export function robotsContent(
  kind: PageKind = "default",
  channel: PageChannel = "consumer",
): string {
  const base =
    channel === "simpleShop" || kind === "listingAd"
      ? "noindex,nofollow"
      : channel === "employeePortal" || kind === "writeReview"
        ? "noindex,follow"
        : "index,follow";
  return `${base},max-image-preview:large`;
}

const HELP_CENTER = "/help-center";

/**
 * The path a page's canonical link names: its own, except that every help-center page names
 * the help center itself (§5). A 404 names none; its caller leaves the link out.
 */
export function canonicalPath(pathname: string): string {
  return pathname === HELP_CENTER || pathname.startsWith(`${HELP_CENTER}/`)
    ? HELP_CENTER
    : pathname;
}

/**
 * The default share image (§5: 1024x512), served by the server at this path. Social sites
 * read PNG or JPEG, not SVG; scripts/generate-share-image.ts draws it.
 */
export const SHARE_IMAGE = {
  path: "/share/treadkit-1024x512.png",
  width: 1024,
  height: 512,
  alt: "Treadkit: tires for every car, installed near you",
} as const;

/** Who a page is for: anyone, or one shopper (their account), or nobody (a missing page). */
export type PageAudience = "public" | "private" | "error";

/**
 * Whether a page carries social-share tags: never on the employee portal (§5), nor on a
 * shopper's own pages (nothing there previews usefully for someone else) or an error page.
 * A simple shop's pages do: partners share their shop's links even though search skips them.
 */
export function showsShareTags(channel: PageChannel, audience: PageAudience = "public"): boolean {
  return channel !== "employeePortal" && audience === "public";
}

/** The name a share preview gives the site: a simple shop's own, else the brand. */
export function shareSiteName(channel: PageChannel, shopName?: string | null): string {
  return channel === "simpleShop" && shopName ? shopName : BRAND_NAME;
}

/** One <meta> tag: Open Graph names go in `property`, Twitter's in `name`. */
export type ShareTag = { attribute: "property" | "name"; key: string; content: string };

export type ShareInput = {
  /** The page's own title, without the brand suffix: og:site_name carries the site's name. */
  title: string;
  description: string;
  /** The canonical URL; a page without one gets no og:url. */
  url: string | null;
  siteName: string;
  /** Absolute origin the share image is served from. */
  origin: string;
  type?: "website" | "product" | "article";
};

/** Open Graph and Twitter card tags; Twitter reads title, description and image from og:. */
export function shareTags(input: ShareInput): ShareTag[] {
  const og = (key: string, content: string): ShareTag => ({
    attribute: "property",
    key: `og:${key}`,
    content,
  });
  return [
    og("type", input.type ?? "website"),
    og("site_name", input.siteName),
    og("title", input.title),
    og("description", input.description),
    ...(input.url ? [og("url", input.url)] : []),
    og("image", `${input.origin}${SHARE_IMAGE.path}`),
    og("image:width", String(SHARE_IMAGE.width)),
    og("image:height", String(SHARE_IMAGE.height)),
    og("image:alt", SHARE_IMAGE.alt),
    { attribute: "name", key: "twitter:card", content: "summary_large_image" },
  ];
}

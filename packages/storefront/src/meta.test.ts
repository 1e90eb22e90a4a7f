// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { fallbackMeta, type MetaFunction, resolveMeta, syncHeadMeta } from "./meta";

const ORIGIN = "https://www.treadkit.example";
const root = (channel: unknown) => ({ data: { channel } });
const consumer = root({ channel: "consumer", shop: null });
const shop = root({ channel: "simpleShop", shop: { name: "Sunrise Tire Pros" } });
const page = (meta: ReturnType<MetaFunction>) => ({ handle: { meta: () => meta } });
const keys = (meta: { share: { key: string }[] }) => meta.share.map((tag) => tag.key);
const content = (meta: { share: { key: string; content: string }[] }, key: string) =>
  meta.share.find((tag) => tag.key === key)?.content;

describe("page meta of a route", () => {
  it("gives a public page share tags with its canonical URL", () => {
    const meta = resolveMeta([consumer, page({ title: "Tire sizes" })], "/tire-sizes", ORIGIN);
    expect(meta.canonical).toBe(`${ORIGIN}/tire-sizes`);
    expect(content(meta, "og:url")).toBe(`${ORIGIN}/tire-sizes`);
    expect(content(meta, "og:title")).toBe("Tire sizes");
    expect(content(meta, "og:site_name")).toBe("Treadkit");
  });

  it("names the simple shop in its previews", () => {
    const meta = resolveMeta([shop, page({ title: "Tires" })], "/", ORIGIN);
    expect(content(meta, "og:site_name")).toBe("Sunrise Tire Pros");
  });

  it("leaves share tags off the employee portal, member pages and missing pages", () => {
    const portal = page({ title: "x", channel: "employeePortal" });
    expect(keys(resolveMeta([consumer, portal], "/dt-employees", ORIGIN))).toEqual([]);
    const account = page({ title: "My Orders", canonical: false, noindex: true });
    expect(keys(resolveMeta([consumer, account], "/account/my-orders", ORIGIN))).toEqual([]);
    expect(fallbackMeta("Page not found").share).toEqual([]);
  });

  it("points every help-center page's canonical link at the help center", () => {
    const meta = resolveMeta(
      [consumer, page({ title: "Returns" })],
      "/help-center/returns",
      ORIGIN,
    );
    expect(meta.canonical).toBe(`${ORIGIN}/help-center`);
  });
});

describe("head sync after a client-side navigation", () => {
  const sizePage = resolveMeta(
    [consumer, page({ title: "225/50R17 Tires" })],
    "/tire-sizes/a",
    ORIGIN,
  );
  const checkout = resolveMeta(
    [consumer, page({ title: "Shipping", canonical: false })],
    "/c",
    ORIGIN,
  );
  const portal = resolveMeta(
    [consumer, page({ title: "x", channel: "employeePortal" })],
    "/dt-employees",
    ORIGIN,
  );
  const head = () => ({
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    og: [...document.head.querySelectorAll('meta[property^="og:"]')].map((m) =>
      m.getAttribute("property"),
    ),
    twitter: document.head.querySelectorAll('meta[name="twitter:card"]').length,
  });

  it("replaces the canonical link and share tags, and removes them where a page has none", () => {
    document.head.innerHTML = '<meta name="description" content=""><meta name="robots" content="">';
    syncHeadMeta(document, sizePage);
    expect(document.title).toBe("225/50R17 Tires | Treadkit");
    expect(head().canonical).toBe(`${ORIGIN}/tire-sizes/a`);
    expect(head().og).toContain("og:url");
    expect(head().twitter).toBe(1);

    syncHeadMeta(document, checkout);
    expect(head().canonical).toBeNull();
    expect(head().og).not.toContain("og:url");
    expect(head().og).toContain("og:title");
    // Tags are replaced, not piled up.
    expect(head().twitter).toBe(1);

    syncHeadMeta(document, portal);
    expect(head()).toEqual({ canonical: `${ORIGIN}/dt-employees`, og: [], twitter: 0 });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex,follow,max-image-preview:large",
    );
  });
});

import {
  breadcrumbStructuredData,
  cardBadges,
  cardPrice,
  dealsForProduct,
  deliveryEstimate,
  getInstalledSet,
  getProductDetail,
  type InstalledSet,
  lineSizeGroups,
  lineSizesByRim,
  normaliseTireSizeSlug,
  type ProductDetail,
  priceValidUntil,
  productBreadcrumbs,
  productHref,
  productLinkWithHash,
  productSpecGroups,
  productStructuredData,
  productSummary,
} from "@treadkit/core/catalog";
import { answeredStatus, type Client } from "@treadkit/core/client";
import { type Deal, getDeals } from "@treadkit/core/deals";
import { getInstallers, type Installer, userZipFromCookie } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import {
  formatRating,
  getReviews,
  lineReviewsHref,
  type RatingSummary,
  ratingText,
  reviewCountText,
  reviewInsights,
  writeReviewHref,
} from "@treadkit/core/reviews";
import { selectedShopFromCookie } from "@treadkit/core/shops";
import { sidewallHref } from "@treadkit/core/sidewall";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { Badges, Price, Stars, Tabs } from "@treadkit/ui/design";
import { useRef } from "react";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageCookies } from "../../page-cookies";
import type { RootData } from "../../root-data";
import { CartAddButton } from "../AddToCart";
import { FitmentVerdict } from "../listing/FitmentVerdict";
import { installedSetsNear } from "../listing/load";
import { pageData } from "../page-data";
import { AVAILABILITY_TEXT } from "../TireSizePage";
import { Gallery } from "./Gallery";
import { LineVideo } from "./LineVideo";
import { OutTheDoor } from "./OutTheDoor";
import { AboutTheTire, DealAlert, InstallersNearYou, RecentlyViewed } from "./ProductSections";
import { type RearTire, StaggeredSet } from "./StaggeredSet";
import { StarHistogram } from "./StarHistogram";
import { StickyAddBar } from "./StickyAddBar";

export type ProductPageData = ProductDetail & {
  url: string;
  /** The date the page's price holds until, for its structured data. */
  priceValidUntil: string;
  /** Running deals on this tire. */
  deals: Deal[];
  /** The shopper's ZIP code, the shops nearest it (null without a ZIP) and the chosen shop. */
  zip: string | null;
  installers: Installer[] | null;
  /**
   * Each of those shops' out-the-door price for four, by installer id; a shop whose quote
   * failed (or that cannot sell the tire installed) is left out, to show no price.
   */
  shopSets: Record<string, InstalledSet>;
  selectedShopId: string | null;
  /** Reached from a staggered listing: the line's tire in the rear size, when it has one. */
  rear: RearTire | null;
  /** Four installed at the chosen or nearest shop, all in; null without a ZIP or a shop. */
  installedSet: InstalledSet | null;
  /** The line's review summary (histogram, aspects); null without reviews or when unavailable. */
  reviewSummary: RatingSummary | null;
};

/** The set's price at the chosen shop, or the nearest when that one is not near the ZIP. */
async function installedSetNear(
  client: Client,
  itemId: string,
  userZip: string,
  shopId: string | null,
  signal: AbortSignal,
): Promise<InstalledSet | null> {
  const sets = await installedSetsNear(client, [itemId], userZip, shopId, signal);
  return sets?.[itemId] ?? null;
}

/** The set's out-the-door price at each shop, asked in parallel; a failed quote is left out. */
async function installedSetsAt(
  client: Client,
  itemId: string,
  userZip: string,
  shops: readonly Installer[],
  signal: AbortSignal,
): Promise<Record<string, InstalledSet>> {
  const quotes = await Promise.all(
    shops.map((shop) =>
      getInstalledSet(client, itemId, { userZip, installerId: shop.installerId }, signal),
    ),
  );
  return Object.fromEntries(
    shops.flatMap((shop, i) => {
      const quote = quotes[i];
      return quote?.isSuccess ? [[shop.installerId, quote.data] as const] : [];
    }),
  );
}

/** A product's item id as a path or query value carries it. */
export const isItemId = (value: string): boolean => /^\d{1,10}$/.test(value);

/**
 * One tire's page data by its item id, with its deals, the shops near the shopper and the rear
 * tire of a staggered set; null when there is no such tire. The product page and the paid
 * product page (/paid) both show it.
 */
export async function loadProduct(
  client: Client,
  itemId: string,
  request: Request,
): Promise<ProductPageData | null> {
  const cookie = pageCookies(request);
  const zip = userZipFromCookie(cookie);
  const selectedShopId = selectedShopFromCookie(cookie);
  const installersNear = async (userZip: string) => {
    const listed = await getInstallers(
      client,
      { userZip, limit: 4, source: "pdp" },
      request.signal,
    );
    const shops = listed.isSuccess ? listed.data.siteInstallers.siteInstallerList : null;
    const sets = shops ? await installedSetsAt(client, itemId, userZip, shops, request.signal) : {};
    return { shops, sets };
  };
  const [found, deals, near, installedSet] = await Promise.all([
    getProductDetail(client, itemId, request.signal),
    getDeals(client, {}, request.signal),
    zip ? installersNear(zip) : null,
    zip ? installedSetNear(client, itemId, zip, selectedShopId, request.signal) : null,
  ]);
  // An id the catalogue does not know, or cannot be one (past the largest id), is no tire.
  if (!found.isSuccess && [400, 404].includes(answeredStatus(found.error) ?? 0)) return null;
  const detail = pageData(found);
  const product = detail.siteProduct;
  const reviews = detail.rating
    ? await getReviews(
        client,
        { brand: product.brand.slug, line: product.productLine.slug, pageSize: 1 },
        request.signal,
      )
    : null;
  const own = productHref(product.brand.slug, product.productLine.slug, product.productId);
  const url = new URL(request.url);
  const rearSlug = normaliseTireSizeSlug(url.searchParams.get("rearSize") ?? "");
  const rear = rearSlug
    ? detail.otherSizes.find(
        (size) => !size.isCurrent && normaliseTireSizeSlug(size.size) === rearSlug,
      )
    : undefined;
  return {
    ...detail,
    url: `${url.origin}${own}`,
    priceValidUntil: priceValidUntil(new Date()),
    // The page stands without its extras: a failed deals or shops call leaves them out.
    deals: deals.isSuccess ? dealsForProduct(deals.data.deals, product) : [],
    zip,
    installers: near?.shops ?? null,
    shopSets: near?.sets ?? {},
    selectedShopId,
    installedSet,
    reviewSummary: reviews?.isSuccess ? reviews.data.summary : null,
    rear: rear
      ? { productId: rear.productId, size: rear.size, salePriceInCents: rear.salePriceInCents }
      : null,
  };
}

/**
 * /brands/[brand]/[productLine]/p/[itemId]: one tire. The item id decides; a path whose brand or
 * line does not match it is sent to the product's own path.
 */
export async function productLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<ProductPageData> {
  const itemId = params.itemId ?? "";
  if (!isItemId(itemId)) throw data("Not found", { status: 404 });
  const loaded = await loadProduct(client, itemId, request);
  if (!loaded) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  const own = new URL(loaded.url).pathname;
  if (url.pathname !== own) throw redirect(`${own}${url.search}`, 301);
  return loaded;
}

export const productMeta: MetaFunction = ({ data }) => {
  const detail = data as ProductPageData | undefined;
  const product = detail?.siteProduct;
  if (!product) return { title: "Tire" };
  return {
    title: `${product.brand.label} ${product.name} ${product.size}`,
    description: productSummary(product),
  };
};

function Specs({ product }: { product: ProductDetail["siteProduct"] }) {
  return (
    <div className="spec-groups">
      {productSpecGroups(product).map((group) => (
        <section key={group.title} className="spec-group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl className="specs">
            {group.rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

const rimTabId = (label: string) => label.replace(/\W+/g, "-");

/**
 * The line's sizes as a compact picker: a tab for each rim diameter, this tire's own open, and in
 * it each size with its tires by service description and price.
 */
function SizePicker({ detail }: { detail: ProductPageData }) {
  const product = detail.siteProduct;
  const rims = lineSizesByRim(lineSizeGroups(detail.otherSizes));
  if (rims.flatMap((rim) => rim.groups).length < 2) return null;
  const current = rims.find((rim) => rim.groups.some((group) => group.isCurrent)) ?? rims[0];
  return (
    <section aria-labelledby="sizes-title" className="size-picker">
      <h2 id="sizes-title">{`Sizes of the ${product.name}`}</h2>
      <Tabs
        label="Rim diameter"
        initial={current ? rimTabId(current.label) : undefined}
        tabs={rims.map((rim) => ({
          id: rimTabId(rim.label),
          title: rim.label,
          panel: (
            <ul className="line-sizes">
              {rim.groups.map((group) => (
                <li
                  key={group.size}
                  className={group.isCurrent ? "line-size line-size--current" : "line-size"}
                >
                  <span className="size-links__size">{group.size}</span>
                  {group.variants.map((variant) =>
                    variant.isCurrent ? (
                      <strong
                        key={variant.productId}
                        className="line-size__variant"
                        aria-current="page"
                      >
                        {`${variant.serviceDescription} ${formatCents(variant.salePriceInCents)} (this tire)`}
                      </strong>
                    ) : (
                      <Link
                        key={variant.productId}
                        className="line-size__variant"
                        to={productLinkWithHash({ ...variant, link: { href: variant.href } })}
                      >
                        {`${variant.serviceDescription} ${formatCents(variant.salePriceInCents)}`}
                      </Link>
                    ),
                  )}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}

/** What owners say: the rating, its histogram, the questions shoppers ask answered, and links. */
function Reviews({ detail }: { detail: ProductPageData }) {
  const product = detail.siteProduct;
  const summary = detail.reviewSummary;
  const insights = summary ? reviewInsights(summary, product.warrantyMiles) : [];
  return (
    <section aria-labelledby="reviews-title" id="reviews" className="pdp-reviews">
      <h2 id="reviews-title">Reviews</h2>
      {detail.rating ? (
        <div className="pdp-reviews__summary">
          <div>
            <p className="pdp-reviews__average">{formatRating(detail.rating.average)}</p>
            <Stars average={detail.rating.average} />
            <p>{`Rated ${ratingText(detail.rating.average)} by drivers of the ${product.productLine.name}, ${reviewCountText(detail.rating.count)}.`}</p>
          </div>
          {summary ? <StarHistogram counts={summary.starCounts} /> : null}
        </div>
      ) : (
        <p>{`No reviews of the ${product.productLine.name} yet.`}</p>
      )}
      {insights.length > 0 ? (
        <section aria-labelledby="questions-title" className="pdp-questions">
          <h3 id="questions-title">What shoppers ask</h3>
          <dl>
            {insights.map((insight) => (
              <div key={insight.question} className="pdp-question">
                <dt>{insight.question}</dt>
                <dd className="pdp-question__answer">{insight.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p className="pdp-reviews__links">
        {detail.rating ? (
          <>
            <Link to={lineReviewsHref(product.brand.slug, product.productLine.slug)}>
              {`Read reviews of the ${product.brand.label} ${product.productLine.name}`}
            </Link>{" "}
            ·{" "}
          </>
        ) : null}
        <Link to={writeReviewHref(product.brand.slug, product.productLine.slug)}>
          Write a review
        </Link>
      </p>
    </section>
  );
}

export function ProductPage() {
  const detail = useLoaderData() as ProductPageData;
  const product = detail.siteProduct;
  const price = cardPrice(product, DEFAULT_QUANTITY);
  const name = `${product.brand.label} ${product.name} ${product.size}`;
  const canBuy = price !== null && product.availability !== "ProductStatusOutOfStock";
  const badges = cardBadges({
    ...product,
    isRunFlat: product.specs.isRunFlat,
    isExtraLoad: product.specs.isExtraLoad,
  });
  const delivery = deliveryEstimate(product.availability);
  const buyArea = useRef<HTMLDivElement>(null);
  const handlingMode = (useRouteLoaderData("root") as RootData | undefined)?.globals
    ?.coreShipHandlingMode;
  const crumbs = productBreadcrumbs(product);
  const trail = breadcrumbStructuredData(crumbs, { url: detail.url, label: name });
  return (
    <article className="product-page">
      <script
        type="application/ld+json"
        // Data, not code: escaped by productStructuredData so it cannot end the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
        dangerouslySetInnerHTML={{
          __html: productStructuredData(
            product,
            detail.url,
            { priceValidUntil: detail.priceValidUntil, handlingMode: handlingMode ?? null },
            detail.rating,
          ),
        }}
      />
      {trail ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
          dangerouslySetInnerHTML={{ __html: trail }}
        />
      ) : null}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        {crumbs.map((crumb) => (
          <Link key={crumb.href} to={crumb.href}>
            {crumb.label}
          </Link>
        ))}
      </nav>
      <div className="pdp" ref={buyArea}>
        <Gallery images={product.imageList} />
        <div className="pdp__buy">
          <p className="product-card__brand" id="brand">
            {product.brand.label}
          </p>
          <h1>{`${product.brand.label} ${product.name}`}</h1>
          <p className="product-card__size">{`${product.size} ${product.loadIndex}${product.speedRating} · ${product.categoryName} · ${product.type}`}</p>
          {detail.rating ? (
            <p className="product-rating">
              <a href="#reviews">
                <Stars average={detail.rating.average} count={detail.rating.count} />
              </a>
            </p>
          ) : null}
          <Badges badges={badges} />
          <FitmentVerdict
            tire={{
              ...product,
              isRunFlat: product.specs.isRunFlat,
              isExtraLoad: product.specs.isExtraLoad,
            }}
            full
          />
          {price ? (
            <Price className="product-card__price" price={price} label={detail.priceLabel} />
          ) : null}
          <p className={`availability availability--${product.availability}`}>
            {AVAILABILITY_TEXT[product.availability]}
          </p>
          {delivery ? <p className="product-card__delivery">{delivery}</p> : null}
          {canBuy && detail.installedSet ? <OutTheDoor quote={detail.installedSet} /> : null}
          {canBuy ? (
            <CartAddButton
              productId={product.productId}
              quantity={DEFAULT_QUANTITY}
              label={`Add ${DEFAULT_QUANTITY} to cart`}
              tireName={name}
              chooseQuantity={{ minimum: product.minQuantityAllowedForCart }}
            />
          ) : null}
          {canBuy && detail.rear ? (
            <StaggeredSet
              productId={product.productId}
              frontSize={product.size}
              rear={detail.rear}
            />
          ) : null}
        </div>
      </div>
      <div className="pdp__details">
        <DealAlert deals={detail.deals} />
        <AboutTheTire product={product} />
        {detail.video ? <LineVideo video={detail.video} poster={product.imageList[0]} /> : null}
        <InstallersNearYou
          product={product}
          zip={detail.zip}
          installers={detail.installers}
          sets={detail.shopSets}
          selectedId={detail.selectedShopId}
        />
        <section aria-labelledby="specs-title" id="specs">
          <h2 id="specs-title">Specifications</h2>
          <Specs product={product} />
          <p>
            <Link
              to={sidewallHref({
                size: product.size,
                loadIndex: product.loadIndex,
                speedRating: product.speedRating,
                isExtraLoad: product.specs.isExtraLoad,
                isRunFlat: product.specs.isRunFlat,
                utqg: product.utqg,
              })}
            >
              What the sidewall says
            </Link>
          </p>
        </section>
        <Reviews detail={detail} />
        <SizePicker detail={detail} />
        <RecentlyViewed productId={product.productId} />
      </div>
      {canBuy && price ? (
        <StickyAddBar
          watch={buyArea}
          productId={product.productId}
          tireName={name}
          eachInCents={price.eachInCents}
          setInCents={price.setInCents}
        />
      ) : null}
    </article>
  );
}

export const productRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => productLoader(client, args),
  Component: ProductPage,
  handle: { meta: productMeta } satisfies RouteHandle,
});

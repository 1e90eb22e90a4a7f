import {
  brandPathSlug,
  dealsForProduct,
  getProductDetail,
  type InstalledSet,
  lineSizeGroups,
  normaliseTireSizeSlug,
  type ProductDetail,
  productHref,
  productLinkWithHash,
  productStructuredData,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { type Deal, getDeals } from "@treadkit/core/deals";
import { getInstallers, type Installer, userZipFromCookie } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import {
  lineReviewsHref,
  ratingStars,
  ratingText,
  reviewCountText,
  writeReviewHref,
} from "@treadkit/core/reviews";
import { selectedShopFromCookie } from "@treadkit/core/shops";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { data, Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageCookies } from "../../page-cookies";
import { CartAddButton } from "../AddToCart";
import { FitmentVerdict } from "../listing/FitmentVerdict";
import { installedSetsNear } from "../listing/load";
import { pageData } from "../page-data";
import { AVAILABILITY_TEXT } from "../TireSizePage";
import { OutTheDoor } from "./OutTheDoor";
import { AboutTheTire, DealAlert, InstallersNearYou, RecentlyViewed } from "./ProductSections";
import { type RearTire, StaggeredSet } from "./StaggeredSet";

export type ProductPageData = ProductDetail & {
  url: string;
  /** Running deals on this tire. */
  deals: Deal[];
  /** The shopper's ZIP code, the shops nearest it (null without a ZIP) and the chosen shop. */
  zip: string | null;
  installers: Installer[] | null;
  selectedShopId: string | null;
  /** Reached from a staggered listing: the line's tire in the rear size, when it has one. */
  rear: RearTire | null;
  /** Four installed at the chosen or nearest shop, all in; null without a ZIP or a shop. */
  installedSet: InstalledSet | null;
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
  const [found, deals, installers, installedSet] = await Promise.all([
    getProductDetail(client, itemId, request.signal),
    getDeals(client, {}, request.signal),
    zip ? getInstallers(client, { userZip: zip, limit: 4, source: "pdp" }, request.signal) : null,
    zip ? installedSetNear(client, itemId, zip, selectedShopId, request.signal) : null,
  ]);
  // An id the catalogue does not know, or cannot be one (past the largest id), is no tire.
  if (!found.isSuccess && [400, 404].includes(found.error.statusCode)) return null;
  const detail = pageData(found);
  const product = detail.siteProduct;
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
    // The page stands without its extras: a failed deals or shops call leaves them out.
    deals: deals.isSuccess ? dealsForProduct(deals.data.deals, product) : [],
    zip,
    installers: installers?.isSuccess ? installers.data.siteInstallers.siteInstallerList : null,
    selectedShopId,
    installedSet,
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
  const price = product.priceList[0];
  return {
    title: `${product.brand.label} ${product.name} ${product.size}`,
    description: `${product.brand.label} ${product.name} in ${product.size}${
      price ? ` from ${formatCents(price.salePriceInCents)} each` : ""
    }, priced with installation at a shop near you.`,
  };
};

function Specs({ product }: { product: ProductDetail["siteProduct"] }) {
  const rows: [string, string | null][] = [
    ["Size", product.size],
    ["Load index and speed rating", `${product.loadIndex}${product.speedRating}`],
    ["Type", product.type],
    ["Category", product.categoryName],
    ["Load range", product.specs.loadRange],
    [
      "Load capacity",
      product.specs.loadCapacityLbs === null ? null : `${product.specs.loadCapacityLbs} lbs`,
    ],
    [
      "Maximum speed",
      product.specs.maxSpeedMph === null ? null : `${product.specs.maxSpeedMph} mph`,
    ],
    [
      "Overall diameter",
      product.specs.overallDiameterInches === null
        ? null
        : `${product.specs.overallDiameterInches} in`,
    ],
    ["Run flat", product.specs.isRunFlat ? "Yes" : "No"],
    ["Extra load", product.specs.isExtraLoad ? "Yes" : "No"],
    ["UTQG", product.utqg],
    [
      "Treadwear warranty",
      product.warrantyMiles === null
        ? null
        : `${product.warrantyMiles.toLocaleString("en-US")} miles`,
    ],
  ];
  return (
    <dl className="specs">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function ProductPage() {
  const detail = useLoaderData() as ProductPageData;
  const product = detail.siteProduct;
  const price = product.priceList[0];
  const image = product.imageList[0];
  const name = `${product.brand.label} ${product.name} ${product.size}`;
  const canBuy = price !== undefined && product.availability !== "ProductStatusOutOfStock";
  const sizes = lineSizeGroups(detail.otherSizes);
  return (
    <article className="product-page">
      <script
        type="application/ld+json"
        // Data, not code: escaped by productStructuredData so it cannot end the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
        dangerouslySetInnerHTML={{
          __html: productStructuredData(product, detail.url, detail.rating),
        }}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link
          to={`/brands/${brandPathSlug(product.brand.slug)}`}
        >{`${product.brand.label} tires`}</Link>
      </nav>
      <div className="product-page__head">
        {image ? <img src={image.src} alt={image.altText} width={240} height={240} /> : null}
        <div>
          <p className="product-card__brand" id="brand">
            {product.brand.label}
          </p>
          <h1>{`${product.brand.label} ${product.name}`}</h1>
          <p className="product-card__size">{`${product.size} ${product.loadIndex}${product.speedRating} · ${product.categoryName} · ${product.type}`}</p>
          <FitmentVerdict
            tire={{
              ...product,
              isRunFlat: product.specs.isRunFlat,
              isExtraLoad: product.specs.isExtraLoad,
            }}
            full
          />
          {detail.rating ? (
            <p className="product-rating">
              <span aria-hidden="true" className="stars__glyphs">
                {ratingStars(detail.rating.average)}
              </span>{" "}
              <a href="#reviews">{`${ratingText(detail.rating.average)}, ${reviewCountText(detail.rating.count)}`}</a>
            </p>
          ) : null}
          <p className={`availability availability--${product.availability}`}>
            {AVAILABILITY_TEXT[product.availability]}
          </p>
          {price ? (
            <p className="product-card__price">
              <span className="price">{formatCents(price.salePriceInCents)}</span>
              <span className="per">each</span>
              {detail.priceLabel ? (
                <span className="price-label">{`${detail.priceLabel} price`}</span>
              ) : null}
              {price.listPriceInCents > price.salePriceInCents ? (
                <s className="list-price">{formatCents(price.listPriceInCents)}</s>
              ) : null}
            </p>
          ) : null}
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
      <DealAlert deals={detail.deals} />
      <AboutTheTire product={product} />
      <InstallersNearYou
        product={product}
        zip={detail.zip}
        installers={detail.installers}
        selectedId={detail.selectedShopId}
      />
      <section aria-labelledby="specs-title" id="specs">
        <h2 id="specs-title">Specifications</h2>
        <Specs product={product} />
      </section>
      <section aria-labelledby="reviews-title" id="reviews">
        <h2 id="reviews-title">Reviews</h2>
        <p>
          {detail.rating
            ? `Rated ${ratingText(detail.rating.average)} by drivers of the ${product.productLine.name}, ${reviewCountText(detail.rating.count)}.`
            : `No reviews of the ${product.productLine.name} yet.`}
        </p>
        <p>
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
      {sizes.length > 1 ? (
        <section aria-labelledby="sizes-title">
          <h2 id="sizes-title">{`Sizes of the ${product.name}`}</h2>
          <ul className="line-sizes">
            {sizes.map((group) => (
              <li key={group.size}>
                <span className="size-links__size">{group.size}</span>{" "}
                {group.variants.map((variant, i) => (
                  <span key={variant.productId}>
                    {i > 0 ? " · " : null}
                    {variant.isCurrent ? (
                      <strong aria-current="page">
                        {variant.serviceDescription} {formatCents(variant.salePriceInCents)} (this
                        tire)
                      </strong>
                    ) : (
                      <Link to={productLinkWithHash({ ...variant, link: { href: variant.href } })}>
                        {variant.serviceDescription} {formatCents(variant.salePriceInCents)}
                      </Link>
                    )}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RecentlyViewed productId={product.productId} />
    </article>
  );
}

export const productRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => productLoader(client, args),
  Component: ProductPage,
  handle: { meta: productMeta } satisfies RouteHandle,
});

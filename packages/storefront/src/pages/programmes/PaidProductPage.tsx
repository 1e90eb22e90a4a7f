import { brandPathSlug } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { getReviewedLines, type ReviewedLine, ratingText } from "@treadkit/core/reviews";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import {
  isItemId,
  loadProduct,
  ProductPage,
  type ProductPageData,
  productMeta,
} from "../product/ProductPage";
import { SizeSearchForm } from "../SizeSearchForm";
import { PopularSizes } from "../TireSizeHubPage";

/** The best-rated lines the page offers when the ad's tire is not there. */
const POPULAR_LINES = 6;

type MissingTire = { missing: true; popular: ReviewedLine[] };
type PaidData = ProductPageData | MissingTire;

const isMissing = (loaded: PaidData): loaded is MissingTire => "missing" in loaded;

/**
 * /paid?itemId=…: the product detail page a listing ad lands on (storefront.md §2), the product
 * page's own data and view. An ad for a tire that is gone (or a bad id) answers 404 with a way
 * on: the size search, popular sizes and the best-rated tires.
 */
export async function paidLoader(client: Client, { request }: LoaderFunctionArgs) {
  const itemId = new URL(request.url).searchParams.get("itemId") ?? "";
  const product = isItemId(itemId) ? await loadProduct(client, itemId, request) : null;
  if (product) return product;
  const lines = await getReviewedLines(client, { limit: POPULAR_LINES }, request.signal);
  return data<PaidData>(
    { missing: true, popular: lines.isSuccess ? lines.data.productLines : [] },
    { status: 404 },
  );
}

const paidMeta: MetaFunction = (args) => ({
  ...productMeta(args),
  // storefront.md §5: the listing-ad page is noindex,nofollow; the product page is the one
  // search engines know, so this address names no canonical of its own.
  kind: "listingAd",
  canonical: false,
});

function TireNoLongerListed({ popular }: { popular: readonly ReviewedLine[] }) {
  return (
    <section className="hero" aria-labelledby="paid-missing-title">
      <h1 id="paid-missing-title">This tire is no longer available</h1>
      <p>The tire in the ad you followed is not in our catalogue now. Find another by size:</p>
      <SizeSearchForm />
      <h2>Popular sizes</h2>
      <PopularSizes />
      {popular.length > 0 ? (
        <>
          <h2>Best-rated tires</h2>
          <ul className="reviewed-lines">
            {popular.map((line) => (
              <li key={`${line.brand.slug}/${line.productLine.slug}`}>
                <Link to={`/brands/${brandPathSlug(line.brand.slug)}/${line.productLine.slug}`}>
                  {`${line.brand.label} ${line.productLine.name}`}
                </Link>{" "}
                <span className="review-card__meta">{`${ratingText(line.rating.average)} · ${line.productLine.categoryName}`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function PaidProductPage() {
  const loaded = useLoaderData() as PaidData;
  return isMissing(loaded) ? <TireNoLongerListed popular={loaded.popular} /> : <ProductPage />;
}

export const paidProductRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => paidLoader(client, args),
  Component: PaidProductPage,
  handle: { meta: paidMeta } satisfies RouteHandle,
});

import {
  type Availability,
  type CatalogListing,
  type CatalogProduct,
  getCatalogListing,
  normaliseTireSizeSlug,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useSearchParams,
} from "react-router";
import type { MetaFunction } from "../meta";
import { AddToCart } from "./AddToCart";
import { pageData } from "./page-data";

const SORTS = [
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "name", label: "Brand" },
] as const;
type Sort = (typeof SORTS)[number]["value"];

export const AVAILABILITY_TEXT: Record<Availability, string> = {
  ProductStatusAvailable: "In stock",
  ProductStatusAvailableVolatile: "Limited stock",
  ProductStatusCallForPricing: "Call for pricing",
  ProductStatusOutOfStock: "Out of stock",
};

/** A listing's sort and page from its URL; anything unknown is the default. */
export function listingQuery(url: URL): { sort: Sort; page: number } {
  const sortParam = url.searchParams.get("sort");
  const sort: Sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as Sort) : "price-asc";
  const page = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  return { sort, page };
}

export async function tireSizeLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.size ?? "";
  const slug = normaliseTireSizeSlug(raw);
  if (!slug) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  if (slug !== raw) throw redirect(`/tire-sizes/${slug}${url.search}`, 301);

  const { sort, page } = listingQuery(url);
  const result = await getCatalogListing(client, { size: slug, sort, page }, request.signal);
  return pageData(result);
}

export const tireSizeMeta: MetaFunction = ({ data }) => {
  const listing = data as CatalogListing | undefined;
  const size = listing?.size?.label ?? "Tire size";
  const total = listing?.pagination.total ?? 0;
  return {
    title: `${size} Tires`,
    description: `Compare ${total} ${size} tires by price, brand and type, priced with installation at a shop near you.`,
  };
};

function ProductCard({
  product,
  priceLabel,
}: {
  product: CatalogProduct;
  /** The signed-in buyer's price label (Fleet, Employee…), when the prices are theirs. */
  priceLabel: string | undefined;
}) {
  const price = product.priceList[0];
  const image = product.imageList[0];
  const onSale = price !== undefined && price.listPriceInCents > price.salePriceInCents;
  return (
    <li className="product-card">
      {image ? (
        <img src={image.src} alt={image.altText} width={120} height={120} loading="lazy" />
      ) : null}
      <div>
        <p className="product-card__brand">{product.brand.label}</p>
        <h2 className="product-card__name">
          <a href={product.link.href}>{product.name}</a>
        </h2>
        <p className="product-card__size">
          {`${product.size} ${product.loadIndex}${product.speedRating} · ${product.categoryName} · ${product.type}`}
        </p>
        <p className={`availability availability--${product.availability}`}>
          {AVAILABILITY_TEXT[product.availability]}
        </p>
      </div>
      {price ? (
        <p className="product-card__price">
          <span className="price">{formatCents(price.salePriceInCents)}</span>
          <span className="per">each</span>
          {priceLabel ? <span className="price-label">{`${priceLabel} price`}</span> : null}
          {onSale ? <s className="list-price">{formatCents(price.listPriceInCents)}</s> : null}
        </p>
      ) : null}
      <AddToCart product={product} />
    </li>
  );
}

export function TireSizePage() {
  const listing = useLoaderData() as CatalogListing;
  const size = listing.size ?? { label: "", slug: "", rimDiameter: 0 };
  return <ListingPage listing={listing} heading={`${size.label} Tires`} scope={size.label} />;
}

/** A listing of tires: its heading and count, the sorts, the tires and the pages. */
export function ListingPage({
  listing,
  heading,
  scope,
}: {
  listing: CatalogListing;
  heading: string;
  /** What the tires have in common, for the count ("12 tires in Michelin"). */
  scope: string;
}) {
  const [searchParams] = useSearchParams();
  const current = searchParams.get("sort") ?? "price-asc";
  const { page, pageSize, total } = listing.pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(n));
    return `?${next}`;
  };
  return (
    <section>
      <h1>{heading}</h1>
      <p className="result-count">{`${total} ${total === 1 ? "tire" : "tires"} in ${scope}`}</p>
      <nav className="sort" aria-label="Sort tires">
        {SORTS.map((sort) => (
          <Link
            key={sort.value}
            to={`?sort=${sort.value}`}
            aria-current={current === sort.value ? "true" : undefined}
          >
            {sort.label}
          </Link>
        ))}
      </nav>
      {listing.siteCatalogProducts.length === 0 ? (
        <p className="empty">Sorry, no matching results found</p>
      ) : (
        <ul className="product-list">
          {listing.siteCatalogProducts.map((product) => (
            <ProductCard
              key={product.productId}
              product={product}
              priceLabel={listing.priceLabel}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page > 1 ? <Link to={pageHref(page - 1)}>Previous</Link> : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? <Link to={pageHref(page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

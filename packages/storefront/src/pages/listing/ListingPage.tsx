import {
  type Availability,
  type CatalogListing,
  type CatalogProduct,
  type Crumb,
  cardBadges,
  cardPrice,
  deliveryEstimate,
  FINANCING_RULE,
  type FilteredListing,
  filterChips,
  type InstalledSet,
  installedSetLabel,
  LISTING_SORTS,
  listingSearch,
  NO_FILTERS,
  parseListingParams,
  productLinkWithHash,
  relatedListings,
  scopeLabels,
} from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { Badges, EmptyState, Price, Skeleton, Stars } from "@treadkit/ui/design";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { AddToCart } from "../AddToCart";
import { Breadcrumbs } from "../Breadcrumbs";
import { CompareToggle } from "../compare/CompareToggle";
import { FilterPanel } from "./FilterPanel";
import { FitmentVerdict } from "./FitmentVerdict";
import type { InstalledSets } from "./load";

export const AVAILABILITY_TEXT: Record<Availability, string> = {
  ProductStatusAvailable: "In stock",
  ProductStatusAvailableVolatile: "Limited stock",
  ProductStatusCallForPricing: "Call for pricing",
  ProductStatusOutOfStock: "Out of stock",
};

/** Four of the tire installed, all in, and what that comes to a month financed. */
function InstalledSetPrice({ set }: { set: InstalledSet }) {
  const label = installedSetLabel(set);
  return (
    <span className="product-card__installed">
      <span className="price">{label.amount}</span>
      {` ${label.unit} `}
      <span className="product-card__monthly">{`or ${formatCents(set.financing.monthlyInCents)}/mo`}</span>
    </span>
  );
}

function ProductCard({
  product,
  priceLabel,
  installed,
  linkSearch = "",
}: {
  product: CatalogProduct;
  /** Four of it installed near the shopper, once their ZIP is known. */
  installed: InstalledSet | undefined;
  /** What the product page needs to know of this listing (a staggered fitment's rear size). */
  linkSearch?: string;
  /** The signed-in buyer's price label (Fleet, Employee…), when the prices are theirs. */
  priceLabel: string | undefined;
}) {
  const price = cardPrice(product, DEFAULT_QUANTITY);
  const image = product.imageList[0];
  const badges = cardBadges(product);
  const delivery = deliveryEstimate(product.availability);
  return (
    <li className="product-card">
      {image ? (
        <img
          className="product-card__picture"
          src={image.src}
          alt={image.altText}
          width={136}
          height={136}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="product-card__facts">
        <p className="product-card__brand">{product.brand.label}</p>
        <h2 className="product-card__name">
          <a className="product-card__link" href={productLinkWithHash(product, linkSearch)}>
            {product.name}
          </a>
        </h2>
        <p className="product-card__size">
          {`${product.size} ${product.loadIndex}${product.speedRating} · ${product.categoryName} · ${product.type}`}
        </p>
        {product.rating ? (
          <p className="product-rating">
            <Stars average={product.rating.average} count={product.rating.count} />
          </p>
        ) : null}
        <Badges badges={badges} />
        <FitmentVerdict tire={product} />
        <p className={`availability availability--${product.availability}`}>
          {AVAILABILITY_TEXT[product.availability]}
        </p>
        {delivery ? <p className="product-card__delivery">{delivery}</p> : null}
      </div>
      <div className="product-card__buy">
        {price ? (
          <Price className="product-card__price" price={price} label={priceLabel}>
            {installed ? <InstalledSetPrice set={installed} /> : null}
          </Price>
        ) : null}
        <div className="product-card__actions">
          <AddToCart product={product} />
          <CompareToggle
            productId={product.productId}
            label={`${product.brand.label} ${product.name} ${product.size}`}
          />
        </div>
      </div>
    </li>
  );
}

/** Cards in the shape of the tires to come, while the listing's next answer is awaited. */
function ProductListSkeleton({ count }: { count: number }) {
  return (
    <ul className="product-list" aria-busy="true" aria-label="Loading tires">
      {Array.from({ length: Math.min(count, 4) }, (_, i) => `skeleton-${i}`).map((key) => (
        <li key={key} className="skeleton-card">
          <span className="skeleton-card__picture skeleton__line" />
          <Skeleton lines={4} label="Loading a tire" />
        </li>
      ))}
    </ul>
  );
}

function ProductList({
  products,
  priceLabel,
  installedSets,
  linkSearch,
  unfiltered,
}: {
  products: CatalogProduct[];
  priceLabel: string | undefined;
  installedSets: InstalledSets | null;
  linkSearch?: string;
  /** The listing without its filters and how many it has: the next step when they leave none. */
  unfiltered?: { href: string; label: string } | null;
}) {
  if (products.length === 0)
    return (
      <EmptyState
        title="Sorry, no matching results found"
        action={
          unfiltered ? (
            <Link className="button button--secondary" to={unfiltered.href} preventScrollReset>
              {unfiltered.label}
            </Link>
          ) : (
            <Link className="button button--secondary" to="/tire-sizes">
              Search by tire size
            </Link>
          )
        }
      >
        <p>Fewer filters, or a size your vehicle also takes, may find more tires.</p>
      </EmptyState>
    );
  return (
    <ul className="product-list">
      {products.map((product) => (
        <ProductCard
          key={product.productId}
          product={product}
          priceLabel={priceLabel}
          installed={installedSets?.[product.productId]}
          {...(linkSearch ? { linkSearch } : {})}
        />
      ))}
    </ul>
  );
}

/**
 * A listing of tires: its heading and count, the filters (a GET form, applied in place with
 * JavaScript) and the active ones as removable chips, the sorts, the tires, the pages, and the
 * narrower listings of the same scope. Sort and page links keep the filters.
 */
export function ListingPage({
  listing: given,
  heading,
  scope,
  crumbs = [],
  lead = null,
}: {
  /**
   * A listing its loader filtered, with the out-the-door prices near the shopper; a plain one
   * (no filters applied) shows no filter panel.
   */
  listing: (FilteredListing & { installedSets?: InstalledSets | null }) | CatalogListing;
  heading: string;
  /** What the tires have in common, for the count ("12 tires in Michelin"). */
  scope: string;
  crumbs?: Crumb[];
  /** What the page shows under its heading, before its tires (a brand's product lines). */
  lead?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The phone's filter sheet needs the page's code; until it runs the filters are in the page.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // The same listing asked for again (a filter, a sort, a page): its cards wait as skeletons.
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const searchParams = new URLSearchParams(search);
  const filterable = "state" in given;
  const filtered: FilteredListing = filterable
    ? given
    : {
        scope: {},
        listing: given,
        state: { ...parseListingParams(searchParams), filters: NO_FILTERS },
        filtersRemoved: false,
        scopeTotal: given.pagination.total,
      };
  const { listing, state, filtersRemoved } = filtered;
  const installedSets = ("installedSets" in given ? given.installedSets : null) ?? null;
  const anySet = installedSets ? Object.values(installedSets)[0] : undefined;
  const { page, pageSize, total } = listing.pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (next: typeof state) => `${pathname}${listingSearch(next, searchParams)}`;
  const chips = filterChips(state, listing.facets);
  const related = relatedListings(
    filtered.scope,
    scopeLabels(filtered.scope, listing),
    listing.facets,
  );
  return (
    <>
      <Breadcrumbs crumbs={crumbs} page={heading} />
      <section className="listing">
        <h1>{heading}</h1>
        {lead}
        {filtersRemoved ? (
          <p className="notice" role="status">
            Search filters removed
          </p>
        ) : null}
        <div className="listing-toolbar">
          <p className="result-count">{`${total} ${total === 1 ? "tire" : "tires"} in ${scope}`}</p>
          {filterable && live ? (
            <button
              type="button"
              className="listing-toolbar__filters"
              aria-expanded={sheetOpen}
              aria-controls="listing-filters"
              onClick={() => setSheetOpen(true)}
            >
              {filtersLabel(chips.length)}
            </button>
          ) : filterable ? (
            // Before the page is live, and without JavaScript, the sheet opens as the link's
            // target (a rule of the stylesheet), so the first paint already has it closed.
            <a className="listing-toolbar__filters" href="#listing-filters">
              {filtersLabel(chips.length)}
            </a>
          ) : null}
          <nav className="sort" aria-label="Sort tires">
            {LISTING_SORTS.map((sort) => (
              <Link
                key={sort.value}
                to={href({ ...state, sort: sort.value, page: 1 })}
                preventScrollReset
                aria-current={state.sort === sort.value ? "true" : undefined}
              >
                {sort.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className={filterable ? "listing__body listing__body--filtered" : "listing__body"}>
          {filterable ? (
            <FilterPanel
              facets={listing.facets}
              state={state}
              scope={filtered.scope}
              sheet={{ open: sheetOpen, total, onClose: () => setSheetOpen(false) }}
            />
          ) : null}
          <div className="listing__results" id="results">
            {chips.length > 0 ? (
              <div className="filter-chips">
                <ul aria-label="Active filters">
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <Link
                        to={href(chip.state)}
                        preventScrollReset
                        aria-label={`Remove filter ${chip.label}`}
                      >
                        {chip.label} <span aria-hidden="true">×</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link to={href({ ...state, filters: NO_FILTERS, page: 1 })} preventScrollReset>
                  Clear all filters
                </Link>
              </div>
            ) : null}
            {anySet ? (
              <p className="installed-note">
                {`Prices for ${anySet.quantity} installed at ${anySet.installer.company}, ${anySet.installer.distanceMiles} mi away: ${installedSetLabel(anySet).includes}. Monthly: ${FINANCING_RULE}`}
              </p>
            ) : null}
            {refreshing ? (
              <ProductListSkeleton count={listing.siteCatalogProducts.length || 4} />
            ) : listing.rearSize && listing.size ? (
              <>
                <section aria-label={`Front tires: ${listing.size.label}`}>
                  <h2>{`Front tires: ${listing.size.label}`}</h2>
                  <ProductList
                    products={listing.siteCatalogProducts}
                    priceLabel={listing.priceLabel}
                    installedSets={installedSets}
                    linkSearch={`?rearSize=${listing.rearSize.slug}`}
                  />
                </section>
                <section aria-label={`Rear tires: ${listing.rearSize.label}`}>
                  <h2>{`Rear tires: ${listing.rearSize.label}`}</h2>
                  <ProductList
                    products={listing.rearSiteCatalogProducts}
                    priceLabel={listing.priceLabel}
                    installedSets={installedSets}
                  />
                </section>
              </>
            ) : (
              <ProductList
                products={listing.siteCatalogProducts}
                priceLabel={listing.priceLabel}
                installedSets={installedSets}
                unfiltered={
                  chips.length > 0
                    ? {
                        href: href({ ...state, filters: NO_FILTERS, page: 1 }),
                        label: `Show all ${filtered.scopeTotal} ${filtered.scopeTotal === 1 ? "tire" : "tires"} in ${scope}`,
                      }
                    : null
                }
              />
            )}
            {pages > 1 ? (
              <nav className="pagination" aria-label="Pages">
                {page > 1 ? <Link to={href({ ...state, page: page - 1 })}>Previous</Link> : null}
                <span>{`Page ${page} of ${pages}`}</span>
                {page < pages ? <Link to={href({ ...state, page: page + 1 })}>Next</Link> : null}
              </nav>
            ) : null}
          </div>
        </div>
        {related.map((group) => (
          <nav key={group.title} className="listing-links" aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul className="size-links">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>{" "}
                  <span className="count">{`(${link.count})`}</span>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </section>
    </>
  );
}

/** The phone toolbar's way into the filter sheet, with how many filters are on. */
function filtersLabel(active: number): string {
  return active > 0 ? `Filters (${active})` : "Filters";
}

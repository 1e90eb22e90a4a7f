import {
  brandPathSlug,
  brandSlugFromPath,
  categoryBySlug,
  categoryPages,
  slugify,
  TIRE_TYPES,
  tireTypeBySlug,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import {
  ASPECT_LABELS,
  brandReviewsHref,
  categoryReviewsHref,
  formatRating,
  getReviewedLines,
  getReviews,
  REVIEW_SECTIONS,
  REVIEWS_PAGE_SIZE,
  type ReviewedLine,
  type ReviewList,
  type ReviewScopeParams,
  type ReviewSection,
  reviewCountText,
  reviewPageParams,
  reviewSectionBySlug,
  reviewSectionHref,
  typeReviewsHref,
  writeReviewHref,
} from "@treadkit/core/reviews";
import { data, Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { RatingSummaryBlock, ReviewedLineList, ReviewListing } from "./ReviewParts";

/**
 * The review listings of storefront.md §2: a product line's, a brand's, a category's, a tire
 * type's, the /tire-reviews hub and its sections (lines ranked by one aspect).
 */

type ListingData = { list: ReviewList; lines: ReviewedLine[] };

/** A scope's reviews (the page of the URL) and, for scopes of many lines, its best-rated lines. */
async function loadListing(
  client: Client,
  request: Request,
  scope: ReviewScopeParams,
  withLines: boolean,
): Promise<ListingData> {
  const { sort, page } = reviewPageParams(new URL(request.url).searchParams);
  const [list, lines] = await Promise.all([
    getReviews(client, { ...scope, sort, page, pageSize: REVIEWS_PAGE_SIZE }, request.signal),
    withLines ? getReviewedLines(client, { ...scope, limit: 20 }, request.signal) : null,
  ]);
  return { list: pageData(list), lines: lines ? pageData(lines).productLines : [] };
}

/** Brand paths end in -tires (storefront.md §2): the bare slug is sent there, same page. */
function requireBrandPath(raw: string, rest: string, request: Request) {
  if (raw.endsWith("-tires")) return;
  const { search } = new URL(request.url);
  throw redirect(`/brands/${brandPathSlug(raw)}${rest}${search}`, 301);
}

const scopeName = (list: ReviewList | undefined) => {
  const scope = list?.scope;
  if (!scope) return "Tire";
  if (scope.line && scope.brand) return `${scope.brand.label} ${scope.line.name}`;
  if (scope.brand) return scope.brand.label;
  if (scope.category) return scope.category.name;
  return scope.type ?? "Tire";
};

function describeListing(list: ReviewList | undefined, name: string): string {
  const summary = list?.summary;
  if (!summary || summary.average === null)
    return `Read and write ${name} tire reviews: dry, wet and winter traction, comfort, noise and treadwear.`;
  return `${name} tires are rated ${formatRating(summary.average)} out of 5 from ${reviewCountText(summary.count)} by drivers: dry, wet and winter traction, comfort, noise and treadwear.`;
}

const listingMeta =
  (title: (name: string) => string): MetaFunction =>
  ({ data }) => {
    const list = (data as ListingData | undefined)?.list;
    const name = scopeName(list);
    return { title: title(name), description: describeListing(list, name) };
  };

// --- /brands/[brand]/[productLine]/reviews ------------------------------------------------

export async function lineReviewsLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.brand ?? "";
  const line = params.productLine ?? "";
  requireBrandPath(raw, `/${line}/reviews`, request);
  return loadListing(client, request, { brand: brandSlugFromPath(raw), line }, false);
}

export function LineReviewsPage() {
  const { list } = useLoaderData() as ListingData;
  const { brand, line } = list.scope;
  if (!brand || !line) return null;
  const name = `${brand.label} ${line.name}`;
  return (
    <section aria-labelledby="reviews-page-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={brandReviewsHref(brand.slug)}>{`${brand.label} tire reviews`}</Link>
      </nav>
      <h1 id="reviews-page-title">{`${name} reviews`}</h1>
      <p>
        <Link className="button" to={writeReviewHref(brand.slug, line.slug)}>
          Write a review
        </Link>{" "}
        <Link to={`/brands/${brandPathSlug(brand.slug)}/${line.slug}`}>{`Shop the ${name}`}</Link>
      </p>
      <RatingSummaryBlock summary={list.summary} />
      <ReviewListing
        reviews={list.reviews}
        pagination={list.pagination}
        showLine={false}
        emptyText={`No reviews of the ${name} yet. Be the first to write one.`}
      />
    </section>
  );
}

export const lineReviewsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => lineReviewsLoader(client, args),
  Component: LineReviewsPage,
  handle: { meta: listingMeta((name) => `${name} reviews`) } satisfies RouteHandle,
});

// --- Brand, category and type reviews ------------------------------------------------------

/** A listing of many lines: the summary, the best-rated lines, then the reviews. */
function ScopeReviews({
  heading,
  breadcrumb,
}: {
  heading: (name: string) => string;
  breadcrumb: { href: string; text: string };
}) {
  const { list, lines } = useLoaderData() as ListingData;
  const name = scopeName(list);
  return (
    <section aria-labelledby="reviews-page-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={breadcrumb.href}>{breadcrumb.text}</Link>
      </nav>
      <h1 id="reviews-page-title">{heading(name)}</h1>
      <RatingSummaryBlock summary={list.summary} />
      {lines.length > 0 ? (
        <section aria-labelledby="reviewed-lines-title">
          <h2 id="reviewed-lines-title">Best rated</h2>
          <ReviewedLineList lines={lines} />
        </section>
      ) : null}
      <ReviewListing
        reviews={list.reviews}
        pagination={list.pagination}
        showLine
        emptyText={`No ${name} tire reviews yet.`}
      />
    </section>
  );
}

export async function brandReviewsLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.brand ?? "";
  requireBrandPath(raw, "/reviews", request);
  return loadListing(client, request, { brand: brandSlugFromPath(raw) }, true);
}

export function BrandReviewsPage() {
  const { list } = useLoaderData() as ListingData;
  const brand = list.scope.brand;
  return (
    <ScopeReviews
      heading={(name) => `${name} tire reviews`}
      breadcrumb={{
        href: `/brands/${brandPathSlug(brand?.slug ?? "")}`,
        text: `${brand?.label ?? ""} tires`,
      }}
    />
  );
}

export const brandReviewsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => brandReviewsLoader(client, args),
  Component: BrandReviewsPage,
  handle: { meta: listingMeta((name) => `${name} tire reviews`) } satisfies RouteHandle,
});

export async function categoryReviewsLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
) {
  const category = categoryBySlug(params.category ?? "");
  if (!category) throw data("Not found", { status: 404 });
  return loadListing(client, request, { category: category.id }, true);
}

export function CategoryReviewsPage() {
  const { list } = useLoaderData() as ListingData;
  const name = list.scope.category?.name ?? "";
  return (
    <ScopeReviews
      heading={(scope) => `${scope} tire reviews`}
      breadcrumb={{ href: `/categories/${slugify(name)}`, text: `${name} tires` }}
    />
  );
}

export const categoryReviewsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => categoryReviewsLoader(client, args),
  Component: CategoryReviewsPage,
  handle: { meta: listingMeta((name) => `${name} tire reviews`) } satisfies RouteHandle,
});

export async function typeReviewsLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const type = tireTypeBySlug(params.type ?? "");
  if (!type) throw data("Not found", { status: 404 });
  return loadListing(client, request, { type }, true);
}

export function TypeReviewsPage() {
  const { list } = useLoaderData() as ListingData;
  const type = list.scope.type ?? "";
  return (
    <ScopeReviews
      heading={(name) => `${name} tire reviews`}
      breadcrumb={{ href: `/types/${slugify(type)}`, text: `${type} tires` }}
    />
  );
}

export const typeReviewsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => typeReviewsLoader(client, args),
  Component: TypeReviewsPage,
  handle: { meta: listingMeta((name) => `${name} tire reviews`) } satisfies RouteHandle,
});

// --- /tire-reviews and /tire-reviews/[section] ---------------------------------------------

/** Where else reviews are: the sections, and reviews by category and by type. */
function ReviewDirectory() {
  return (
    <>
      <section aria-labelledby="review-sections-title">
        <h2 id="review-sections-title">Best rated by what matters to you</h2>
        <ul className="size-links">
          {REVIEW_SECTIONS.map((section) => (
            <li key={section.slug}>
              <Link to={reviewSectionHref(section)}>{ASPECT_LABELS[section.aspect]}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-categories-title">
        <h2 id="review-categories-title">Reviews by category</h2>
        <ul className="size-links">
          {categoryPages().map((category) => (
            <li key={category.slug}>
              <Link to={categoryReviewsHref(category.name)}>{`${category.name} tires`}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-types-title">
        <h2 id="review-types-title">Reviews by tire type</h2>
        <ul className="size-links">
          {TIRE_TYPES.map((type) => (
            <li key={type}>
              <Link to={typeReviewsHref(type)}>{`${type} tires`}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export async function tireReviewsLoader(client: Client, { request }: LoaderFunctionArgs) {
  return loadListing(client, request, {}, true);
}

export function TireReviewsPage() {
  const { list, lines } = useLoaderData() as ListingData;
  return (
    <section aria-labelledby="reviews-page-title">
      <h1 id="reviews-page-title">Tire reviews</h1>
      <p>What drivers say about their tires, rated for traction, comfort, noise and treadwear.</p>
      <RatingSummaryBlock summary={list.summary} />
      {lines.length > 0 ? (
        <section aria-labelledby="reviewed-lines-title">
          <h2 id="reviewed-lines-title">Best rated tires</h2>
          <ReviewedLineList lines={lines} />
        </section>
      ) : null}
      <ReviewDirectory />
      <ReviewListing
        reviews={list.reviews}
        pagination={list.pagination}
        showLine
        emptyText="No tire reviews yet."
      />
    </section>
  );
}

export const tireReviewsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => tireReviewsLoader(client, args),
  Component: TireReviewsPage,
  handle: {
    meta: () => ({
      title: "Tire reviews",
      description:
        "Tire reviews by drivers: dry, wet and winter traction, comfort, noise and treadwear, by brand, category and type.",
    }),
  } satisfies RouteHandle,
});

type SectionData = { section: ReviewSection; lines: ReviewedLine[] };

export async function reviewSectionLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<SectionData> {
  const section = reviewSectionBySlug(params.section ?? "");
  if (!section) throw data("Not found", { status: 404 });
  const lines = pageData(
    await getReviewedLines(client, { aspect: section.aspect, limit: 50 }, request.signal),
  );
  return { section, lines: lines.productLines };
}

export function ReviewSectionPage() {
  const { section, lines } = useLoaderData() as SectionData;
  return (
    <section aria-labelledby="reviews-page-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/tire-reviews">Tire reviews</Link>
      </nav>
      <h1 id="reviews-page-title">{section.title}</h1>
      <p>{`Tires ranked by their average ${ASPECT_LABELS[section.aspect].toLowerCase()} rating from reviewers.`}</p>
      {lines.length === 0 ? (
        <p className="empty">No tires have been rated for this yet.</p>
      ) : (
        <ReviewedLineList lines={lines} aspectLabel={ASPECT_LABELS[section.aspect]} />
      )}
      <ReviewDirectory />
    </section>
  );
}

const sectionMeta: MetaFunction = ({ data }) => {
  const section = (data as SectionData | undefined)?.section;
  const label = section ? ASPECT_LABELS[section.aspect].toLowerCase() : "performance";
  return {
    title: section?.title ?? "Tire reviews",
    description: `Tires ranked by drivers' ${label} ratings, with their reviews.`,
  };
};

export const reviewSectionRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => reviewSectionLoader(client, args),
  Component: ReviewSectionPage,
  handle: { meta: sectionMeta } satisfies RouteHandle,
});

import {
  ASPECT_LABELS,
  DRIVING_STYLES,
  formatRating,
  formatReviewDate,
  formatUsDate,
  lineReviewsHref,
  MILES_DRIVEN,
  RATING_ASPECTS,
  type RatingSummary,
  REVIEW_SORT_LABELS,
  type Review,
  type ReviewedLine,
  type ReviewSortValue,
  ratingStars,
  ratingText,
  reviewCountText,
  WHERE_DRIVEN,
} from "@treadkit/core/reviews";
import { Link, useSearchParams } from "react-router";

/** A rating as five stars (decorative) and its words, "4.3 out of 5". */
export function Stars({ value }: { value: number }) {
  return (
    <span className="stars">
      <span aria-hidden="true" className="stars__glyphs">
        {ratingStars(value)}
      </span>{" "}
      <span>{ratingText(value)}</span>
    </span>
  );
}

/** The overall rating of a set of reviews, what reviewers would do again, and each aspect. */
export function RatingSummaryBlock({
  summary,
  id = "rating-summary",
}: {
  summary: RatingSummary;
  id?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="review-summary">
      <h2 id={`${id}-title`}>Ratings</h2>
      {summary.average === null ? (
        <p>No reviews yet.</p>
      ) : (
        <>
          <p className="review-summary__overall">
            <Stars value={summary.average} />{" "}
            <span className="review-summary__count">{`from ${reviewCountText(summary.count)}`}</span>
          </p>
          {summary.buyAgainPercent !== null ? (
            <p>{`${summary.buyAgainPercent}% of reviewers would buy these tires again`}</p>
          ) : null}
          <dl className="specs">
            {RATING_ASPECTS.map((aspect) => {
              const { average, count } = summary.aspects[aspect];
              return (
                <div key={aspect}>
                  <dt>{ASPECT_LABELS[aspect]}</dt>
                  <dd>
                    {average === null
                      ? "Not rated"
                      : `${ratingText(average)} (${reviewCountText(count)})`}
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}

/** One published review: its summary as a heading, stars, the reviewer, and how they drive. */
function ReviewCard({ review, showLine }: { review: Review; showLine: boolean }) {
  const titleId = `review-${review.reviewId}`;
  const lineName = `${review.brand.label} ${review.productLine.name}`;
  return (
    <li className="review-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId}>{review.summary}</h3>
        <p>
          <Stars value={review.rating} />
        </p>
        {showLine ? (
          <p>
            <Link to={lineReviewsHref(review.brand.slug, review.productLine.slug)}>{lineName}</Link>
          </p>
        ) : null}
        <p className="review-card__meta">
          {`${review.reviewerName} · ${review.vehicle} · ${formatReviewDate(review.createdAt)}`}
        </p>
        <p>{review.comments}</p>
        <dl className="review-card__ratings">
          {RATING_ASPECTS.map((aspect) => {
            const value = review.ratings[aspect];
            return (
              <div key={aspect}>
                <dt>{ASPECT_LABELS[aspect]}</dt>
                <dd>{value === null ? "Not applicable" : `${value} out of 5`}</dd>
              </div>
            );
          })}
        </dl>
        <p className="review-card__meta">
          {[
            MILES_DRIVEN[review.milesDriven],
            WHERE_DRIVEN[review.whereDriven],
            `${DRIVING_STYLES[review.drivingStyle]} driving`,
            review.purchaseDate ? `Bought ${formatUsDate(review.purchaseDate)}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p>{review.buyAgain ? "Would buy again" : "Would not buy again"}</p>
      </article>
    </li>
  );
}

/** The reviews of a page with their sorts and pages; links keep the other's value. */
export function ReviewListing({
  reviews,
  pagination,
  showLine,
  emptyText,
}: {
  reviews: Review[];
  pagination: { page: number; pageSize: number; total: number };
  /** Name each review's product line (a brand's, category's or type's reviews). */
  showLine: boolean;
  emptyText: string;
}) {
  const [searchParams] = useSearchParams();
  const current = (searchParams.get("sort") ?? "newest") as ReviewSortValue;
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.pageSize));
  const href = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return `?${next}`;
  };
  return (
    <section aria-labelledby="reviews-title" className="reviews" id="reviews">
      <h2 id="reviews-title">Reviews</h2>
      {reviews.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        <>
          <nav className="sort" aria-label="Sort reviews">
            {(Object.keys(REVIEW_SORT_LABELS) as ReviewSortValue[]).map((sort) => (
              <Link
                key={sort}
                to={href({ sort, page: "1" })}
                aria-current={current === sort ? "true" : undefined}
              >
                {REVIEW_SORT_LABELS[sort]}
              </Link>
            ))}
          </nav>
          <ul className="review-list">
            {reviews.map((review) => (
              <ReviewCard key={review.reviewId} review={review} showLine={showLine} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label="Review pages">
          {pagination.page > 1 ? (
            <Link to={href({ page: String(pagination.page - 1) })}>Previous</Link>
          ) : null}
          <span>{`Page ${pagination.page} of ${pages}`}</span>
          {pagination.page < pages ? (
            <Link to={href({ page: String(pagination.page + 1) })}>Next</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** Reviewed product lines, each with its rating (and the ranked aspect's) and its reviews. */
export function ReviewedLineList({
  lines,
  aspectLabel,
}: {
  lines: ReviewedLine[];
  /** When ranked by an aspect: its name, shown with each line's average for it. */
  aspectLabel?: string;
}) {
  return (
    <ol className="reviewed-lines">
      {lines.map((line) => (
        <li key={`${line.brand.slug}/${line.productLine.slug}`}>
          <Link to={lineReviewsHref(line.brand.slug, line.productLine.slug)}>
            {`${line.brand.label} ${line.productLine.name}`}
          </Link>{" "}
          <span className="review-card__meta">{`${line.productLine.categoryName} · ${line.productLine.type}`}</span>
          <br />
          {aspectLabel && line.aspect ? (
            <span>{`${aspectLabel}: ${ratingText(line.aspect.average)} (${reviewCountText(line.aspect.count)}) · overall ${formatRating(line.rating.average)}`}</span>
          ) : (
            <span>
              <Stars value={line.rating.average} />
              {` (${reviewCountText(line.rating.count)})`}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

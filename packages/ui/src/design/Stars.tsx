import { ratingFillPercent, ratingText, reviewCountText } from "@treadkit/core/reviews";

/** One star in a 20 × 20 cell, and the row of five the stars are drawn with. */
const STAR =
  "l2.35 6.36 6.78.27-5.33 4.2 1.84 6.53-5.64-3.77-5.64 3.77 1.84-6.53-5.33-4.2 6.78-.27z";
const ROW = [0, 20, 40, 60, 80].map((x) => `M${x + 10} 1${STAR}`).join("");

/**
 * Rating stars: five drawn stars filled to the average (to the tenth), read as "4.5 out of 5
 * stars" with the count of reviews. The fill is an inner SVG viewport as wide as the rating,
 * which clips the filled row: an attribute, so it draws in the server's HTML under a policy
 * that allows no inline style.
 */
export function Stars({ average, count }: { average: number; count?: number }) {
  return (
    <span className="stars">
      <svg
        className="stars__track"
        viewBox="0 0 100 20"
        width="85"
        height="17"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ROW} />
        <svg
          className="stars__fill"
          width={`${ratingFillPercent(average)}%`}
          height="20"
          aria-hidden="true"
        >
          <path d={ROW} />
        </svg>
      </svg>
      <span className="stars__text">
        {count === undefined
          ? ratingText(average)
          : `${ratingText(average)}, ${reviewCountText(count)}`}
      </span>
    </span>
  );
}

import { ratingFillPercent, ratingText, reviewCountText } from "@treadkit/core/reviews";

/**
 * Rating stars: five drawn stars filled to the average (to the tenth), read as "4.5 out of 5
 * stars" with the count of reviews.
 */
export function Stars({ average, count }: { average: number; count?: number }) {
  return (
    <span className="stars">
      <span className="stars__track" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${ratingFillPercent(average)}%` }} />
      </span>
      <span className="stars__text">
        {count === undefined
          ? ratingText(average)
          : `${ratingText(average)}, ${reviewCountText(count)}`}
      </span>
    </span>
  );
}

import { type StarCounts, starShares } from "@treadkit/core/reviews";

/** How many reviews gave each whole star, five first, as bars a screen reader reads as a list. */
export function StarHistogram({ counts }: { counts: StarCounts }) {
  return (
    <ul className="star-histogram" aria-label="Reviews by rating">
      {starShares(counts).map((row) => (
        <li key={row.stars} className="star-histogram__row">
          <span className="star-histogram__label">{`${row.stars} ${row.stars === 1 ? "star" : "stars"}`}</span>
          {/* A rect's width is an attribute: it draws under a policy without inline style. */}
          <svg className="star-histogram__bar" aria-hidden="true" focusable="false">
            <rect width={`${row.percent}%`} height="100%" />
          </svg>
          <span className="star-histogram__count">{`${row.count} (${row.percent}%)`}</span>
        </li>
      ))}
    </ul>
  );
}

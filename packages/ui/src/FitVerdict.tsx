import type { TireFit } from "@treadkit/core/widget";

export const FIT_MARKS = { fits: "✓", caution: "!", refused: "✕" } as const;

/**
 * The storefront's verdict on a tire's fit to the shopper's vehicle, as its listing card shows
 * it: the headline, and the cautions (or the reasons it does not fit) named.
 */
export function FitVerdict({ fit }: { fit: TireFit }) {
  return (
    <div className={`tk-fit tk-fit--${fit.kind}`}>
      <p className="tk-fit__headline">
        <span aria-hidden="true">{FIT_MARKS[fit.kind]} </span>
        {fit.headline}
      </p>
      {fit.notes.length > 0 ? (
        <ul className="tk-fit__notes">
          {fit.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

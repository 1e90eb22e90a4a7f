import { type FitmentTire, fitmentVerdict } from "@treadkit/core/catalog";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root-data";

const MARKS = { fits: "✓", caution: "!", refused: "✕" } as const;

/**
 * Whether a tire fits the vehicle the shopper chose (storefront header): nothing while none is
 * chosen. Cards name the cautions; the product page says each in full.
 */
export function FitmentVerdict({ tire, full = false }: { tire: FitmentTire; full?: boolean }) {
  const vehicle = (useRouteLoaderData("root") as RootData | undefined)?.vehicle;
  if (!vehicle) return null;
  const verdict = fitmentVerdict(vehicle, tire);
  return (
    <div className={`fitment fitment--${verdict.kind}`}>
      <p className="fitment__headline">
        <span aria-hidden="true">{MARKS[verdict.kind]} </span>
        {verdict.headline}
      </p>
      {verdict.notes.length > 0 ? (
        <ul>
          {verdict.notes.map((note) => (
            <li key={note.label}>
              {full ? (
                <>
                  <strong>{note.label}:</strong> {note.text}
                </>
              ) : (
                note.label
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Placeholder blocks while data is awaited, in the shape of what will come: a screen reader hears
 * one "Loading" for the whole group.
 */
export function Skeleton({ lines = 3, label = "Loading" }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key) => (
        <span key={key} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

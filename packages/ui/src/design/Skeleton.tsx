/**
 * Placeholder blocks while data is awaited, in the shape of what will come: a screen reader hears
 * one "Loading" for the whole group. With no label (`null`) it is drawn only, for a place that
 * already says it is loading in its own words.
 */
export function Skeleton({
  lines = 3,
  label = "Loading",
}: {
  lines?: number;
  label?: string | null;
}) {
  const said = label === null ? { "aria-hidden": true } : { role: "status", "aria-label": label };
  return (
    <div className="skeleton" {...said}>
      {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key) => (
        <span key={key} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

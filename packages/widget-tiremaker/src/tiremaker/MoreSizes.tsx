/** How many sizes of how many are shown, and the button that lists the next page of them. */
export function MoreSizes({
  shown,
  total,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore(): void;
}) {
  return (
    <>
      <p className="tk-tm-hint">
        Showing {shown} of {total} sizes
      </p>
      <button type="button" className="tk-tm-link" disabled={loading} onClick={onMore}>
        {loading ? "Loading more sizes…" : "Show more sizes"}
      </button>
    </>
  );
}

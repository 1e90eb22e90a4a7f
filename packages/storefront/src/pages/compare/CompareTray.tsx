import { useStore } from "@nanostores/react";
import { COMPARE_MIN, canCompare, compareHref } from "@treadkit/core/compare";
import { Link } from "react-router";
import { compareStore } from "../../compare";

/**
 * The tray of tires held for comparison, at the foot of the window while any is held: each with
 * its remove button, the link to compare them, and the notice when a tire was refused.
 */
export default function CompareTray() {
  const store = compareStore();
  const items = useStore(store.$compare);
  const notice = useStore(store.$compareNotice);
  if (items.length === 0 && !notice) return null;
  return (
    <aside className="compare-tray" aria-label="Tires to compare">
      <ul className="compare-tray__list">
        {items.map((item) => (
          <li key={item.productId} className="compare-tray__item">
            <span>{item.label}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => store.remove(item.productId)}
              aria-label={`Remove ${item.label} from the comparison`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p className="form-error" role="alert">
        {notice ?? ""}
      </p>
      <div className="compare-tray__actions">
        {canCompare(items) ? (
          <Link className="button" to={compareHref(items)}>
            {`Compare ${items.length} tires`}
          </Link>
        ) : (
          <span className="compare-tray__hint">{`Choose ${COMPARE_MIN - items.length} more to compare`}</span>
        )}
        <button type="button" className="link-button" onClick={() => store.clear()}>
          Clear
        </button>
      </div>
    </aside>
  );
}

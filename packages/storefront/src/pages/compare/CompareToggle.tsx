import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { compareStore } from "../../compare";

/**
 * A tire card's "Compare" checkbox. It needs the browser's storage, so it appears once the page
 * is live; a sixth tire or a duplicate is refused by the store, whose notice the tray shows.
 */
export function CompareToggle({ productId, label }: { productId: string; label: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return null;
  return <LiveCompareToggle productId={productId} label={label} />;
}

function LiveCompareToggle({ productId, label }: { productId: string; label: string }) {
  const store = compareStore();
  const items = useStore(store.$compare);
  const held = items.some((item) => item.productId === productId);
  return (
    <label className="compare-toggle">
      <input
        type="checkbox"
        checked={held}
        onChange={() => store.toggle({ productId, label })}
        aria-label={`Compare ${label}`}
      />
      <span aria-hidden="true">Compare</span>
    </label>
  );
}

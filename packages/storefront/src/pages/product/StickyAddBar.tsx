import { formatCents } from "@treadkit/core/money";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { type RefObject, useEffect, useState } from "react";
import { CartAddButton } from "../AddToCart";

/**
 * On phones, once the gallery and buy box (`watch`) have scrolled up out of view, a bar at the
 * foot of the screen with the price and the same "Add 4 to cart". It stays hidden (and out of
 * the accessibility tree) while any of them is in view, and on wide screens, where the buy box
 * itself stays in view. The block watched starts in view, so a scroll that jumps past it still
 * changes what the observer sees.
 */
export function StickyAddBar({
  watch,
  productId,
  tireName,
  eachInCents,
  setInCents,
}: {
  watch: RefObject<HTMLElement | null>;
  productId: string;
  tireName: string;
  eachInCents: number;
  setInCents: number;
}) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      // Away only once scrolled past it, not while it is still below.
      if (entry) setAway(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div className="sticky-add" hidden={!away}>
      <p className="sticky-add__price">
        <strong>{formatCents(eachInCents)}</strong> each
        <span>{`${formatCents(setInCents)} for ${DEFAULT_QUANTITY}`}</span>
      </p>
      <CartAddButton
        productId={productId}
        quantity={DEFAULT_QUANTITY}
        label={`Add ${DEFAULT_QUANTITY} to cart`}
        tireName={tireName}
      />
    </div>
  );
}

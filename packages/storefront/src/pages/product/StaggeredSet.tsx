import { ADD_TO_CART_ERROR, ADD_TO_CART_QUANTITY_MESSAGE } from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import { quantityOptions } from "@treadkit/core/widget";
import { type RefObject, useRef, useState } from "react";
import { useLocation } from "react-router";
import { $cartOpen, loadStorefrontCart } from "../../cart";
import { useClient } from "../../context";
import { FormAlert } from "../checkout/TextField";

export type RearTire = { productId: string; size: string; salePriceInCents: number };

/** A staggered fitment's default: two tires on each axle. */
const PER_AXLE = 2;

/** A quantity left to the browser, so a choice made before the page is live survives hydration. */
function QuantitySelect(props: {
  name: string;
  label: string;
  selectRef: RefObject<HTMLSelectElement | null>;
}) {
  return (
    <label className="add-to-cart__quantity">
      {props.label}
      <select ref={props.selectRef} name={props.name} defaultValue={PER_AXLE}>
        {[0, ...quantityOptions(PER_AXLE)].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A staggered set from a product page reached from a staggered listing: this tire on the front
 * axle and the line's rear size on the rear, each with its quantity (the add-to-cart input's
 * front and rear of checkout.md §3). A plain form (POST /cart/add) underneath.
 */
export function StaggeredSet({
  productId,
  frontSize,
  rear,
}: {
  productId: string;
  frontSize: string;
  rear: RearTire;
}) {
  const client = useClient();
  const { pathname, search } = useLocation();
  const frontSelect = useRef<HTMLSelectElement>(null);
  const rearSelect = useRef<HTMLSelectElement>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const front = Number(frontSelect.current?.value ?? PER_AXLE);
    const back = Number(rearSelect.current?.value ?? PER_AXLE);
    if (front + back === 0) return setError(ADD_TO_CART_QUANTITY_MESSAGE);
    setAdding(true);
    setError(null);
    const cart = await loadStorefrontCart(client);
    const added = await cart.addToCart({
      productId,
      rearProductId: rear.productId,
      quantity: { front, rear: back },
    });
    setAdding(false);
    if (!added) return setError(ADD_TO_CART_ERROR);
    $cartOpen.set(true);
  };
  return (
    <form
      method="post"
      action="/cart/add"
      className="staggered-set"
      onSubmit={(event) => {
        event.preventDefault();
        if (!adding) void add();
      }}
    >
      <fieldset>
        <legend>Staggered set</legend>
        <QuantitySelect name="quantity" label={`Front ${frontSize}`} selectRef={frontSelect} />
        <QuantitySelect
          name="rearQuantity"
          label={`Rear ${rear.size} (${formatCents(rear.salePriceInCents)} each)`}
          selectRef={rearSelect}
        />
      </fieldset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="rearProductId" value={rear.productId} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" className="button" aria-disabled={adding ? "true" : undefined}>
        {adding ? "Adding…" : "Add set to cart"}
      </button>
      <FormAlert message={error} />
    </form>
  );
}

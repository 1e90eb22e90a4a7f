import { ADD_TO_CART_ERROR, ADD_TO_CART_QUANTITY_MESSAGE } from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import { quantityOptions } from "@treadkit/core/widget";
import { useState } from "react";
import { useLocation } from "react-router";
import { $cartOpen, loadStorefrontCart } from "../../cart";
import { useClient } from "../../context";
import { FormAlert } from "../checkout/TextField";

export type RearTire = { productId: string; size: string; salePriceInCents: number };

/** A staggered fitment's default: two tires on each axle. */
const PER_AXLE = 2;

function QuantitySelect(props: {
  name: string;
  label: string;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <label className="add-to-cart__quantity">
      {props.label}
      <select
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      >
        {[0, ...quantityOptions(props.value)].map((n) => (
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
  const [front, setFront] = useState(PER_AXLE);
  const [back, setBack] = useState(PER_AXLE);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
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
        <QuantitySelect
          name="quantity"
          label={`Front ${frontSize}`}
          value={front}
          onChange={setFront}
        />
        <QuantitySelect
          name="rearQuantity"
          label={`Rear ${rear.size} (${formatCents(rear.salePriceInCents)} each)`}
          value={back}
          onChange={setBack}
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

import { ADD_TO_CART_ERROR } from "@treadkit/core/cart";
import type { CatalogProduct } from "@treadkit/core/catalog";
import { DEFAULT_QUANTITY, quantityOptions } from "@treadkit/core/widget";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { analytics } from "../analytics";
import { $cartOpen, loadStorefrontCart } from "../cart";
import { useClient } from "../context";
import { FormAlert } from "./checkout/TextField";

/**
 * A button that puts `quantity` of a tire in the cart (made on first use), then opens the cart
 * summary modal. Its accessible name ends with the tire's name. With `chooseQuantity` the shopper
 * picks the quantity first (from the tire's minimum up), and the button says how many it adds.
 */
export function CartAddButton(props: {
  productId: string;
  quantity: number;
  label: string;
  tireName: string;
  onAdded?(quantity: number): void;
  chooseQuantity?: { minimum: number };
}) {
  const client = useClient();
  const { pathname, search } = useLocation();
  const [adding, setAdding] = useState(false);
  const [quantity, setQuantity] = useState(props.quantity);
  // The select is left to the browser, so a choice made before the page is live survives
  // hydration; the label follows what it shows.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) setQuantity(Number(select.current.value));
  }, []);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setAdding(true);
    const cart = await loadStorefrontCart(client);
    setError(null);
    const added = await cart.addToCart({
      productId: props.productId,
      quantity: { front: select.current ? Number(select.current.value) : quantity, rear: 0 },
    });
    setAdding(false);
    if (!added) {
      setError(ADD_TO_CART_ERROR);
      return;
    }
    props.onAdded?.(quantity);
    $cartOpen.set(true);
  };
  // A plain form underneath: before the page's script runs, or without it, the server adds the
  // tires (POST /cart/add) and brings the shopper back here with the cart.
  return (
    <form
      method="post"
      action="/cart/add"
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault();
        if (!adding) void add();
      }}
    >
      <input type="hidden" name="productId" value={props.productId} />
      {props.chooseQuantity ? (
        <label className="add-to-cart__quantity">
          Quantity
          <select
            ref={select}
            name="quantity"
            defaultValue={props.quantity}
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
          >
            {quantityOptions(props.quantity)
              .filter((n) => n >= (props.chooseQuantity?.minimum ?? 1))
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="quantity" value={props.quantity} />
      )}
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" className="button" aria-disabled={adding ? "true" : undefined}>
        {adding ? "Adding…" : props.chooseQuantity ? `Add ${quantity} to cart` : props.label}
        <span className="visually-hidden">: {props.tireName}</span>
      </button>
      <FormAlert message={error} />
    </form>
  );
}

/** "Add 4 to cart" on a listing. */
export function AddToCart({ product }: { product: CatalogProduct }) {
  const price = product.priceList[0];
  if (!price || product.availability === "ProductStatusOutOfStock") return null;
  return (
    <CartAddButton
      productId={product.productId}
      quantity={DEFAULT_QUANTITY}
      label={`Add ${DEFAULT_QUANTITY} to cart`}
      tireName={`${product.brand.label} ${product.name} ${product.size}`}
      onAdded={() =>
        analytics.track({
          name: "add_to_cart",
          productId: product.productId,
          quantity: DEFAULT_QUANTITY,
          priceInCents: price.salePriceInCents,
          currency: "USD",
        })
      }
    />
  );
}

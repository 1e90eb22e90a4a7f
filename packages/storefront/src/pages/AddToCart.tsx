import { ADD_TO_CART_ERROR } from "@treadkit/core/cart";
import type { CatalogProduct } from "@treadkit/core/catalog";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { useState } from "react";
import { analytics } from "../analytics";
import { $cartOpen, loadStorefrontCart } from "../cart";
import { useClient } from "../context";
import { FormAlert } from "./checkout/TextField";

/** "Add 4 to cart": creates the cart on first use, then opens the cart summary modal. */
export function AddToCart({ product }: { product: CatalogProduct }) {
  const client = useClient();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = product.priceList[0];
  if (!price || product.availability === "ProductStatusOutOfStock") return null;
  const add = async () => {
    setAdding(true);
    const cart = await loadStorefrontCart(client);
    setError(null);
    const added = await cart.addToCart({
      productId: product.productId,
      quantity: { front: DEFAULT_QUANTITY, rear: 0 },
    });
    setAdding(false);
    if (!added) {
      setError(ADD_TO_CART_ERROR);
      return;
    }
    analytics.track({
      name: "add_to_cart",
      productId: product.productId,
      quantity: DEFAULT_QUANTITY,
      priceInCents: price.salePriceInCents,
      currency: "USD",
    });
    $cartOpen.set(true);
  };
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button"
        aria-disabled={adding ? "true" : undefined}
        onClick={() => {
          if (!adding) void add();
        }}
      >
        {adding ? "Adding…" : `Add ${DEFAULT_QUANTITY} to cart`}
        <span className="visually-hidden">
          : {product.brand.label} {product.name} {product.size}
        </span>
      </button>
      <FormAlert message={error} />
    </div>
  );
}

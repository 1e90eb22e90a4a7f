import { putCart } from "@treadkit/core/cart";
import type { Client } from "@treadkit/core/client";
import { OCCUPATION_DISCOUNTS } from "@treadkit/core/session";
import { useId, useState } from "react";

/**
 * The occupation discount of a distributor's employee (storefront.md §6), on the payment step of
 * an account whose company allows them: the occupation is kept on the cart and the order takes
 * its percentage, which the order total below shows. `onChange` tells the page the new choice.
 */
export function OccupationDiscountPicker({
  client,
  cartId,
  chosen,
  onChange,
}: {
  client: Client;
  cartId: string;
  chosen: string | null;
  onChange(id: string | null): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (value: string) => {
    const occupationDiscountId = value === "" ? null : value;
    setBusy(true);
    setError(null);
    const saved = await putCart(client, cartId, { occupationDiscountId });
    setBusy(false);
    if (saved.isSuccess) onChange(saved.data.siteCart.occupationDiscountId ?? null);
    else setError(saved.error.message);
  };

  return (
    <section className="occupation-discount" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Occupation discount</h2>
      <p className="checkout-hint">
        Your company offers its employees a discount for the work they do. Choose yours; your
        employer may ask for proof of it.
      </p>
      <div className="field">
        <label htmlFor={`${id}-select`}>Your occupation</label>
        <select
          id={`${id}-select`}
          value={chosen ?? ""}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">No occupation discount</option>
          {OCCUPATION_DISCOUNTS.map((discount) => (
            <option key={discount.id} value={discount.id}>
              {discount.occupation}: {discount.percent}% off
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

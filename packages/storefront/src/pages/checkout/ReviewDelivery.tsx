import { CHANGE_PARAM, checkoutStepHref, reviewDeliveryItems } from "@treadkit/core/checkout";
import { Link, useSearchParams } from "react-router";
import { AddressLines } from "../AddressLines";
import type { CheckoutData } from "./data";

/**
 * The review step's delivery: the address, the pickup place or the shop, and the install time,
 * each with a "Change" link that opens the shipping step on what sets it.
 */
export function ReviewDelivery({ data }: { data: CheckoutData }) {
  const [search] = useSearchParams();
  const { cartId } = data;
  const items = reviewDeliveryItems(data);
  if (!cartId || items.length === 0) return null;
  return (
    <>
      <h2>Delivery</h2>
      <dl className="checkout-review-delivery">
        {items.map((item) => (
          <div key={item.heading}>
            <dt>{item.heading}</dt>
            <dd>
              <AddressLines lines={item.lines} />
              <Link
                to={checkoutStepHref("/checkout/shipping", search, {
                  cartId,
                  [CHANGE_PARAM]: item.change,
                })}
              >
                Change<span className="visually-hidden"> {item.heading.toLowerCase()}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

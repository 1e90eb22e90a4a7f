import { type Order, type OrderShop, shopDirectionsHref } from "@treadkit/core/order";
import { formatPhone, phoneHref } from "@treadkit/core/validation";
import { AddressLines } from "../AddressLines";

/**
 * Where an installed order is fitted and how to reach the shop: its name and address, its phone
 * to call and directions to it (a mobile installer's phone, and the address it comes to).
 */
export function OrderShopBlock({
  shop,
  destination,
}: {
  shop: OrderShop;
  destination: Order["destination"];
}) {
  const phone = (
    <a
      className="order-shop__link"
      href={phoneHref(shop.phone)}
      aria-label={`Call ${shop.name}: ${formatPhone(shop.phone)}`}
    >
      {formatPhone(shop.phone)}
    </a>
  );
  if (shop.isMobileInstall)
    return (
      <div className="checkout-destination order-shop">
        <p className="checkout-delivery__kind">{destination.heading}</p>
        <AddressLines lines={destination.lines} />
        <p>
          Your installer, {shop.name}: {phone}
        </p>
      </div>
    );
  return (
    <div className="checkout-destination order-shop">
      <p className="checkout-delivery__kind">Installation at</p>
      <p className="order-shop__name">{shop.name}</p>
      <AddressLines lines={[shop.addressLine1, `${shop.city}, ${shop.state} ${shop.zip}`]} />
      <ul className="order-shop__actions" aria-label={`Reach ${shop.name}`}>
        <li>{phone}</li>
        <li>
          <a
            className="order-shop__link"
            href={shopDirectionsHref(shop)}
            target="_blank"
            rel="noopener"
          >
            Get directions
          </a>
        </li>
      </ul>
    </div>
  );
}

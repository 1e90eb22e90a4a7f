import { coversEveryTire, putCart, showRoadHazardCheckbox } from "@treadkit/core/cart";
import { checkoutStepHref } from "@treadkit/core/checkout";
import { appointmentLabel } from "@treadkit/core/schedule";
import { DELIVERY, deliveryTabOf } from "@treadkit/core/shipping";
import { SHOP_REQUIRED_MESSAGE } from "@treadkit/core/validation";
import { useState } from "react";
import {
  Link,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { useClient } from "../../context";
import { AmountRows, CartLines } from "./CartLines";
import { DeliveryChooser } from "./DeliveryChooser";
import type { CartShipping, CheckoutData } from "./data";

/** Where and when the tires are fitted or delivered, as the cart's shipping says. */
function DeliverySummary({
  shipping,
  appointment,
}: {
  shipping: CartShipping;
  appointment: CheckoutData["appointment"];
}) {
  const tab = deliveryTabOf({
    shippingOption: shipping.shippingOption,
    isMobileInstall: shipping.cartShipping.installer?.isMobileInstall ?? false,
  });
  const kind = <p className="checkout-delivery__kind">{DELIVERY[tab].label}</p>;
  if (shipping.shippingOption !== "installer") {
    return (
      <div>
        {kind}
        <AddressLines shipping={shipping} />
      </div>
    );
  }
  return (
    <div>
      {kind}
      {appointment ? (
        <p>
          Installed at <strong>{appointment.installer.company}</strong>,{" "}
          {appointmentLabel(appointment)}
        </p>
      ) : (
        <p>Installed by the shop you chose</p>
      )}
    </div>
  );
}

function AddressLines({ shipping }: { shipping: CartShipping }) {
  const a = shipping.cartShipping;
  const name = [a.firstName, a.lastName].filter(Boolean).join(" ");
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <address>
      {[name, a.addressLine1, a.addressLine2, place].filter(Boolean).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** Road hazard for every tire of the cart, where the checkout offers it (checkout.md §2). */
function RoadHazard({ data }: { data: CheckoutData }) {
  const client = useClient();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const { cart, cartId } = data;
  if (!cart || !cartId || !cart.roadHazardOffered) return null;
  const shown = showRoadHazardCheckbox({ pathname, userType: "none", products: cart.siteProducts });
  if (!shown) return null;
  const covered = coversEveryTire(cart.siteProducts);
  const toggle = async (checked: boolean) => {
    setError(null);
    const result = await putCart(client, cartId, { isGroupRoadHazard: checked });
    if (!result.isSuccess) setError(result.error.message);
    await revalidator.revalidate();
  };
  return (
    <div className="checkout-coverage">
      <label>
        <input
          type="checkbox"
          checked={covered}
          disabled={revalidator.state === "loading"}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />{" "}
        Road hazard protection for every tire
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** /checkout/shipping: the cart, its delivery and install time, coverage and the totals. */
export function ShippingStep() {
  const data = useRouteLoaderData("checkout") as CheckoutData;
  const [search] = useSearchParams();
  const [changing, setChanging] = useState(false);
  const { cart, cartId, shipping } = data;
  if (!cart || !cartId) return null;
  const summary = cart.cartSummary;
  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Shipping</h1>
      <h2>Your tires</h2>
      <CartLines cart={cart} />
      <h2>Delivery</h2>
      {shipping && !changing ? (
        <>
          <DeliverySummary shipping={shipping} appointment={data.appointment} />
          <button type="button" className="button button--quiet" onClick={() => setChanging(true)}>
            Change delivery
          </button>
        </>
      ) : (
        <>
          {shipping ? null : <p className="checkout-hint">{SHOP_REQUIRED_MESSAGE}</p>}
          <DeliveryChooser cart={cart} onChosen={() => setChanging(false)} />
        </>
      )}
      <RoadHazard data={data} />
      <h2>Order total</h2>
      <AmountRows
        total={summary.totalInCents}
        rows={[
          { label: "Tires", cents: summary.productsInCents },
          { label: "Installation", cents: summary.installationInCents },
          { label: "Road hazard protection", cents: summary.roadHazardInCents },
          { label: "Discount", cents: summary.discountInCents, credit: true },
          { label: "Shipping", cents: summary.shippingInCents },
        ]}
      />
      {shipping && !changing ? (
        <Link className="button" to={checkoutStepHref("/checkout/payments", search, { cartId })}>
          Continue to payment
        </Link>
      ) : null}
    </section>
  );
}

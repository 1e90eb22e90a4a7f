import {
  coversEveryTire,
  DELIVERY_DELAY_MESSAGE,
  deliveryMayBeDelayed,
  putCart,
  type SiteCart,
  showRoadHazardCheckbox,
} from "@treadkit/core/cart";
import { checkoutStepHref, deliveryChangeOf } from "@treadkit/core/checkout";
import {
  appointmentLabel,
  holdNotice,
  INSTALL_TIME_TO_CHOOSE_MESSAGE,
} from "@treadkit/core/schedule";
import { priceLabel } from "@treadkit/core/session";
import {
  DELIVERY,
  type DeliveryTab,
  deliveryReady,
  deliveryTabOf,
  savedDelivery,
} from "@treadkit/core/shipping";
import { SHOP_REQUIRED_MESSAGE } from "@treadkit/core/validation";
import { useEffect, useRef, useState } from "react";
import {
  Link,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { useClient } from "../../context";
import { CartNotices } from "../CartNotices";
import { CartAmountRows, CartLines } from "./CartLines";
import { ContinueToPayment } from "./Coverage";
import { DeliveryChooser } from "./DeliveryChooser";
import type { CartShipping, CheckoutData } from "./data";
import { InstallTimePicker, InstallTimeUnavailable, type UnavailableChoice } from "./InstallTime";
import { StepColumns } from "./StepColumns";
import { FormAlert } from "./TextField";

/** Where and when the tires are fitted or delivered, as the cart's shipping says. */
function DeliverySummary({ data, shipping }: { data: CheckoutData; shipping: CartShipping }) {
  const tab = deliveryTabOf(savedDelivery(shipping));
  const kind = <p className="checkout-delivery__kind">{DELIVERY[tab].label}</p>;
  const a = shipping.cartShipping;
  switch (tab) {
    case "home":
      return (
        <div>
          {kind}
          <AddressLines
            lines={[
              [a.firstName, a.lastName].filter(Boolean).join(" "),
              a.addressLine1,
              a.addressLine2,
              placeLine(a),
            ]}
          />
        </div>
      );
    case "parcel":
    case "warehouse":
      return (
        <div>
          {kind}
          <p>
            Collect at <strong>{a.companyName}</strong>
          </p>
          <AddressLines lines={[a.addressLine1, placeLine(a)]} />
          <p>Collected by {[a.firstName, a.lastName].filter(Boolean).join(" ")}</p>
        </div>
      );
    case "mobile": {
      const place = data.installLocation;
      return (
        <div>
          {kind}
          <p>
            Installed by <strong>{a.companyName ?? "the mobile installer you chose"}</strong> at
          </p>
          {place ? (
            <AddressLines lines={[place.addressLine1, place.addressLine2, placeLine(place)]} />
          ) : null}
        </div>
      );
    }
    default:
      return (
        <div>
          {kind}
          {data.appointment ? (
            <p>
              Installed at <strong>{data.appointment.installer.company}</strong>,{" "}
              {appointmentLabel(data.appointment)}
              {holdNotice(data.appointment) ? <> · {holdNotice(data.appointment)}</> : null}
            </p>
          ) : (
            <p>
              Installed at <strong>{a.companyName ?? "the shop you chose"}</strong>, install time
              not chosen yet
            </p>
          )}
        </div>
      );
  }
}

function placeLine(a: { city: string | null; state: string | null; zip: string | null }): string {
  return [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

function AddressLines({ lines }: { lines: readonly (string | null | undefined)[] }) {
  return (
    <address>
      {lines.filter(Boolean).map((line) => (
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
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const { cart, cartId } = data;
  if (!cart || !cartId) return null;
  const shown = showRoadHazardCheckbox({
    pathname,
    userType: data.buyer?.userType ?? "none",
    products: cart.siteProducts,
    offered: cart.roadHazardOffered,
  });
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
      </label>{" "}
      <Link to={checkoutStepHref("/checkout/services", search, { cartId })}>
        Compare coverage plans
      </Link>
      <FormAlert message={error} />
    </div>
  );
}

type Editing =
  | { kind: "none" }
  | { kind: "delivery"; tab?: DeliveryTab }
  | { kind: "time"; installerId: string };

/** What the review step's "Change" link asked to change, opened on the current choice. */
function changeAsked(search: URLSearchParams, shipping: CartShipping | null): Editing {
  const change = deliveryChangeOf(search);
  if (!shipping || !change) return { kind: "none" };
  const installerId = shipping.cartShipping.installer?.isMobileInstall
    ? null
    : shipping.cartShipping.installerId;
  if (change === "time" && installerId) return { kind: "time", installerId };
  return { kind: "delivery", tab: deliveryTabOf(savedDelivery(shipping)) };
}

/** The delivery as chosen, with the ways to change it and to change the install time. */
function Delivery({ data }: { data: CheckoutData }) {
  const revalidator = useRevalidator();
  const revalidate = () => revalidator.revalidate();
  const [search] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(() => changeAsked(search, data.shipping));
  const [unavailable, setUnavailable] = useState(false);
  // A choice made (a shop, a time, a cancel) closes the control that held focus: focus moves to
  // the delivery as it now stands, not to the page's body.
  const [settled, setSettled] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const { cart, shipping, appointment } = data;
  useEffect(() => {
    if (!settled || !summary.current) return;
    summary.current.focus();
    setSettled(false);
  });
  if (!cart) return null;
  const installerId = shipping?.cartShipping.installer?.isMobileInstall
    ? null
    : (shipping?.cartShipping.installerId ?? null);
  // A shop install whose time is gone (taken, or in the past) needs a new one before payment;
  // one whose time was never chosen opens on the shop's times: none is chosen for the shopper.
  const timeMissing = installerId !== null && !deliveryIsReady(data);
  const neverChosen = timeMissing && appointment === null;
  const pickingTime =
    editing.kind === "time" || (neverChosen && editing.kind === "none" && !unavailable);

  if (!shipping || editing.kind === "delivery") {
    return (
      <>
        {shipping ? null : <p className="checkout-hint">{SHOP_REQUIRED_MESSAGE}</p>}
        <DeliveryChooser
          data={data}
          startTab={editing.kind === "delivery" ? editing.tab : undefined}
          onChosen={() => {
            setUnavailable(false);
            setEditing({ kind: "none" });
            setSettled(true);
          }}
        />
      </>
    );
  }
  const choose = (choice: UnavailableChoice) => {
    setUnavailable(false);
    if (choice === "change-time" && installerId) setEditing({ kind: "time", installerId });
    else setEditing({ kind: "delivery", tab: choice === "browse-shops" ? "installer" : "home" });
  };
  return (
    <section ref={summary} tabIndex={-1} className="checkout-delivery" aria-label="Your delivery">
      <DeliverySummary data={data} shipping={shipping} />
      {(unavailable || (timeMissing && !neverChosen)) && !pickingTime ? (
        <InstallTimeUnavailable onChoose={choose} />
      ) : null}
      {pickingTime && neverChosen ? (
        <p className="checkout-hint">{INSTALL_TIME_TO_CHOOSE_MESSAGE}</p>
      ) : null}
      {pickingTime && installerId ? (
        <InstallTimePicker
          cart={cart}
          installerId={editing.kind === "time" ? editing.installerId : installerId}
          appointment={appointment}
          onSaved={async () => {
            await revalidate();
            setEditing({ kind: "none" });
            setSettled(true);
          }}
          onCancel={() => {
            setEditing(neverChosen ? { kind: "delivery", tab: "installer" } : { kind: "none" });
            setSettled(!neverChosen);
          }}
          onUnavailable={() => {
            setUnavailable(true);
            setEditing({ kind: "none" });
          }}
        />
      ) : (
        <div className="installer-choices__actions">
          {installerId && appointment ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setEditing({ kind: "time", installerId })}
            >
              Change install time
            </button>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setEditing({ kind: "delivery" })}
          >
            Change delivery
          </button>
        </div>
      )}
    </section>
  );
}

/** Whether the cart's delivery, as loaded, lets the shopper go on to payment. */
function deliveryIsReady({ shipping, appointment, installLocation }: CheckoutData): boolean {
  return (
    shipping !== null &&
    deliveryReady({
      ...savedDelivery(shipping),
      hasAppointment: appointment !== null,
      hasInstallLocation: installLocation !== null,
    })
  );
}

/** The cart's price-changed and shop-removed notices; seen, the step reloads its figures. */
function SeenOnce({ cart }: { cart: SiteCart }) {
  const client = useClient();
  const revalidator = useRevalidator();
  return (
    <CartNotices
      cart={cart}
      onSeen={() =>
        void putCart(client, cart.id, { acknowledgeNotices: true }).then(() =>
          revalidator.revalidate(),
        )
      }
    />
  );
}

/** /checkout/shipping: the cart, its delivery and install time, coverage and the totals. */
export function ShippingStep() {
  const data = useRouteLoaderData("checkout") as CheckoutData;
  const { cart, cartId } = data;
  if (!cart || !cartId) return null;
  const ready = deliveryIsReady(data);
  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Shipping</h1>
      <StepColumns
        main={
          <>
            <h2>Delivery</h2>
            <Delivery data={data} />
            <RoadHazard data={data} />
          </>
        }
        summary={
          <>
            <h2>Your tires</h2>
            <CartLines cart={cart} priceLabel={data.buyer && priceLabel(data.buyer.userType)} />
            {deliveryMayBeDelayed(cart.siteProducts) ? (
              <p className="checkout-notice">{DELIVERY_DELAY_MESSAGE}</p>
            ) : null}
            <SeenOnce cart={cart} />
            <h2>Order total</h2>
            <CartAmountRows cart={cart} />
            {ready ? <ContinueToPayment cart={cart} userType={data.buyer?.userType} offer /> : null}
          </>
        }
      />
    </section>
  );
}

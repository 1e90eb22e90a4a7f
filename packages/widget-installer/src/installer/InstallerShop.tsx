import { useStore } from "@nanostores/react";
import type { Client } from "@treadkit/core/client";
import type { InstallerShop as Shop, Step } from "@treadkit/core/widget";
import { Failed } from "@treadkit/ui/Failed";
import { lazyPart, usePreload } from "@treadkit/ui/lazy-part";
import { ZipForm } from "@treadkit/ui/ZipForm";
import { useEffect, useRef } from "react";
import { useShopStatus } from "./status";

/**
 * The steps (search, offers, schedule, cart) are not in the first bundle: what it shows first is
 * the shop, which takes two calls to find, and the steps' chunk is fetched alongside them.
 */
const ShopSteps = lazyPart(() => import("./ShopSteps"), <p className="tk-hint">Loading…</p>);

export type InstallerShopProps = {
  shop: Shop;
  client: Client;
  /** Called by the checkout button; the host navigates (or a partner listener cancels). */
  onCheckout(): void;
  onZip(zip: string): void;
};

const HEADINGS: Record<Step, string> = {
  search: "Find tires",
  offers: "Choose your tires",
  schedule: "Pick an install time",
  cart: "Your cart",
};

/**
 * A tire shop's own booking widget: the shop, then search → tires priced with installation there
 * → a slot in its schedule → the cart → checkout. The step shown comes from the store; each step
 * change moves focus to its heading, and results are announced in one live region.
 */
export function InstallerShop({ shop, client, onCheckout, onZip }: InstallerShopProps) {
  const state = useStore(shop.$shop);
  const step = useStore(shop.$step);
  const count = useStore(shop.cart.$cartCount);
  const cartFailed = useStore(shop.$cartFailed);
  const status = useShopStatus(shop);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef<Step | null>(null);
  const askedZip = useRef(false);
  if (state.status === "needs-zip") askedZip.current = true;
  const focusKey = state.status === "ready" ? step : null;

  usePreload(ShopSteps);

  useEffect(() => {
    // On a step change, or when the shop appears after the shopper gave a ZIP; never as the
    // widget first loads, which must not steal focus from the host page.
    if (focusKey === null) return;
    if (focusKey !== shown.current && (shown.current !== null || askedZip.current)) {
      heading.current?.focus();
    }
    shown.current = focusKey;
  }, [focusKey]);

  return (
    <section className="tk-affiliate tk-shop" aria-busy={state.status === "loading"}>
      {state.status === "ready" ? (
        <header className="tk-shop__header">
          {state.config.logoUrl ? (
            <img
              className="tk-shop__logo"
              src={state.config.logoUrl}
              alt=""
              width={48}
              height={48}
            />
          ) : null}
          <div>
            <h2 className="tk-shop__name">{state.config.name}</h2>
            <p className="tk-hint">
              Installed at {state.installer.addressLine1}, {state.installer.city},{" "}
              {state.installer.state}
            </p>
          </div>
          {count > 0 && step !== "cart" ? (
            <button
              type="button"
              className="tk-button tk-button--quiet"
              onClick={() => void shop.showCart()}
            >
              Cart ({count} {count === 1 ? "tire" : "tires"})
            </button>
          ) : null}
        </header>
      ) : null}
      <p className="tk-affiliate__status" role="status">
        {status}
      </p>
      {state.status === "error" ? (
        <Failed
          message={state.message}
          retry={state.retry === undefined ? undefined : () => void shop.load(state.retry ?? null)}
        />
      ) : null}
      {cartFailed && step !== "cart" ? (
        <Failed message={cartFailed} retry={() => void shop.showCart()} />
      ) : null}
      {state.status === "needs-zip" ? <ZipForm error={state.message} onSubmit={onZip} /> : null}
      {state.status === "ready" ? (
        <div className="tk-shop__step">
          <h3 className="tk-shop__heading" ref={heading} tabIndex={-1}>
            {HEADINGS[step]}
          </h3>
          <ShopSteps
            shop={shop}
            client={client}
            step={step}
            onCheckout={onCheckout}
            attempt={step}
          />
        </div>
      ) : null}
    </section>
  );
}

import { priceLabel } from "@treadkit/core/session";
import { useRouteLoaderData } from "react-router";
import { CartAmountRows, CartLines } from "./CartLines";
import { ContinueToPayment, CoveragePlans } from "./Coverage";
import type { CheckoutData } from "./data";
import { StepColumns } from "./StepColumns";

/** /checkout/services: the Coverage step, road hazard plans priced for the cart's tires. */
export function ServicesStep() {
  const data = useRouteLoaderData("checkout") as CheckoutData;
  const { cart } = data;
  if (!cart) return null;
  return (
    <section aria-labelledby="step-title" className="checkout-step">
      <h1 id="step-title">Coverage</h1>
      <StepColumns
        main={<CoveragePlans cart={cart} />}
        summary={
          <>
            <h2>Your tires</h2>
            <CartLines cart={cart} priceLabel={data.buyer && priceLabel(data.buyer.userType)} />
            <h2>Order total</h2>
            <CartAmountRows cart={cart} />
            {data.shipping ? (
              <ContinueToPayment cart={cart} userType={data.buyer?.userType} />
            ) : null}
          </>
        }
      />
    </section>
  );
}

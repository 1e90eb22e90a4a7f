import { ADD_TO_CART_ERROR } from "@treadkit/core/cart";
import { DEFAULT_QUANTITY } from "@treadkit/core/widget";
import { Dialog } from "@treadkit/ui/Dialog";
import { useState } from "react";
import { analytics } from "../../analytics";
import { $cartOpen, loadStorefrontDelivery } from "../../cart";
import { useClient } from "../../context";
import { InstallSlotPicker } from "../checkout/InstallTime";

/** "Install time no longer available" in short, for a slot taken while the shopper chose it. */
const TAKEN = "That time was just taken. Choose another.";

/**
 * The product page's install-time modal: a day and a free slot at the chosen shop, then four of
 * the tire go into the cart with that shop and that appointment, and the cart opens.
 */
export default function InstallTimeModal({
  productId,
  priceInCents,
  tireName,
  shop,
  onClose,
}: {
  productId: string;
  priceInCents: number;
  tireName: string;
  shop: { installerId: string; company: string; isMobileInstall: boolean };
  onClose(): void;
}) {
  const client = useClient();
  const [taken, setTaken] = useState(false);
  return (
    <Dialog
      open
      title={`Install at ${shop.company}`}
      className="install-time-modal"
      onClose={onClose}
    >
      <p>{`${DEFAULT_QUANTITY} × ${tireName}, fitted at ${shop.company}.`}</p>
      {taken ? (
        <p className="form-error" role="alert">
          {TAKEN}
        </p>
      ) : null}
      <InstallSlotPicker
        installerId={shop.installerId}
        submitLabel={`Add ${DEFAULT_QUANTITY} with this install time`}
        onSubmit={async (slot) => {
          setTaken(false);
          const delivery = await loadStorefrontDelivery(client);
          const cart = await delivery.addToCartWithInstaller(
            { productId, quantity: { front: DEFAULT_QUANTITY, rear: 0 } },
            { installerId: shop.installerId, isMobileInstall: shop.isMobileInstall },
            slot,
          );
          if (!cart) throw new Error(ADD_TO_CART_ERROR);
          analytics.track({
            name: "add_to_cart",
            productId,
            quantity: DEFAULT_QUANTITY,
            priceInCents,
            currency: "USD",
          });
          onClose();
          $cartOpen.set(true);
        }}
        onCancel={onClose}
        onUnavailable={() => setTaken(true)}
      />
    </Dialog>
  );
}

import {
  FINANCING_MONTHS,
  INSTALLED_SET_QUANTITY,
  type InstalledSet,
  monthlyPaymentInCents,
} from "@treadkit/core/catalog";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findZip } from "../geo/zip.repository";
import { findInstallersNear } from "../installers/installers.repository";
import { INSTALLER_RADIUS_MILES } from "../installers/installers.service";
import { type CartContext, quoteInstalledCart } from "./cart.service";

/** Said when no shop that installs is near the ZIP. */
export const NO_SHOP_NEAR_MESSAGE = `No shop within ${INSTALLER_RADIUS_MILES} miles of this ZIP code installs tires yet.`;

/**
 * The out-the-door price of four of a tire, installed at the shop chosen (when it is near the
 * ZIP) or else the nearest one, as the cart prices it for this buyer.
 */
export async function quoteInstalledSet(
  db: Db,
  productId: string,
  where: { userZip: string; installerId?: string | undefined },
  context: CartContext,
): Promise<InstalledSet> {
  const place = await findZip(db, where.userZip);
  if (!place) throw notFound("We do not know this ZIP code", "UNKNOWN_ZIP");
  const [shop] = await findInstallersNear(db, place, {
    radiusMiles: INSTALLER_RADIUS_MILES,
    mobileInstall: false,
    ...(where.installerId ? { installerIds: [Number(where.installerId)] } : {}),
  });
  if (!shop) throw notFound(NO_SHOP_NEAR_MESSAGE, "NO_SHOP_NEAR");
  const cart = await quoteInstalledCart(
    db,
    {
      productId,
      quantity: INSTALLED_SET_QUANTITY,
      installerId: String(shop.id),
      zip: where.userZip,
    },
    context,
  );
  const { tax, ...amounts } = cart.cartSummary;
  return {
    quantity: amounts.quantity,
    installer: {
      installerId: String(shop.id),
      company: shop.company,
      distanceMiles: Math.round(shop.distance * 10) / 10,
    },
    productsInCents: amounts.productsInCents,
    installationInCents: amounts.installationInCents,
    discountInCents: amounts.discountInCents,
    shippingInCents: amounts.shippingInCents,
    tireFeeInCents: amounts.tireFeeInCents,
    salesTaxInCents: amounts.salesTaxInCents,
    taxKnown: tax !== null,
    totalInCents: amounts.totalInCents,
    financing: {
      months: FINANCING_MONTHS,
      monthlyInCents: monthlyPaymentInCents(amounts.totalInCents),
    },
  };
}

import { INSTALL_UNAVAILABLE_MESSAGE } from "@treadkit/core/cart";
import {
  FINANCING_MONTHS,
  INSTALLED_SET_QUANTITY,
  type InstalledSet,
  type InstalledSetWhere,
  monthlyPaymentInCents,
} from "@treadkit/core/catalog";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { findZip } from "../geo/zip.repository";
import { findInstallersNear, type InstallerRow } from "../installers/installers.repository";
import { INSTALLER_RADIUS_MILES } from "../installers/installers.service";
import { type CartContext, checkSellable, priceInstalledSets } from "./cart.service";

/** Said when no shop that installs is near the ZIP. */
const NO_SHOP_NEAR_MESSAGE = `No shop within ${INSTALLER_RADIUS_MILES} miles of this ZIP code installs tires yet.`;

type Where = InstalledSetWhere;

/** The shop chosen (when it is near the ZIP), or else the nearest one that installs. */
async function shopFor(db: Db, where: Where): Promise<InstallerRow> {
  const place = await findZip(db, where.userZip);
  if (!place) throw notFound("We do not know this ZIP code", "UNKNOWN_ZIP");
  const [shop] = await findInstallersNear(db, place, {
    radiusMiles: INSTALLER_RADIUS_MILES,
    mobileInstall: false,
    ...(where.installerId ? { installerIds: [Number(where.installerId)] } : {}),
  });
  if (!shop) throw notFound(NO_SHOP_NEAR_MESSAGE, "NO_SHOP_NEAR");
  return shop;
}

/**
 * The shop a cart started while browsing is priced at: the one the product page and listings
 * quoted their out-the-door price at for the browser's ZIP (the chosen shop when it is near,
 * else the nearest that installs), or the chosen shop alone when no ZIP is known; null when the
 * shopper has chosen neither.
 */
export async function shopQuotedWhileBrowsing(
  db: Db,
  browsing: { zip: string | null; shopId: string | null },
): Promise<string | null> {
  const { zip, shopId: chosenShopId } = browsing;
  if (!zip) return chosenShopId;
  try {
    return String(
      (await shopFor(db, { userZip: zip, ...(chosenShopId ? { installerId: chosenShopId } : {}) }))
        .id,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return chosenShopId;
    throw error;
  }
}

/**
 * The out-the-door price of four (or `where.quantity`) of each tire installed at the shop for
 * `where`, as a new cart
 * of them would charge this buyer (cart.service priceInstalledSets). Tires the cart would not
 * take installed there are left out.
 */
export async function quoteInstalledSets(
  db: Db,
  productIds: readonly string[],
  where: Where,
  context: CartContext,
): Promise<(InstalledSet & { productId: string })[]> {
  const shop = await shopFor(db, where);
  const priced = await priceInstalledSets(
    db,
    productIds.map(Number),
    where.quantity ?? INSTALLED_SET_QUANTITY,
    shop,
    context,
  );
  const installer = {
    installerId: String(shop.id),
    company: shop.company,
    distanceMiles: Math.round(shop.distance * 10) / 10,
  };
  return productIds.flatMap((productId) => {
    const totals = priced.get(Number(productId));
    if (!totals) return [];
    const { tax, ...amounts } = totals;
    return [
      {
        productId,
        quantity: amounts.quantity,
        installer,
        productsInCents: amounts.productsInCents,
        installationInCents: amounts.installationInCents,
        discountInCents: amounts.discountInCents,
        signUpOfferInCents: amounts.signUpOfferInCents,
        shippingInCents: amounts.shippingInCents,
        federalExciseTaxInCents: amounts.federalExciseTaxInCents,
        tireFeeInCents: amounts.tireFeeInCents,
        salesTaxInCents: amounts.salesTaxInCents,
        taxKnown: tax !== null,
        totalInCents: amounts.totalInCents,
        financing: {
          months: FINANCING_MONTHS,
          monthlyInCents: monthlyPaymentInCents(amounts.totalInCents),
        },
      },
    ];
  });
}

/**
 * The out-the-door price of four (or `where.quantity`) of one tire, installed at the shop chosen (when it is near the
 * ZIP) or else the nearest one. A tire the cart would not take installed there is refused as
 * the cart refuses it.
 */
export async function quoteInstalledSet(
  db: Db,
  productId: string,
  where: Where,
  context: CartContext,
): Promise<InstalledSet> {
  const [set] = await quoteInstalledSets(db, [productId], where, context);
  if (set) {
    const { productId: _, ...quote } = set;
    return quote;
  }
  await checkSellable(db, [
    { productId: Number(productId), quantity: where.quantity ?? INSTALLED_SET_QUANTITY },
  ]);
  throw new HttpError(409, "INSTALL_UNAVAILABLE", INSTALL_UNAVAILABLE_MESSAGE);
}

import {
  ADD_TO_CART_QUANTITY_MESSAGE,
  type AddToCartInput,
  allowedOptions,
  type CartTaxInput,
  type CartTotals,
  COMMERCIAL_THREE_YEAR_MESSAGE,
  canAddToCart,
  isCommercialTire,
  PROMO_CODE_EXPIRED,
  PROMO_CODE_INVALID,
  PROMO_CODE_REQUIRED,
  type PricingLine,
  type Promotion,
  planByUuid,
  priceCart,
  promotionCovers,
  ROAD_HAZARD_NOT_OFFERED_MESSAGE,
  type RoadHazardOption,
  type SiteCart,
  shopCanInstall,
  UNKNOWN_PLAN_MESSAGE,
  type UpdateCartInput,
} from "@treadkit/core/cart";
import { type Availability, productHref, vehicleName } from "@treadkit/core/catalog";
import { REORDER_DISCONTINUED_MESSAGE } from "@treadkit/core/order";
import {
  buyerPrice,
  coverageDenied,
  OCCUPATION_DISCOUNT_NOT_OFFERED,
  occupationDiscountsOfferedTo,
} from "@treadkit/core/session";
import {
  type CartShippingRequest,
  type ShippingOption,
  shippingCosts,
} from "@treadkit/core/shipping";
import { type Shelf, unitsToTake, weeksOf } from "@treadkit/core/sidewall";
import type { TaxableCart } from "@treadkit/core/tax";
import { isUuid } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { findCompany } from "../account/users.repository";
import { tireImagePath } from "../catalog/imagery/tire";
import { withReferralTerms } from "../referral/referral.pricing";
import { lockCartRow } from "../schedule/schedule.repository";
import {
  DEFAULT_SLOT_HOLD_MINUTES,
  type HoldPolicy,
  releaseInTransaction,
} from "../schedule/schedule.service";
import { type ShippingBuyer, shipInTransaction } from "../shipping/shipping.service";
import { signUpOfferStandingOf } from "../sign-up-offer/sign-up-offer.service";
import { getSiteGlobals } from "../site/site.service";
import { cartTaxInput, findCartDelivery, shopTaxInput } from "../tax/tax.service";
import {
  acknowledgeCartNotices,
  addCartCoupon,
  addItem,
  type CartRow,
  deleteCartRow,
  deleteInstallerShipping,
  findAutomaticPromotions,
  findCart,
  findCartCoupons,
  findCartLines,
  findInstaller,
  findProductsForCart,
  findProductsToPrice,
  findPromotionByCode,
  findSessionCustomerType,
  insertCart,
  type PromotionRow,
  removeCartCoupon,
  setItemQuantity,
  setRoadHazardOptions,
  updateCartRow,
} from "./cart.repository";
import { cartNotFound, withLockedCart } from "./cart-lock";
import { requireCart } from "./require-cart";

export { CART_NOT_FOUND } from "./cart-lock";

const OUT_OF_STOCK = "This tire is out of stock";

const GUEST_BUYER: ShippingBuyer = { allowed: null, collector: null };

/** Who is asking and when: the buyer kind decides road-hazard visibility (checkout.md §6). */
export type CartContext = {
  now: Date;
  customerType: string | null;
  userId: string | null;
  /** The military exchange's customer, when its id header came with the request (§6). */
  militaryCustomerId?: string | null;
  /** A distributor employee whose company does not offer tire replacement coverage (§6). */
  coverageDenied?: boolean;
  /** A tax-exempt account (checkout.md §6): its carts and orders carry no sales tax. */
  taxExempt?: boolean;
  /** A distributor employee whose company allows occupation discounts (storefront.md §6). */
  occupationDiscountsOffered?: boolean;
};

/**
 * Who is buying: a signed-in member buys as their own user type; a guest as the shopper session
 * says (retail unless the server set otherwise).
 */
export async function cartContext(
  db: Db,
  sessionId: string | undefined,
  member: {
    user: { id: string; userType: string; companyId: number | null; taxExempt?: boolean };
  } | null = null,
  now: Date = new Date(),
): Promise<CartContext> {
  if (member) {
    const { userType, companyId, id, taxExempt } = member.user;
    const company = await findCompany(db, companyId);
    return {
      now,
      customerType: userType,
      userId: id,
      coverageDenied: coverageDenied(userType, company?.tireReplacementCoverage),
      taxExempt: taxExempt ?? false,
      occupationDiscountsOffered: occupationDiscountsOfferedTo(
        userType,
        company?.occupationDiscounts,
      ),
    };
  }
  const customerType = isUuid(sessionId) ? await findSessionCustomerType(db, sessionId) : null;
  return { now, customerType, userId: null };
}

/**
 * Special-order buyers have road hazard hidden, and a distributor's employees get it only when
 * their company makes it available.
 */
function roadHazardOffered(context: CartContext): boolean {
  return context.customerType !== "special_order" && !context.coverageDenied;
}

function toPromotion(row: PromotionRow): Promotion {
  return {
    promotionId: row.id,
    promoCode: row.promoCode,
    title: row.title,
    discountType: row.discountType as Promotion["discountType"],
    target: row.target as Promotion["target"],
    amount: row.amount,
    brandId: row.brandId,
    productLineId: row.productLineId,
    minCartQuantity: row.minCartQuantity,
    maxCartQuantity: row.maxCartQuantity,
    alertMessage: row.alertMessage,
    endsAt: row.endsAt,
  };
}

type SellableProduct = {
  discontinuedAt: Date | null;
  availability: string;
  minQuantityAllowedForCart: number;
};

/** Why the cart would refuse this many of a product, or null when it takes them. */
function refusalOf(product: SellableProduct | undefined, quantity: number): HttpError | null {
  if (!product) return notFound("Product not found", "PRODUCT_NOT_FOUND");
  if (product.discontinuedAt)
    return new HttpError(409, "DISCONTINUED", REORDER_DISCONTINUED_MESSAGE);
  if (product.availability === "ProductStatusOutOfStock")
    return new HttpError(409, "OUT_OF_STOCK", OUT_OF_STOCK);
  if (quantity < product.minQuantityAllowedForCart)
    return badRequest(
      `This tire is sold in sets of at least ${product.minQuantityAllowedForCart}`,
      "BELOW_MINIMUM",
    );
  return null;
}

/** Checks that the products can be sold in these quantities before anything is stored. */
export async function checkSellable(db: Db, wanted: { productId: number; quantity: number }[]) {
  const rows = await findProductsForCart(
    db,
    wanted.map((w) => w.productId),
  );
  for (const item of wanted) {
    const refusal = refusalOf(
      rows.find((row) => row.id === item.productId),
      item.quantity,
    );
    if (refusal) throw refusal;
  }
  return rows;
}

async function installerOf(db: Db, installerId: string | undefined) {
  if (installerId === undefined) return null;
  const installer = await findInstaller(db, Number(installerId));
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  return installer;
}

/** A tire as the cart's pricing reads a line of it, at the buyer's own price. */
function pricingLine(
  product: {
    productId: number;
    salePriceCents: number;
    brandId: number;
    productLineId: number;
    isInstallable: boolean;
    tireType: string;
    includesRoadHazard: boolean;
    loadIndex: string;
  },
  line: { quantity: number; roadHazardOption: number },
  context: CartContext,
): PricingLine {
  return {
    productId: product.productId,
    quantity: line.quantity,
    // The buyer's own price (special pricing by buyer kind), computed here and nowhere else.
    salePriceInCents: buyerPrice(product.salePriceCents, context.customerType),
    brandId: product.brandId,
    productLineId: product.productLineId,
    isInstallable: product.isInstallable,
    isCommercial: isCommercialTire(product.tireType),
    includesRoadHazard: product.includesRoadHazard,
    roadHazardOption: line.roadHazardOption as RoadHazardOption,
    loadIndex: product.loadIndex,
  };
}

/** The cart as the spec's siteCart, priced from the catalogue, shop and promotions now. */
async function readCart(db: Db, cart: CartRow, context: CartContext): Promise<SiteCart> {
  return (await priceStoredCart(db, cart, context)).siteCart;
}

/**
 * The cart priced now, with what placing its order needs besides: its lines as tax sees them
 * and the tax rule of the place it is handed over at.
 */
export async function priceStoredCart(
  db: Db,
  cart: CartRow,
  context: CartContext,
): Promise<{ siteCart: SiteCart; taxBasis: TaxableCart; tax: CartTaxInput }> {
  const lines = await findCartLines(db, cart.id);
  // One query at a time: inside a transaction they share one connection.
  const globals = await getSiteGlobals(db);
  const delivery = await findCartDelivery(db, cart.id);
  const shipping = delivery?.option ? { ...delivery, shippingOption: delivery.option } : null;
  // Installation is charged only while the tires go to a shop or a mobile installer, at that
  // installer's price (before a delivery is chosen, the shop picked on the way): never on tires
  // shipped elsewhere, and never at another shop's price than the one they go to.
  const installerId =
    shipping === null
      ? cart.installerId
      : shipping.shippingOption === "installer"
        ? shipping.installerId
        : null;
  const installer = installerId === null ? null : await findInstaller(db, installerId);
  const automatic = await findAutomaticPromotions(db, lines, context.now);
  const coupons = await findCartCoupons(db, cart.id);
  const costs = shippingCosts({
    mode: globals.coreShipHandlingMode,
    items: lines.map((l) => ({
      quantity: l.quantity,
      isInstallable: l.isInstallable,
      isOversize: l.isOversize,
    })),
    shippingOption: (shipping?.shippingOption ?? null) as ShippingOption | null,
    destinationState: shipping?.state ?? null,
    excludeShipping: cart.excludeShipping,
  });
  const offered = roadHazardOffered(context);
  const tax = await cartTaxInput(db, cart, context, delivery);
  const priceOf = (l: (typeof lines)[number]) => buyerPrice(l.salePriceCents, context.customerType);
  const priced = priceCart({
    lines: lines.map((l) => pricingLine(l, l, context)),
    installPricePerTireInCents: installer?.pricePerTire ?? null,
    roadHazardOffered: offered,
    automaticPromotions: automatic.map(toPromotion),
    coupons: await withReferralTerms(db, cart.id, context, coupons.map(toPromotion)),
    shippingInCents: costs.shippingCostInCents,
    now: context.now,
    tax,
    signUpOffer: await signUpOfferStandingOf(db, context.userId),
  });
  const siteCart: SiteCart = {
    id: cart.id,
    cartUuid: cart.cartUuid,
    zip: cart.zip,
    email: cart.email,
    siteProducts: lines.map((l, i) => {
      const line = priced.lines[i];
      return {
        productId: String(l.productId),
        quantity: l.quantity,
        price: { salePriceInCents: priceOf(l) },
        priceChangedFromInCents:
          l.seenPriceCents !== null && l.seenPriceCents !== l.salePriceCents
            ? buyerPrice(l.seenPriceCents, context.customerType)
            : null,
        brand: { label: l.brandName },
        name: l.lineName,
        size: l.size,
        image: { src: tireImagePath(l.sku, "sidewall") },
        link: { href: productHref(l.brandSlug, l.lineSlug, String(l.productId)) },
        productSubType: l.tireType,
        availability: l.availability as Availability,
        isInstallable: l.isInstallable,
        isOversizeTire: l.isOversize,
        roadHazardState: line?.roadHazardState ?? 0,
        roadHazardCostInCents: line?.roadHazardCostInCents ?? 0,
        federalExciseTaxInCents: line?.federalExciseTaxInCents ?? 0,
        trcOption: offered ? l.roadHazardOption : 0,
        madeIn: weeksOf(unitsToTake(shelvesOfLine(l.shelves), l.quantity) ?? []),
        siteProductPromotion: line?.siteProductPromotion ?? null,
      };
    }),
    siteCartCoupons: priced.coupons,
    installerDetails: installer
      ? { installerId: String(installer.id), website: installer.website }
      : null,
    shopRemoved: cart.shopRemoved,
    cartShippingAddressPresent: shipping !== null,
    coreShipHandlingMode: globals.coreShipHandlingMode,
    ...costs,
    roadHazardOffered: offered,
    occupationDiscountId: context.occupationDiscountsOffered ? cart.occupationDiscount : null,
    vehicle: cartVehicleName(cart),
    signUpOffer: priced.signUpOffer,
    cartSummary: priced.totals,
  };
  return { siteCart, taxBasis: priced.taxBasis, tax };
}

/** A line's shelves as core's stock rules take them. */
function shelvesOfLine(rows: [number, number, number | null, number | null][]): Shelf[] {
  return rows.map(([warehouseId, quantity, year, week]) => ({
    warehouseId,
    quantity,
    made: year === null || week === null ? null : { year, week },
  }));
}

/** The option a new line starts with: one year when the shopper asked for coverage. */
function initialOption(
  shouldAddCoverage: boolean | undefined,
  product: { includesRoadHazard: boolean },
  context: CartContext,
): RoadHazardOption {
  return shouldAddCoverage && roadHazardOffered(context) && !product.includesRoadHazard ? 1 : 0;
}

/** The lines an add-to-cart input adds: front and rear, one line when they are one product. */
function linesToAdd(input: AddToCartInput): { productId: number; quantity: number }[] {
  if (!canAddToCart(input.quantity)) throw badRequest(ADD_TO_CART_QUANTITY_MESSAGE, "NO_QUANTITY");
  return [
    { productId: Number(input.productId), quantity: input.quantity.front },
    { productId: Number(input.rearProductId ?? input.productId), quantity: input.quantity.rear },
  ]
    .filter((item) => item.quantity > 0)
    .reduce<{ productId: number; quantity: number }[]>((merged, item) => {
      const same = merged.find((m) => m.productId === item.productId);
      if (same) same.quantity += item.quantity;
      else merged.push({ ...item });
      return merged;
    }, []);
}

/** How an add to cart with a shop or mobile installer reaches the shipping rules. */
function installRequest(input: AddToCartInput): CartShippingRequest | null {
  if (input.installerId === undefined) return null;
  return {
    shippingOption: "installer",
    installerId: input.installerId,
    isMobileInstall: input.isMobileInstall ?? false,
    ...(input.appointmentTime ? { appointmentTime: input.appointmentTime } : {}),
  };
}

export type AddOptions = {
  hold?: HoldPolicy;
  buyer?: ShippingBuyer;
  /**
   * The shop the shopper chose while browsing: a new cart without an installer of its own is
   * priced at it and checkout offers it first. No delivery or install time is taken for it.
   */
  chosenShopId?: string | null;
};

/**
 * Add to cart (checkout.md §4): the first add creates the cart; with cartId the tires join that
 * cart. With an installer the tires, the delivery to the shop and a chosen install time are one
 * transaction: when the shop cannot install them nothing is added and the answer says why, so
 * pressing again cannot double the cart; a chosen time that is gone is left for the shopper to
 * choose again at checkout (adding tires never fails because a shop is full).
 */
export async function addToCart(
  db: Db,
  cartId: string | undefined,
  input: AddToCartInput,
  context: CartContext,
  options: AddOptions = {},
): Promise<SiteCart> {
  const items = linesToAdd(input);
  const products = await checkSellable(db, items);
  await installerOf(db, input.installerId);
  const install = installRequest(input);
  // A shop that is gone, or cannot fit these tires, is simply not carried over.
  const chosenShop =
    cartId === undefined && !install && options.chosenShopId && shopCanInstall(products)
      ? await findInstaller(db, Number(options.chosenShopId))
      : null;
  const newCart = (on: Db) =>
    insertCart(
      on,
      {
        zip: input.zip?.slice(0, 5) ?? null,
        installerId: chosenShop?.id ?? null,
        email: input.email ?? null,
        vehicleMake: input.vehicleMake,
        vehicleModel: input.vehicleModel,
        vehicleTrim: input.vehicleTrim,
        vehicleYear: input.vehicleYear,
        widgetSource: input.widgetSource,
        widgetSourceId: input.widgetSourceId,
        subSource: input.subSource,
        preShippingSelection: input.preShippingSelection,
      },
      items.map((item) => {
        const product = products.find((p) => p.id === item.productId);
        return {
          ...item,
          roadHazardOption: product ? initialOption(input.shouldAddCoverage, product, context) : 0,
        };
      }),
    );
  // A first add without a shop is one statement; nothing else needs the cart's lock.
  if (cartId === undefined && !install) return readCart(db, await newCart(db), context);
  const hold = options.hold ?? { now: context.now, holdMinutes: DEFAULT_SLOT_HOLD_MINUTES };
  const id = await inTransaction(db, async (txDb) => {
    if (cartId === undefined) {
      const cart = await newCart(txDb);
      // A new cart has no shop yet, so none can be one that cannot install its tires.
      if (install)
        await shipInTransaction(txDb, cart.id, install, options.buyer ?? GUEST_BUYER, hold, {
          timeOptional: true,
        });
      return cart.id;
    }
    if (!(await lockCartRow(txDb, cartId))) throw cartNotFound();
    for (const item of items) await addItem(txDb, cartId, item.productId, item.quantity);
    if (input.zip !== undefined) await updateCartRow(txDb, cartId, { zip: input.zip.slice(0, 5) });
    // Tires added for a vehicle: the cart is for that vehicle from now on.
    if (input.vehicleYear !== undefined && input.vehicleMake !== undefined)
      await updateCartRow(txDb, cartId, {
        vehicleYear: input.vehicleYear,
        vehicleMake: input.vehicleMake,
        vehicleModel: input.vehicleModel ?? null,
        vehicleTrim: input.vehicleTrim ?? null,
      });
    if (install)
      await shipInTransaction(txDb, cartId, install, options.buyer ?? GUEST_BUYER, hold, {
        timeOptional: true,
      });
    else await dropShopThatCannotInstall(txDb, cartId);
    return cartId;
  });
  return getCart(db, id, context);
}

/** The cart's vehicle named from its fields; null without a year and make. */
function cartVehicleName(cart: {
  vehicleYear: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
}): string | null {
  if (!cart.vehicleYear || !cart.vehicleMake) return null;
  return vehicleName({
    year: cart.vehicleYear,
    make: cart.vehicleMake,
    model: cart.vehicleModel ?? "",
    trim: cart.vehicleTrim ?? "",
  });
}

/**
 * Takes the shop off a cart whose tires it cannot install (cart/rules.ts shopCanInstall) and
 * marks the cart for the "Shop removed" notice; whether it did.
 */
async function dropShopThatCannotInstall(db: Db, cartId: string): Promise<boolean> {
  const cart = await findCart(db, cartId);
  if (!cart || cart.installerId === null) return false;
  const lines = await findCartLines(db, cartId);
  const items = lines.map((l) => ({
    isInstallable: l.isInstallable,
    isOversize: l.isOversize,
    rimDiameter: l.rimDiameter,
  }));
  if (lines.length === 0 || shopCanInstall(items)) return false;
  await updateCartRow(db, cartId, { installerId: null, shopRemoved: true });
  await deleteInstallerShipping(db, cartId);
  await releaseInTransaction(db, cartId);
  return true;
}

export async function getCart(db: Db, cartId: string, context: CartContext): Promise<SiteCart> {
  return readCart(db, await requireCart(db, cartId), context);
}

/** The entered coupon, refused here when it cannot be used at all (unknown, over, not started). */
async function couponToAdd(db: Db, entered: string, now: Date): Promise<PromotionRow> {
  const code = entered.trim();
  if (code === "") throw badRequest(PROMO_CODE_REQUIRED, "PROMO_CODE_REQUIRED");
  const promotion = await findPromotionByCode(db, code);
  if (!promotion || (promotion.startsAt !== null && promotion.startsAt > now))
    throw badRequest(PROMO_CODE_INVALID, "PROMO_CODE_INVALID");
  if (promotion.endsAt !== null && promotion.endsAt <= now)
    throw badRequest(PROMO_CODE_EXPIRED, "PROMO_CODE_EXPIRED");
  return promotion;
}

type CoverageLine = { productId: number; tireType: string; includesRoadHazard: boolean };

/**
 * The road-hazard options to store for isRoadHazard, isGroupRoadHazard and trcUuid: the line
 * named by itemId or every line; a plan alone moves the covered lines to it. Commercial tires
 * take at most the one-year plan when the whole cart is covered, and refuse three years by name.
 */
function coverageChanges(
  input: UpdateCartInput,
  lines: readonly (CoverageLine & { roadHazardOption: number })[],
  context: CartContext,
): { productId: number; roadHazardOption: number }[] {
  const wantsChange =
    input.isRoadHazard !== undefined ||
    input.isGroupRoadHazard !== undefined ||
    input.trcUuid !== undefined;
  if (!wantsChange) return [];
  if (!roadHazardOffered(context))
    throw new HttpError(403, "ROAD_HAZARD_NOT_OFFERED", ROAD_HAZARD_NOT_OFFERED_MESSAGE);
  const plan = input.trcUuid === undefined ? undefined : planByUuid(input.trcUuid);
  if (input.trcUuid !== undefined && !plan) throw badRequest(UNKNOWN_PLAN_MESSAGE, "UNKNOWN_PLAN");
  const covered = input.isGroupRoadHazard ?? input.isRoadHazard;
  const single = input.isGroupRoadHazard === undefined && input.itemId !== undefined;
  const targets = single ? lines.filter((l) => l.productId === Number(input.itemId)) : lines;
  if (single && targets.length === 0)
    throw notFound("That tire is not in the cart", "ITEM_NOT_IN_CART");
  return targets
    .filter((line) => !line.includesRoadHazard)
    .filter((line) => covered !== undefined || line.roadHazardOption > 0)
    .map((line) => {
      if (covered === false) return { productId: line.productId, roadHazardOption: 0 };
      const wanted = plan?.option ?? (line.roadHazardOption > 0 ? line.roadHazardOption : 1);
      const allowed = allowedOptions(isCommercialTire(line.tireType));
      if (allowed.includes(wanted as RoadHazardOption))
        return { productId: line.productId, roadHazardOption: wanted };
      if (single) throw badRequest(COMMERCIAL_THREE_YEAR_MESSAGE, "PLAN_NOT_OFFERED");
      return { productId: line.productId, roadHazardOption: Math.max(...allowed) };
    });
}

/**
 * Quantity changes, a new item, coupons, coverage, the installer and the cart's details
 * (checkout.md §3). Everything is checked before anything is written, and written together.
 */
export async function updateCart(
  db: Db,
  cartId: string,
  input: UpdateCartInput,
  context: CartContext,
): Promise<SiteCart> {
  const cart = await requireCart(db, cartId);
  const lines = await findCartLines(db, cart.id);

  let itemChange: { productId: number; quantity: number; isNew: boolean } | null = null;
  if (input.itemId !== undefined) {
    const productId = Number(input.itemId);
    const quantity = input.itemQuantity ?? (input.isNewItem ? 1 : undefined);
    const coverageOnly =
      quantity === undefined && (input.isRoadHazard !== undefined || input.trcUuid !== undefined);
    if (quantity === undefined && !coverageOnly)
      throw badRequest("itemQuantity is required with itemId", "NO_QUANTITY");
    if (quantity !== undefined) {
      if (input.isNewItem) {
        if (quantity === 0) throw badRequest(ADD_TO_CART_QUANTITY_MESSAGE, "NO_QUANTITY");
        await checkSellable(db, [{ productId, quantity }]);
      } else {
        if (!lines.some((l) => l.productId === productId))
          throw notFound("That tire is not in the cart", "ITEM_NOT_IN_CART");
        if (quantity > 0) await checkSellable(db, [{ productId, quantity }]);
      }
      itemChange = { productId, quantity, isNew: input.isNewItem === true };
    }
  }
  const coverage = coverageChanges(
    input,
    lines.map((l) => ({
      productId: l.productId,
      tireType: l.tireType,
      includesRoadHazard: l.includesRoadHazard,
      roadHazardOption: l.roadHazardOption,
    })),
    context,
  );
  if (input.occupationDiscountId && !context.occupationDiscountsOffered)
    throw new HttpError(403, "OCCUPATION_DISCOUNT_NOT_OFFERED", OCCUPATION_DISCOUNT_NOT_OFFERED);
  const coupon =
    input.promoCode === undefined ? null : await couponToAdd(db, input.promoCode, context.now);
  const installer = await installerOf(db, input.installerId);
  const removesInstaller =
    input.removeInstallerId !== undefined && Number(input.removeInstallerId) === cart.installerId;

  await withLockedCart(db, cart.id, async (tx) => {
    if (input.acknowledgeNotices) await acknowledgeCartNotices(tx, cart.id);
    if (itemChange?.isNew) await addItem(tx, cart.id, itemChange.productId, itemChange.quantity);
    else if (itemChange)
      await setItemQuantity(tx, cart.id, itemChange.productId, itemChange.quantity);
    await setRoadHazardOptions(tx, cart.id, coverage);
    if (input.removePromoCode !== undefined)
      await removeCartCoupon(tx, cart.id, input.removePromoCode.trim());
    if (coupon && input.promoCode !== undefined)
      await addCartCoupon(tx, cart.id, coupon, input.promoCode.trim());
    await updateCartRow(tx, cart.id, {
      ...(installer ? { installerId: installer.id } : {}),
      ...(removesInstaller ? { installerId: null } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.zip !== undefined ? { zip: input.zip.slice(0, 5) } : {}),
      ...(input.vehicleMake !== undefined ? { vehicleMake: input.vehicleMake } : {}),
      ...(input.vehicleModel !== undefined ? { vehicleModel: input.vehicleModel } : {}),
      ...(input.vehicleTrim !== undefined ? { vehicleTrim: input.vehicleTrim } : {}),
      ...(input.vehicleYear !== undefined ? { vehicleYear: input.vehicleYear } : {}),
      ...(input.excludeShipping !== undefined ? { excludeShipping: input.excludeShipping } : {}),
      ...(input.widgetSource !== undefined ? { widgetSource: input.widgetSource } : {}),
      ...(input.widgetSourceId !== undefined ? { widgetSourceId: input.widgetSourceId } : {}),
      ...(input.subSource !== undefined ? { subSource: input.subSource } : {}),
      ...(input.preShippingSelection !== undefined
        ? { preShippingSelection: input.preShippingSelection }
        : {}),
      ...(input.occupationDiscountId !== undefined
        ? { occupationDiscount: input.occupationDiscountId }
        : {}),
    });
    if (removesInstaller) {
      // Taking the installer off takes its delivery and its held place with it.
      await deleteInstallerShipping(tx, cart.id);
      await releaseInTransaction(tx, cart.id);
    }
    await dropShopThatCannotInstall(tx, cart.id);
  });
  return getCart(db, cart.id, context);
}

export async function deleteCart(db: Db, cartId: string): Promise<void> {
  if (!(await deleteCartRow(db, cartId))) throw cartNotFound();
}

/** A shop tires are installed at: its installation price and where it is taxed. */
export type InstallingShop = {
  id: number;
  installPricePerTireCents: number;
  zip: string;
  state: string;
};

/**
 * What a new cart of `quantity` of each tire, installed at this shop, would charge now: the
 * cart's own pricing (the buyer's price, the automatic promotions, installation, fees and the
 * sales tax at the shop) with nothing stored and no install time held. A tire the cart would
 * refuse (not sold, fewer than its minimum, or one this shop cannot install) has no total.
 */
export async function priceInstalledSets(
  db: Db,
  productIds: readonly number[],
  quantity: number,
  shop: InstallingShop,
  context: CartContext,
): Promise<Map<number, CartTotals>> {
  const products = await findProductsToPrice(db, [...productIds]);
  const sellable = products.filter((p) => refusalOf(p, quantity) === null && shopCanInstall([p]));
  const globals = await getSiteGlobals(db);
  const automatic = (await findAutomaticPromotions(db, sellable, context.now)).map(toPromotion);
  const tax = await shopTaxInput(db, shop, context);
  // A new member's first set takes the sign-up offer, as the cart of it would.
  const signUpOffer = await signUpOfferStandingOf(db, context.userId);
  const totals = new Map<number, CartTotals>();
  for (const product of sellable) {
    const costs = shippingCosts({
      mode: globals.coreShipHandlingMode,
      items: [{ quantity, isInstallable: product.isInstallable, isOversize: product.isOversize }],
      shippingOption: "installer",
      destinationState: shop.state,
      excludeShipping: false,
    });
    // A new line starts without coverage unless the shopper asks for it.
    const line = pricingLine(product, { quantity, roadHazardOption: 0 }, context);
    const priced = priceCart({
      lines: [line],
      installPricePerTireInCents: shop.installPricePerTireCents,
      roadHazardOffered: roadHazardOffered(context),
      automaticPromotions: automatic.filter((promotion) => promotionCovers(promotion, line)),
      coupons: [],
      shippingInCents: costs.shippingCostInCents,
      now: context.now,
      tax,
      signUpOffer,
    });
    totals.set(product.productId, priced.totals);
  }
  return totals;
}

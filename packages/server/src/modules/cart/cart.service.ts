import {
  ADD_TO_CART_QUANTITY_MESSAGE,
  type AddToCartInput,
  canAddToCart,
  cartTotals,
  type SiteCart,
  type UpdateCartInput,
} from "@treadkit/core/cart";
import { productHref } from "@treadkit/core/catalog";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { getSiteGlobals } from "../site/site.service";
import {
  addItem,
  type CartRow,
  deleteCartRow,
  findCart,
  findCartLines,
  findInstaller,
  findProductsForCart,
  hasShipping,
  insertCart,
  setItemQuantity,
  updateCartRow,
} from "./cart.repository";

export const CART_NOT_FOUND = "Cart not found";
export const OUT_OF_STOCK = "This tire is out of stock";

const cartNotFound = () => notFound(CART_NOT_FOUND, "CART_NOT_FOUND");

/** Checks that the products can be sold in these quantities before anything is stored. */
async function checkSellable(db: Db, wanted: { productId: number; quantity: number }[]) {
  const rows = await findProductsForCart(
    db,
    wanted.map((w) => w.productId),
  );
  for (const item of wanted) {
    const product = rows.find((row) => row.id === item.productId);
    if (!product) throw notFound("Product not found", "PRODUCT_NOT_FOUND");
    if (product.availability === "ProductStatusOutOfStock")
      throw new HttpError(409, "OUT_OF_STOCK", OUT_OF_STOCK);
    if (item.quantity < product.minQuantityAllowedForCart) {
      throw badRequest(
        `This tire is sold in sets of at least ${product.minQuantityAllowedForCart}`,
        "BELOW_MINIMUM",
      );
    }
  }
}

async function installerOf(db: Db, installerId: string | undefined) {
  if (installerId === undefined) return null;
  const installer = await findInstaller(db, Number(installerId));
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  return installer;
}

/** The cart as the spec's siteCart, priced from the catalogue now. */
export async function readCart(db: Db, cart: CartRow): Promise<SiteCart> {
  const [lines, globals, installer, shippingPresent] = await Promise.all([
    findCartLines(db, cart.id),
    getSiteGlobals(db),
    cart.installerId === null ? null : findInstaller(db, cart.installerId),
    hasShipping(db, cart.id),
  ]);
  const totals = cartTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      salePriceInCents: l.salePriceCents,
      isInstallable: l.isInstallable,
    })),
    installer?.pricePerTire ?? null,
  );
  return {
    id: cart.id,
    cartUuid: cart.cartUuid,
    zip: cart.zip,
    email: cart.email,
    siteProducts: lines.map((l) => ({
      productId: String(l.productId),
      quantity: l.quantity,
      price: { salePriceInCents: l.salePriceCents },
      brand: { label: l.brandName },
      name: l.lineName,
      size: l.size,
      image: { src: `/media/tires/${encodeURIComponent(l.sku)}.svg` },
      link: { href: productHref(l.brandSlug, l.lineSlug, String(l.productId)) },
      productSubType: l.tireType,
      isInstallable: l.isInstallable,
      isOversizeTire: l.isOversize,
      roadHazardState: 0,
      roadHazardCostInCents: 0,
      siteProductPromotion: null,
    })),
    siteCartCoupons: [],
    installerDetails: installer
      ? { installerId: String(installer.id), website: installer.website }
      : null,
    cartShippingAddressPresent: shippingPresent,
    coreShipHandlingMode: globals.coreShipHandlingMode,
    shippingCostToHomeInCents: 0,
    shippingCostInCents: 0,
    coreShipHandlingFeesApplied: false,
    cartSummary: totals,
  };
}

/** The first add to cart creates the cart (checkout.md §4). */
export async function createCart(db: Db, input: AddToCartInput): Promise<SiteCart> {
  if (!canAddToCart(input.quantity)) throw badRequest(ADD_TO_CART_QUANTITY_MESSAGE, "NO_QUANTITY");
  const items = [
    { productId: Number(input.productId), quantity: input.quantity.front },
    { productId: Number(input.rearProductId ?? input.productId), quantity: input.quantity.rear },
  ]
    .filter((item) => item.quantity > 0)
    // Front and rear of one product are one line.
    .reduce<{ productId: number; quantity: number }[]>((merged, item) => {
      const same = merged.find((m) => m.productId === item.productId);
      if (same) same.quantity += item.quantity;
      else merged.push({ ...item });
      return merged;
    }, []);
  await checkSellable(db, items);
  const installer = await installerOf(db, input.installerId);
  const cart = await insertCart(
    db,
    {
      zip: input.zip?.slice(0, 5) ?? null,
      email: input.email ?? null,
      installerId: installer?.id ?? null,
      vehicleMake: input.vehicleMake,
      vehicleModel: input.vehicleModel,
      vehicleTrim: input.vehicleTrim,
      vehicleYear: input.vehicleYear,
      widgetSource: input.widgetSource,
      widgetSourceId: input.widgetSourceId,
      subSource: input.subSource,
      preShippingSelection: input.preShippingSelection,
    },
    items,
  );
  return readCart(db, cart);
}

/** The cart, or the 404 every cart-scoped call answers for an unknown cart. */
export async function requireCart(db: Db, cartId: string): Promise<CartRow> {
  const cart = await findCart(db, cartId);
  if (!cart) throw cartNotFound();
  return cart;
}

export async function getCart(db: Db, cartId: string): Promise<SiteCart> {
  return readCart(db, await requireCart(db, cartId));
}

/** Quantity changes, a new item, the installer and the cart's details (checkout.md §3). */
export async function updateCart(
  db: Db,
  cartId: string,
  input: UpdateCartInput,
): Promise<SiteCart> {
  const cart = await requireCart(db, cartId);
  if (input.itemId !== undefined) {
    const productId = Number(input.itemId);
    const quantity = input.itemQuantity ?? (input.isNewItem ? 1 : undefined);
    if (quantity === undefined)
      throw badRequest("itemQuantity is required with itemId", "NO_QUANTITY");
    if (input.isNewItem) {
      if (quantity === 0) throw badRequest(ADD_TO_CART_QUANTITY_MESSAGE, "NO_QUANTITY");
      await checkSellable(db, [{ productId, quantity }]);
      await addItem(db, cart.id, productId, quantity);
    } else {
      if (quantity > 0) await checkSellable(db, [{ productId, quantity }]);
      const changed = await setItemQuantity(db, cart.id, productId, quantity);
      if (changed.length === 0) throw notFound("That tire is not in the cart", "ITEM_NOT_IN_CART");
    }
  }
  const installer = await installerOf(db, input.installerId);
  const removesInstaller =
    input.removeInstallerId !== undefined && Number(input.removeInstallerId) === cart.installerId;
  await updateCartRow(db, cart.id, {
    ...(installer ? { installerId: installer.id } : {}),
    ...(removesInstaller ? { installerId: null } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.vehicleMake !== undefined ? { vehicleMake: input.vehicleMake } : {}),
    ...(input.vehicleModel !== undefined ? { vehicleModel: input.vehicleModel } : {}),
    ...(input.vehicleTrim !== undefined ? { vehicleTrim: input.vehicleTrim } : {}),
    ...(input.vehicleYear !== undefined ? { vehicleYear: input.vehicleYear } : {}),
    ...(input.excludeShipping !== undefined ? { excludeShipping: input.excludeShipping } : {}),
    ...(input.idMeVerifiedStatus !== undefined
      ? { idMeVerifiedStatus: input.idMeVerifiedStatus }
      : {}),
    ...(input.widgetSource !== undefined ? { widgetSource: input.widgetSource } : {}),
    ...(input.widgetSourceId !== undefined ? { widgetSourceId: input.widgetSourceId } : {}),
    ...(input.subSource !== undefined ? { subSource: input.subSource } : {}),
  });
  return getCart(db, cart.id);
}

export async function deleteCart(db: Db, cartId: string): Promise<void> {
  if (!(await deleteCartRow(db, cartId))) throw cartNotFound();
}

import { type TaxPlace, type TaxRule, taxDestination } from "@treadkit/core/tax";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carts } from "../cart/cart.schema";
import { zipCodes } from "../geo/geo.schema";
import { installers } from "../installers/installers.schema";
import { pickupLocations, warehouses } from "../pickup/pickup.schema";
import { cartInstallLocations, cartShipping } from "../shipping/shipping.schema";
import { taxLocalRates, taxRates } from "./tax.schema";
import { LOCAL_TAX_ROWS, percentToPpm, STATE_TAX_RULES } from "./tax-rates";

/** Where the tires are handed over: a ZIP, and its state when known. */
type TaxDestination = { zip: string | null; state: string | null };

/**
 * Where a cart's tax rule comes from. The store's own rate table answers by default; a tax
 * service's adapter (Avalara, TaxJar…) can take its place behind the same call.
 */
export type TaxRuleSource = {
  /** The rule at a destination; null where the store cannot tell (no state, unknown ZIP). */
  ruleFor(db: Db, destination: TaxDestination): Promise<TaxRule | null>;
};

/**
 * The rate table in the database: the state's row, with the ZIP's own local rate if it has one.
 * One query: the state comes from the ZIP when the destination does not name it.
 */
export const tableTaxRules: TaxRuleSource = {
  async ruleFor(db, destination) {
    const zip = destination.zip?.slice(0, 5) ?? null;
    const state = destination.state?.toUpperCase() ?? null;
    if (!state && !zip) return null;
    const stateOfZip = sql`(select ${zipCodes.state} from ${zipCodes} where ${zipCodes.zip} = ${zip})`;
    const [row] = await db
      .select({
        state: taxRates.state,
        stateRatePpm: taxRates.stateRatePpm,
        localRatePpm: sql<number>`coalesce(${taxLocalRates.localRatePpm}, ${taxRates.localRatePpm})`,
        taxesInstallation: taxRates.taxesInstallation,
        taxesShipping: taxRates.taxesShipping,
        taxesRoadHazard: taxRates.taxesRoadHazard,
        tireFeeInCents: taxRates.tireFeeCents,
        taxesTireFee: taxRates.taxesTireFee,
      })
      .from(taxRates)
      .leftJoin(taxLocalRates, eq(taxLocalRates.zip, sql`${zip}`))
      .where(eq(taxRates.state, state === null ? stateOfZip : sql`${state}`));
    return row ?? null;
  },
};

const place = (zip: string | null, state: string | null): TaxPlace | null =>
  zip || state ? { zip, state } : null;

/**
 * Where a cart is taxed (core's taxDestination), from its delivery and the places it names: the
 * shop (the delivery's, else the one picked on the way), the mobile install address, the pickup
 * point, the ship-to address, else the cart's ZIP.
 */
async function cartTaxDestination(
  db: Db,
  cart: { id: string; zip: string | null },
  known?: CartDelivery | null,
): Promise<TaxPlace | null> {
  const delivery = known === undefined ? await findCartDelivery(db, cart.id) : known;
  const shipping = delivery?.option === null ? null : delivery;
  return taxDestination({
    shippingOption: (shipping?.option ?? null) as Parameters<
      typeof taxDestination
    >[0]["shippingOption"],
    isMobileInstall: shipping?.isMobileInstall ?? false,
    address: shipping ? place(shipping.zip, shipping.state) : null,
    installer: delivery ? place(delivery.shopZip, delivery.shopState) : null,
    installLocation: shipping ? place(shipping.installZip, shipping.installState) : null,
    pickup: shipping
      ? (place(shipping.pickupZip, shipping.pickupState) ??
        place(shipping.warehouseZip, shipping.warehouseState))
      : null,
    cartZip: cart.zip,
  });
}

/**
 * A cart's delivery as pricing and tax read it, in one query: the chosen delivery (option null
 * before one is chosen) with the places it names, and the shop the tires go to (the delivery's,
 * else the one picked on the way). Null when there is no such cart.
 */
export async function findCartDelivery(db: Db, cartId: string) {
  const [row] = await db
    .select({
      option: cartShipping.shippingOption,
      isMobileInstall: cartShipping.isMobileInstall,
      zip: cartShipping.zip,
      state: cartShipping.state,
      installerId: cartShipping.installerId,
      pickupZip: pickupLocations.zip,
      pickupState: pickupLocations.state,
      warehouseZip: warehouses.zip,
      warehouseState: warehouses.state,
      installZip: cartInstallLocations.zip,
      installState: cartInstallLocations.state,
      shopZip: installers.zip,
      shopState: installers.state,
    })
    .from(carts)
    .leftJoin(cartShipping, eq(cartShipping.cartId, carts.id))
    .leftJoin(pickupLocations, eq(pickupLocations.id, cartShipping.shippingLocationId))
    .leftJoin(warehouses, eq(warehouses.id, cartShipping.warehouseId))
    .leftJoin(cartInstallLocations, eq(cartInstallLocations.cartId, cartShipping.cartId))
    .leftJoin(
      installers,
      eq(
        installers.id,
        sql`case when ${cartShipping.cartId} is null then ${carts.installerId} else ${cartShipping.installerId} end`,
      ),
    )
    .where(eq(carts.id, cartId));
  return row ?? null;
}

export type CartDelivery = NonNullable<Awaited<ReturnType<typeof findCartDelivery>>>;

/** The source every cart and order is taxed by. */
const taxRules: TaxRuleSource = tableTaxRules;

/**
 * The rule a cart is taxed by and whether its buyer is exempt: a tax-exempt account, and the
 * military exchange's channel (the exchange sells tax-free; its orders are exempt once the
 * exchange takes the payment, see orders.service).
 */
export async function cartTaxInput(
  db: Db,
  cart: { id: string; zip: string | null },
  buyer: TaxBuyer,
  delivery?: CartDelivery | null,
): Promise<{ rule: TaxRule | null; exempt: boolean }> {
  const destination = await cartTaxDestination(db, cart, delivery);
  const rule = destination ? await taxRules.ruleFor(db, destination) : null;
  return { rule, exempt: isExempt(buyer) };
}

type TaxBuyer = { taxExempt?: boolean; militaryCustomerId?: string | null };

const isExempt = (buyer: TaxBuyer) => Boolean(buyer.taxExempt || buyer.militaryCustomerId);

/** How tires installed at this shop are taxed (the shop's address is the destination). */
export async function shopTaxInput(
  db: Db,
  shop: { zip: string; state: string },
  buyer: TaxBuyer,
): Promise<{ rule: TaxRule | null; exempt: boolean }> {
  const destination = taxDestination({
    shippingOption: "installer",
    isMobileInstall: false,
    address: null,
    installer: place(shop.zip, shop.state),
    installLocation: null,
    pickup: null,
    cartZip: null,
  });
  const rule = destination ? await taxRules.ruleFor(db, destination) : null;
  return { rule, exempt: isExempt(buyer) };
}

/**
 * Loads the data set's rates where a state or ZIP has none yet; rows already there (an
 * operator's, or an earlier load's) are left as they are. Runs at every start.
 */
export async function fillTaxRates(db: Db): Promise<void> {
  await db
    .insert(taxRates)
    .values(
      STATE_TAX_RULES.map((rule) => ({
        state: rule.state,
        stateRatePpm: rule.stateRatePpm,
        localRatePpm: rule.localRatePpm,
        taxesInstallation: rule.taxesInstallation,
        taxesShipping: rule.taxesShipping,
        taxesRoadHazard: rule.taxesRoadHazard,
        tireFeeCents: rule.tireFeeInCents,
        taxesTireFee: rule.taxesTireFee,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(taxLocalRates)
    .values(LOCAL_TAX_ROWS.map(([zip, rate]) => ({ zip, localRatePpm: percentToPpm(rate) })))
    .onConflictDoNothing();
}

/** An operator's change to a state's row: what is given replaces what was there. */
export type TaxRateChange = Partial<{
  stateRatePpm: number;
  localRatePpm: number;
  taxesInstallation: boolean;
  taxesShipping: boolean;
  taxesRoadHazard: boolean;
  tireFeeCents: number;
  taxesTireFee: boolean;
}>;

export async function setStateTaxRate(db: Db, state: string, change: TaxRateChange) {
  const [row] = await db
    .update(taxRates)
    .set({ ...change, source: "operator", updatedAt: sql`now()` })
    .where(eq(taxRates.state, state.toUpperCase()))
    .returning();
  return row ?? null;
}

export async function setLocalTaxRate(db: Db, zip: string, localRatePpm: number) {
  const [row] = await db
    .insert(taxLocalRates)
    .values({ zip, localRatePpm, source: "operator" })
    .onConflictDoUpdate({
      target: taxLocalRates.zip,
      set: { localRatePpm, source: "operator", updatedAt: sql`now()` },
    })
    .returning();
  return row ?? null;
}

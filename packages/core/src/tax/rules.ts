/**
 * US sales tax on a cart, by where the tires are handed over: the shop's address for an installed
 * order, the ship-to address otherwise. A jurisdiction's rule says its rate (the state's and the
 * local one, in parts per million so that 6.875% is exact), which parts of a sale it taxes
 * (installation labour, shipping, road-hazard coverage, its own tire fee) and the fee per new
 * tire it charges. Tax is worked out per cart line, rounded half up to the cent, and summed: what
 * a receipt shows line by line adds up to its total.
 */

import type { z } from "zod";
import type { taxSummarySchema } from "./schemas";

/** A jurisdiction's rule, as the store's rate table (or a tax service) gives it. */
export type TaxRule = {
  /** The two-letter state (or DC). */
  state: string;
  /** The state's rate, in parts per million (6.25% is 62_500). */
  stateRatePpm: number;
  /** The local rate (county, city, district) at the destination, in parts per million. */
  localRatePpm: number;
  /** Whether installation labour sold with the tires is taxed. */
  taxesInstallation: boolean;
  /** Whether the delivery charge is taxed. */
  taxesShipping: boolean;
  /** Whether road-hazard coverage (a service contract) is taxed. */
  taxesRoadHazard: boolean;
  /** The state's fee per new tire sold, in cents (0 where it has none). */
  tireFeeInCents: number;
  /** Whether that tire fee is itself part of the taxed price. */
  taxesTireFee: boolean;
};

/** A cart line as tax sees it: what each part of it costs after its share of discounts. */
export type TaxableLine = {
  productId: string;
  quantity: number;
  tiresInCents: number;
  installationInCents: number;
  roadHazardInCents: number;
};

export type TaxableCart = {
  lines: readonly TaxableLine[];
  shippingInCents: number;
};

export type LineTax = { productId: string; taxableInCents: number; taxInCents: number };

export type TaxQuote = {
  state: string;
  /** The combined rate, in parts per million. */
  ratePpm: number;
  /** The state's tire fee for the cart's tires (not a tax, but a charge that depends on the place). */
  tireFeeInCents: number;
  /** Tax on each line, then on shipping; their sum is `taxInCents`. */
  lines: LineTax[];
  shippingTaxInCents: number;
  taxInCents: number;
  /** The buyer's account is tax-exempt: nothing is charged, the quote says why. */
  exempt: boolean;
};

export const PPM = 1_000_000;

/** `amount × ratePpm / 1e6`, rounded half up to the cent, in integers only (no float drift). */
export function taxOf(amountInCents: number, ratePpm: number): number {
  if (amountInCents <= 0 || ratePpm <= 0) return 0;
  return Math.floor((amountInCents * ratePpm + PPM / 2) / PPM);
}

/** The combined rate of a rule, in parts per million. */
export const combinedRatePpm = (rule: TaxRule) => rule.stateRatePpm + rule.localRatePpm;

/** A rate in parts per million as a shopper reads it: 82_500 → "8.25%". */
export function formatTaxRate(ratePpm: number): string {
  const percent = ratePpm / 10_000;
  return `${Number(percent.toFixed(4))}%`;
}

/**
 * The tax of a cart under a rule: per line, its tires, plus the installation, road hazard and
 * tire fee where the rule taxes them; then the shipping where it does. A tax-exempt buyer pays
 * none (the tire fee is still due: it is a fee, not a tax).
 */
export function quoteTax(
  cart: TaxableCart,
  rule: TaxRule,
  options: { exempt?: boolean } = {},
): TaxQuote {
  const ratePpm = options.exempt ? 0 : combinedRatePpm(rule);
  const lines = cart.lines.map((line): LineTax => {
    const taxableInCents =
      line.tiresInCents +
      (rule.taxesInstallation ? line.installationInCents : 0) +
      (rule.taxesRoadHazard ? line.roadHazardInCents : 0) +
      (rule.taxesTireFee ? line.quantity * rule.tireFeeInCents : 0);
    return {
      productId: line.productId,
      taxableInCents,
      taxInCents: taxOf(taxableInCents, ratePpm),
    };
  });
  const shippingTaxInCents = rule.taxesShipping ? taxOf(cart.shippingInCents, ratePpm) : 0;
  const tires = cart.lines.reduce((n, line) => n + line.quantity, 0);
  return {
    state: rule.state,
    ratePpm,
    tireFeeInCents: tires * rule.tireFeeInCents,
    lines,
    shippingTaxInCents,
    taxInCents: lines.reduce((sum, line) => sum + line.taxInCents, 0) + shippingTaxInCents,
    exempt: options.exempt ?? false,
  };
}

/**
 * Shares `total` out over `weights` in proportion, in whole cents, the remainder going to the
 * largest fractions first: the shares always add up to `total` (a cart's discount over its lines).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A place as tax reads it: its ZIP and, when known, its state. */
export type TaxPlace = { zip: string | null; state: string | null };

/**
 * Where a cart's tires are handed over, which is where they are taxed: a mobile installer's
 * install address, the shop for an installed order, the ship-to address for a home delivery,
 * the pickup point for a FedEx or warehouse pickup. Before a delivery is chosen, the shop picked
 * on the way, else the shopper's ZIP (an estimate); null when nothing says where.
 */
export function taxDestination(input: {
  shippingOption: "installer" | "home" | "fedex" | "warehouse" | null;
  isMobileInstall: boolean;
  address: TaxPlace | null;
  installer: TaxPlace | null;
  installLocation: TaxPlace | null;
  pickup: TaxPlace | null;
  cartZip: string | null;
}): TaxPlace | null {
  const known = (place: TaxPlace | null) => (place && (place.zip || place.state) ? place : null);
  switch (input.shippingOption) {
    case "installer":
      return input.isMobileInstall
        ? (known(input.installLocation) ?? known(input.installer))
        : known(input.installer);
    case "home":
      return known(input.address);
    case "fedex":
    case "warehouse":
      return known(input.pickup);
    case null:
      return known(input.installer) ?? known({ zip: input.cartZip, state: null });
  }
}

/**
 * The cart as tax sees it once a further discount on the merchandise (the payment type's, the
 * military one) is taken: shared over every line's tires, installation and coverage in
 * proportion, in whole cents, so the taxed amounts add up to what is paid for them.
 */
export function discountTaxableCart(cart: TaxableCart, discountInCents: number): TaxableCart {
  const parts = cart.lines.flatMap((line) => [
    line.tiresInCents,
    line.installationInCents,
    line.roadHazardInCents,
  ]);
  const shares = allocate(discountInCents, parts);
  const less = (i: number, amount: number) => Math.max(0, amount - (shares[i] ?? 0));
  return {
    shippingInCents: cart.shippingInCents,
    lines: cart.lines.map((line, i) => ({
      ...line,
      tiresInCents: less(3 * i, line.tiresInCents),
      installationInCents: less(3 * i + 1, line.installationInCents),
      roadHazardInCents: less(3 * i + 2, line.roadHazardInCents),
    })),
  };
}

/** What a cart's summary says of tax: where it was worked out and at what rate. */
export type TaxSummary = z.infer<typeof taxSummarySchema>;

export const taxSummaryOf = (quote: TaxQuote): TaxSummary => ({
  state: quote.state,
  ratePpm: quote.ratePpm,
  exempt: quote.exempt,
});

/** The tax row's label: "Sales tax (TX 8.25%)", "Sales tax (tax-exempt)", or "Sales tax". */
export function salesTaxLabel(tax: TaxSummary | null, options: { estimate?: boolean } = {}) {
  const name = options.estimate ? "Estimated sales tax" : "Sales tax";
  if (!tax) return name;
  if (tax.exempt) return `${name} (tax-exempt)`;
  return `${name} (${tax.state} ${formatTaxRate(tax.ratePpm)})`;
}

/** The state tire fee's label: "State tire fee (NY)". */
export const tireFeeLabel = (tax: TaxSummary | null) =>
  tax ? `State tire fee (${tax.state})` : "State tire fee";

/** What the cart says of tax while it cannot tell where the tires go. */
export const TAX_AT_CHECKOUT = "Calculated at checkout";

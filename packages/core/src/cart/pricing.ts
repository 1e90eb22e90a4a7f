import { federalExciseTaxPerTire } from "../order/rules";
import {
  type SignUpOfferOnCart,
  type SignUpOfferStanding,
  signUpOfferOnCart,
} from "../sign-up-offer/rules";
import {
  allocate,
  quoteTax,
  type TaxableCart,
  type TaxRule,
  type TaxSummary,
  taxSummaryOf,
} from "../tax/rules";
import { installationInCents as installationAt } from "./installed-price";
import {
  type RoadHazardOption,
  roadHazardCostPerTire,
  roadHazardState as stateOf,
} from "./road-hazard";
import { dealAlert, PROMO_CODE_EXPIRED } from "./rules";

/**
 * Cart pricing in integer cents. Every amount comes from the catalogue, the shop and the
 * promotions on the server; nothing a client sends is trusted.
 */

export type DiscountType = "Flat Amount" | "Buy3Get1" | "Free" | "Percentage";
export type PromotionTarget = "tires" | "installation" | "roadHazard";

export type Promotion = {
  promotionId: number;
  /** null for an automatic promotion, which applies without a code. */
  promoCode: string | null;
  title: string;
  discountType: DiscountType;
  target: PromotionTarget;
  /** Dollars for Flat Amount, percent for Percentage; unused by Buy3Get1 and Free. */
  amount: number;
  brandId: number | null;
  productLineId: number | null;
  minCartQuantity: number | null;
  maxCartQuantity: number | null;
  alertMessage: string | null;
  endsAt: Date | null;
  /** The most it takes off, in cents ("up to $75"); uncapped when absent. */
  maxDiscountInCents?: number | null;
  /** Why the server refuses it to this shopper (a first-order offer on a returning customer). */
  denial?: string | null;
};

export type PricingLine = {
  productId: number;
  quantity: number;
  salePriceInCents: number;
  brandId: number;
  productLineId: number;
  isInstallable: boolean;
  isCommercial: boolean;
  includesRoadHazard: boolean;
  roadHazardOption: RoadHazardOption;
  /** The tire's single-fitment load index ("123/120" reads 123): it decides excise tax. */
  loadIndex: string;
};

export type SiteProductPromotion = {
  linkToTRCProm: boolean;
  couponAmount: string;
  couponAmountType: "percentage" | "amount";
  alreadyAppliedIntoCart: boolean;
};

export type PricedLine = {
  productId: number;
  roadHazardState: 0 | 1 | 2;
  roadHazardCostInCents: number;
  /** Federal excise tax for the line's quantity; 0 under the weight threshold. */
  federalExciseTaxInCents: number;
  siteProductPromotion: SiteProductPromotion | null;
};

export type PricedCoupon = {
  couponId: string;
  promoCode: string;
  discountInCents: number;
  errorDescription: string | null;
  minCartQunatity: number | null;
  maxCartQunatity: number | null;
  alertMessage: string | null;
};

export type CartTotals = {
  quantity: number;
  productsInCents: number;
  installationInCents: number;
  roadHazardInCents: number;
  discountInCents: number;
  /** The member's sign-up offer, off the tires after every other discount (0 when not given). */
  signUpOfferInCents: number;
  shippingInCents: number;
  /** Federal excise tax on heavy tires: charged undiscounted and untaxed, at every step. */
  federalExciseTaxInCents: number;
  /** Sales tax where the tires are handed over (an estimate until a delivery is chosen). */
  salesTaxInCents: number;
  /** The state's fee per new tire, for the cart's tires. */
  tireFeeInCents: number;
  /** Where and at what rate tax was worked out; null while the store cannot tell where. */
  tax: TaxSummary | null;
  totalInCents: number;
};

/** The rule of the place a cart is taxed at, and whether its buyer is exempt. */
export type CartTaxInput = { rule: TaxRule | null; exempt: boolean };

export const PROMO_NOT_APPLICABLE = "This promo code does not apply to the tires in your cart";

/** Whether the promotion names this line (a line, a brand, or every line when it names none). */
export function promotionCovers(promotion: Promotion, line: PricingLine): boolean {
  if (promotion.productLineId !== null) return promotion.productLineId === line.productLineId;
  if (promotion.brandId !== null) return promotion.brandId === line.brandId;
  return true;
}

/** Buy 3, get 1: in every four covered tires, priced highest first, the fourth is free. */
function buy3Get1Discount(lines: readonly PricingLine[]): number {
  const units = lines
    .flatMap((line) => Array.from({ length: line.quantity }, () => line.salePriceInCents))
    .sort((a, b) => b - a);
  return units.reduce((sum, price, i) => (i % 4 === 3 ? sum + price : sum), 0);
}

type TargetAmounts = Record<PromotionTarget, (line: PricingLine) => number>;

/** What a promotion takes off the lines it covers, before caps. */
function promotionDiscount(
  promotion: Promotion,
  lines: readonly PricingLine[],
  amounts: TargetAmounts,
): number {
  const base = lines.reduce((sum, line) => sum + amounts[promotion.target](line), 0);
  const cap = promotion.maxDiscountInCents ?? Number.POSITIVE_INFINITY;
  switch (promotion.discountType) {
    case "Flat Amount":
      return Math.min(Math.round(promotion.amount * 100), base, cap);
    case "Percentage":
      return Math.min(Math.round((base * Math.min(promotion.amount, 100)) / 100), cap);
    case "Free":
      return Math.min(base, cap);
    case "Buy3Get1":
      return Math.min(promotion.target === "tires" ? buy3Get1Discount(lines) : 0, cap);
  }
}

/** Why a promotion gives nothing to this cart, or null when it applies. */
export function promotionDenial(
  promotion: Promotion,
  coveredQuantity: number,
  now: Date,
): string | null {
  if (promotion.endsAt !== null && promotion.endsAt <= now) return PROMO_CODE_EXPIRED;
  if (coveredQuantity === 0) return PROMO_NOT_APPLICABLE;
  return dealAlert(
    {
      minCartQunatity: promotion.minCartQuantity,
      maxCartQunatity: promotion.maxCartQuantity,
      alertMessage: promotion.alertMessage,
    },
    coveredQuantity,
  );
}

/** The product's promotion as siteProductPromotion: the first automatic one that covers it. */
function productPromotion(
  promotion: Promotion | undefined,
  applied: boolean,
): SiteProductPromotion | null {
  if (!promotion) return null;
  const isAmount = promotion.discountType === "Flat Amount";
  const percent =
    promotion.discountType === "Free"
      ? 100
      : promotion.discountType === "Buy3Get1"
        ? 25
        : promotion.amount;
  return {
    linkToTRCProm: promotion.target === "roadHazard",
    couponAmount: (isAmount ? promotion.amount : percent).toFixed(2),
    couponAmountType: isAmount ? "amount" : "percentage",
    alreadyAppliedIntoCart: applied,
  };
}

/**
 * Prices a cart: tires, installation at the chosen shop, road-hazard coverage, the automatic
 * promotions and then the entered coupons, in that order, each capped at what is left of its
 * target, then the member's sign-up offer off what is left of the tires, and shipping; federal
 * excise tax on heavy tires is added undiscounted. Every step
 * of checkout and the order itself charge this total. A coupon whose conditions the cart does not meet carries an
 * errorDescription and takes nothing.
 */
export function priceCart(input: {
  lines: readonly PricingLine[];
  installPricePerTireInCents: number | null;
  /** Hidden road hazard (special-order buyers): no line is charged for it. */
  roadHazardOffered: boolean;
  automaticPromotions: readonly Promotion[];
  coupons: readonly Promotion[];
  shippingInCents: number;
  now: Date;
  tax?: CartTaxInput;
  /** Where the shopper stands with the sign-up offer; not offered when absent. */
  signUpOffer?: SignUpOfferStanding;
}): {
  lines: PricedLine[];
  coupons: PricedCoupon[];
  signUpOffer: SignUpOfferOnCart | null;
  totals: CartTotals;
  taxBasis: TaxableCart;
} {
  const option = (line: PricingLine): RoadHazardOption =>
    input.roadHazardOffered && !line.includesRoadHazard ? line.roadHazardOption : 0;
  const amounts: TargetAmounts = {
    tires: (line) => line.quantity * line.salePriceInCents,
    installation: (line) => installationAt(line, input.installPricePerTireInCents),
    roadHazard: (line) =>
      line.quantity *
      roadHazardCostPerTire({
        salePriceInCents: line.salePriceInCents,
        option: option(line),
        isCommercial: line.isCommercial,
      }),
  };
  const exciseOf = (line: PricingLine) => line.quantity * federalExciseTaxPerTire(line.loadIndex);
  const sum = (target: PromotionTarget) =>
    input.lines.reduce((total, line) => total + amounts[target](line), 0);
  const left: Record<PromotionTarget, number> = {
    tires: sum("tires"),
    installation: sum("installation"),
    roadHazard: sum("roadHazard"),
  };

  // What each line still costs of each target after the promotions so far: tax is on this.
  const lineLeft: Record<PromotionTarget, number[]> = {
    tires: input.lines.map(amounts.tires),
    installation: input.lines.map(amounts.installation),
    roadHazard: input.lines.map(amounts.roadHazard),
  };

  const apply = (promotion: Promotion): { discount: number; denial: string | null } => {
    const covers = input.lines.map((line) => promotionCovers(promotion, line));
    const covered = input.lines.filter((_, i) => covers[i]);
    const quantity = covered.reduce((n, line) => n + line.quantity, 0);
    const denial = promotion.denial || promotionDenial(promotion, quantity, input.now);
    if (denial !== null) return { discount: 0, denial };
    const discount = Math.min(
      promotionDiscount(promotion, covered, amounts),
      left[promotion.target],
    );
    left[promotion.target] -= discount;
    // The discount comes off the lines it covers, in proportion to what each has left.
    const own = lineLeft[promotion.target];
    const shares = allocate(
      discount,
      own.map((amount, i) => (covers[i] ? amount : 0)),
    );
    shares.forEach((share, i) => {
      own[i] = Math.max(0, (own[i] ?? 0) - share);
    });
    return { discount, denial: null };
  };

  let discountInCents = 0;
  const appliedAutomatic = new Set<number>();
  for (const promotion of input.automaticPromotions) {
    const { discount, denial } = apply(promotion);
    discountInCents += discount;
    if (denial === null) appliedAutomatic.add(promotion.promotionId);
  }
  const coupons = input.coupons.map((promotion): PricedCoupon => {
    const { discount, denial } = apply(promotion);
    discountInCents += discount;
    return {
      couponId: String(promotion.promotionId),
      promoCode: promotion.promoCode ?? "",
      discountInCents: discount,
      errorDescription: denial,
      minCartQunatity: promotion.minCartQuantity,
      maxCartQunatity: promotion.maxCartQuantity,
      alertMessage: promotion.alertMessage,
    };
  });

  const quantity = input.lines.reduce((n, line) => n + line.quantity, 0);
  const signUpOffer = signUpOfferOnCart(input.signUpOffer ?? "notOffered", {
    tireQuantity: quantity,
    tiresLeftInCents: left.tires,
  });
  const signUpOfferInCents = signUpOffer?.amountInCents ?? 0;
  // Off the tires like a promotion, line by line in proportion to what each has left.
  left.tires -= signUpOfferInCents;
  allocate(signUpOfferInCents, lineLeft.tires).forEach((share, i) => {
    lineLeft.tires[i] = Math.max(0, (lineLeft.tires[i] ?? 0) - share);
  });

  const lines = input.lines.map((line): PricedLine => {
    const promotion = input.automaticPromotions.find((p) => promotionCovers(p, line));
    return {
      productId: line.productId,
      roadHazardState: input.roadHazardOffered
        ? stateOf({ includesRoadHazard: line.includesRoadHazard, option: line.roadHazardOption })
        : 0,
      roadHazardCostInCents: amounts.roadHazard(line),
      federalExciseTaxInCents: exciseOf(line),
      siteProductPromotion: productPromotion(
        promotion,
        promotion !== undefined && appliedAutomatic.has(promotion.promotionId),
      ),
    };
  });

  const productsInCents = sum("tires");
  const federalExciseTaxInCents = input.lines.reduce((total, line) => total + exciseOf(line), 0);
  const installationInCents = sum("installation");
  const roadHazardInCents = sum("roadHazard");
  const taxBasis: TaxableCart = {
    shippingInCents: input.shippingInCents,
    lines: input.lines.map((line, i) => ({
      productId: String(line.productId),
      quantity: line.quantity,
      tiresInCents: lineLeft.tires[i] ?? 0,
      installationInCents: lineLeft.installation[i] ?? 0,
      roadHazardInCents: lineLeft.roadHazard[i] ?? 0,
    })),
  };
  const quote = input.tax?.rule
    ? quoteTax(taxBasis, input.tax.rule, { exempt: input.tax.exempt })
    : null;
  const salesTaxInCents = quote?.taxInCents ?? 0;
  const tireFeeInCents = quote?.tireFeeInCents ?? 0;
  return {
    lines,
    coupons,
    signUpOffer,
    taxBasis,
    totals: {
      quantity,
      productsInCents,
      installationInCents,
      roadHazardInCents,
      discountInCents,
      signUpOfferInCents,
      shippingInCents: input.shippingInCents,
      federalExciseTaxInCents,
      salesTaxInCents,
      tireFeeInCents,
      tax: quote ? taxSummaryOf(quote) : null,
      totalInCents:
        productsInCents +
        installationInCents +
        roadHazardInCents +
        input.shippingInCents +
        federalExciseTaxInCents -
        discountInCents -
        signUpOfferInCents +
        salesTaxInCents +
        tireFeeInCents,
    },
  };
}

import { formatCents } from "../money";
import { showRecommendationModal } from "../shipping/rules";

/**
 * Road-hazard coverage (checkout.md §3 "Road-hazard options", §9). A cart line stores the TRC
 * option: 0 none, 1 one year, 2 three years. Commercial tires are covered for one year only, at
 * their own rates, since they run far more miles a year.
 */

export type RoadHazardOption = 0 | 1 | 2;

export type RoadHazardPlan = {
  trcUuid: string;
  option: Exclude<RoadHazardOption, 0>;
  key: "oneYear" | "threeYear";
  months: number;
  /** The plan in full, months first: "12 months up to $400 per tire". */
  label: string;
  /** What it pays, for a line that already names the months. */
  terms: string;
};

export const ROAD_HAZARD_PLANS: readonly RoadHazardPlan[] = [
  {
    trcUuid: "6f0c1d52-0b7e-4c55-9a43-1e1f3b0a0001",
    option: 1,
    key: "oneYear",
    months: 12,
    label: "12 months up to $400 per tire",
    terms: "up to $400 per tire",
  },
  {
    trcUuid: "6f0c1d52-0b7e-4c55-9a43-1e1f3b0a0003",
    option: 2,
    key: "threeYear",
    months: 36,
    label: "36 months: up to $400 year one, $200 year two, $100 year three",
    terms: "up to $400 year one, $200 year two, $100 year three",
  },
];

export const COMMERCIAL_THREE_YEAR_MESSAGE =
  "Three-year road hazard coverage is not offered on commercial tires";
export const ROAD_HAZARD_NOT_OFFERED_MESSAGE =
  "Road hazard coverage is not offered on this account";
export const UNKNOWN_PLAN_MESSAGE = "Unknown road hazard plan";

export function planByUuid(trcUuid: string): RoadHazardPlan | undefined {
  return ROAD_HAZARD_PLANS.find((plan) => plan.trcUuid === trcUuid);
}

/** One-year price per tire by the tire's sale price: upper bound (inclusive) → cost, in cents. */
const ONE_YEAR_BANDS: readonly [number, number][] = [
  [7_500, 900],
  [12_500, 1_400],
  [17_500, 1_900],
  [25_000, 2_500],
  [35_000, 3_200],
  [Number.POSITIVE_INFINITY, 4_200],
];

/** What coverage costs per tire: three years is twice one year; commercial tires pay 1.5 times. */
export function roadHazardCostPerTire(input: {
  salePriceInCents: number;
  option: RoadHazardOption;
  isCommercial: boolean;
}): number {
  if (input.option === 0) return 0;
  const band = ONE_YEAR_BANDS.find(([upTo]) => input.salePriceInCents <= upTo);
  const oneYear = band?.[1] ?? 0;
  if (input.isCommercial) return Math.round(oneYear * 1.5);
  return input.option === 2 ? oneYear * 2 : oneYear;
}

/** Commercial tires (productSubType "Commercial") have their own coverage terms. */
export function isCommercialTire(productSubType: string): boolean {
  return productSubType.toLowerCase() === "commercial";
}

/** The options a line may store: commercial tires have no three-year plan. */
export function allowedOptions(isCommercial: boolean): readonly RoadHazardOption[] {
  return isCommercial ? [0, 1] : [0, 1, 2];
}

/**
 * roadHazardState of a cart product (checkout.md §3, both readings kept apart): 2 when
 * protection is already applied to the tire by its maker, 1 when the shopper selected coverage,
 * 0 otherwise.
 */
export function roadHazardState(line: {
  includesRoadHazard: boolean;
  option: RoadHazardOption;
}): RoadHazardOption {
  if (line.includesRoadHazard) return 2;
  return line.option === 0 ? 0 : 1;
}

type CoverableLine = {
  productSubType: string;
  quantity: number;
  price: { salePriceInCents: number };
  /** 2 when the maker already protects the tire. */
  roadHazardState: number;
  trcOption: number;
};

/** The lines coverage can be bought for: those the maker does not already protect. */
function coverable<L extends CoverableLine>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.roadHazardState !== 2);
}

/**
 * The cart's coverage as one choice (checkout.md §4 "oneYear or nil"): three years when every
 * coverable line has it, one year when any line is covered, else null (nothing chosen).
 */
export function cartCoverageOption(
  lines: readonly CoverableLine[],
): "oneYear" | "threeYear" | null {
  const open = coverable(lines);
  if (open.length > 0 && open.every((line) => line.trcOption === 2)) return "threeYear";
  return open.some((line) => line.trcOption > 0) ? "oneYear" : null;
}

/** Whether any tire of the cart is a commercial tire (its own coverage terms, no 36 months). */
export function hasCommercialTires(lines: readonly { productSubType: string }[]): boolean {
  return lines.some((line) => isCommercialTire(line.productSubType));
}

/**
 * A plan as the coverage step offers it for this cart: what it costs for all its coverable tires
 * together, and how many tires that is.
 */
export type CoverageChoice = { plan: RoadHazardPlan; totalInCents: number; tires: number };

/** "$112.00 covers all 4 tires in your cart": a plan's price is for the set, never each tire. */
export function coverageTotalText(choice: CoverageChoice): string {
  const total = formatCents(choice.totalInCents);
  return choice.tires === 1
    ? `${total} covers the tire in your cart.`
    : `${total} covers all ${choice.tires} tires in your cart.`;
}

/**
 * The plans the cart can take, priced for all its coverable tires. Applied to the whole cart,
 * three years covers commercial tires for their one year (as the server stores it), so it is
 * offered unless every coverable tire is commercial.
 */
export function coverageChoices(lines: readonly CoverableLine[]): CoverageChoice[] {
  const open = coverable(lines);
  if (open.length === 0) return [];
  const allCommercial = open.every((line) => isCommercialTire(line.productSubType));
  const tires = open.reduce((sum, line) => sum + line.quantity, 0);
  return ROAD_HAZARD_PLANS.filter((plan) => !allCommercial || plan.option === 1).map((plan) => ({
    plan,
    tires,
    totalInCents: open.reduce(
      (sum, line) =>
        sum +
        line.quantity *
          roadHazardCostPerTire({
            salePriceInCents: line.price.salePriceInCents,
            option: plan.option,
            isCommercial: isCommercialTire(line.productSubType),
          }),
      0,
    ),
  }));
}

/**
 * The plan the tire-recommendation modal offers before payment (checkout.md §4): the longest the
 * cart can take, when the server offers road hazard to the buyer and showRecommendationModal
 * says so; null when the modal is not shown.
 */
export function coverageToRecommend(
  cart: { roadHazardOffered: boolean; siteProducts: readonly CoverableLine[] },
  input: { userType: string; alreadySeen: boolean },
): CoverageChoice | null {
  if (!cart.roadHazardOffered) return null;
  const show = showRecommendationModal({
    roadHazardOption: cartCoverageOption(cart.siteProducts),
    userType: input.userType,
    hasCommercialTires: hasCommercialTires(cart.siteProducts),
    alreadySeen: input.alreadySeen,
  });
  return show ? (coverageChoices(cart.siteProducts).at(-1) ?? null) : null;
}

/**
 * Whether a tire may replace the original-equipment (OE) tire: enough load capacity, a speed
 * rating at least as high, and an overall diameter close enough for the vehicle's electronics.
 */
import {
  DEFAULT_DIAMETER_TOLERANCE_PERCENT,
  diameterDifferencePercent,
  withinDiameterTolerance,
} from "./size-diameter";
import {
  effectiveSpeedRating,
  loadCapacityKg,
  loadIndexKg,
  type SpeedRating,
  speedRatingMph,
  speedRatingRank,
} from "./size-ratings";
import { isLightTruckSpec, isPassengerSpec, type TireSpec } from "./size-spec";

export type SubstitutionCheck = {
  allowed: boolean;
  /** Reasons the tire must not be fitted; any error makes `allowed` false. */
  errors: string[];
  /** Things the shopper should know but may accept. */
  warnings: string[];
};

/** TRA: a passenger tire on a light truck carries its rated load divided by 1.10. */
export const PASSENGER_ON_LIGHT_TRUCK_DERATING = 1.1;

/** Checks a candidate tire against the OE tire; messages are written for shoppers. */
export function checkSubstitution(oe: TireSpec, candidate: TireSpec): SubstitutionCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  checkLoad(oe, candidate, errors, warnings);
  checkSpeed(oe, candidate, warnings);
  checkDiameter(oe, candidate, errors, warnings);
  return { allowed: errors.length === 0, errors, warnings };
}

function checkLoad(oe: TireSpec, candidate: TireSpec, errors: string[], warnings: string[]) {
  const oeKg = loadCapacityKg(oe);
  const candidateKg = loadCapacityKg(candidate);
  if (oeKg === null || candidateKg === null) {
    warnings.push(
      `We could not check that this tire carries enough weight: the load index of ${whose(oeKg !== null)} is not known.`,
    );
    return;
  }
  const derated = isLightTruckSpec(oe) && isPassengerSpec(candidate);
  const usableKg = derated ? candidateKg / PASSENGER_ON_LIGHT_TRUCK_DERATING : candidateKg;
  if (usableKg < oeKg) {
    const prefix = derated
      ? "Your vehicle takes light-truck tires, and a passenger tire carries 10% less on a light truck. "
      : "";
    errors.push(
      `${prefix}This tire carries less weight than your vehicle needs (${Math.round(usableKg)} kg vs ${oeKg} kg per tire).`,
    );
  }

  // Dual rear wheels load each tire to its dual index; compare it when both tires print one.
  const oeDualKg = oe.loadIndex?.dual === undefined ? null : loadIndexKg(oe.loadIndex.dual);
  const dual = candidate.loadIndex?.dual;
  const candidateDualKg = dual === undefined ? null : loadIndexKg(dual);
  if (oeDualKg !== null && candidateDualKg !== null && candidateDualKg < oeDualKg) {
    errors.push(
      `On dual rear wheels this tire carries less weight than your vehicle needs (${candidateDualKg} kg vs ${oeDualKg} kg per tire).`,
    );
  }
}

function checkSpeed(oe: TireSpec, candidate: TireSpec, warnings: string[]) {
  const oeRating = effectiveSpeedRating(oe);
  const candidateRating = effectiveSpeedRating(candidate);
  if (!oeRating || !candidateRating) {
    warnings.push(
      `We could not compare speed ratings: the speed rating of ${whose(oeRating !== undefined)} is not known.`,
    );
    return;
  }
  if (speedRatingRank(candidateRating) < speedRatingRank(oeRating)) {
    warnings.push(
      `This tire is rated for a lower top speed than your original tires (${mph(candidateRating)} vs ${mph(oeRating)}). It is safe below that speed, but handling may differ.`,
    );
  }
}

function checkDiameter(oe: TireSpec, candidate: TireSpec, errors: string[], warnings: string[]) {
  if (!withinDiameterTolerance(oe.size, candidate.size)) {
    const difference = diameterDifferencePercent(oe.size, candidate.size);
    const direction = difference > 0 ? "taller" : "shorter";
    errors.push(
      `This tire is ${Math.abs(difference).toFixed(1)}% ${direction} than your original tires; more than ${DEFAULT_DIAMETER_TOLERANCE_PERCENT}% upsets the speedometer, ABS and stability control.`,
    );
  }
  if (candidate.size.rimDiameter !== oe.size.rimDiameter) {
    warnings.push(
      `This tire fits ${candidate.size.rimDiameter}-inch wheels; your original tires are on ${oe.size.rimDiameter}-inch wheels.`,
    );
  }
}

// Names the tire whose value is missing; the original's is reported first when both are.
function whose(oeKnown: boolean): string {
  return oeKnown ? "this tire" : "your original tire";
}

function mph(rating: SpeedRating): string {
  // Z has no upper limit; its figure is the speed it is rated above.
  return rating === "Z" ? `over ${speedRatingMph(rating)} mph` : `${speedRatingMph(rating)} mph`;
}

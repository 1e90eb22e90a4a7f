/**
 * Fitment verdicts: whether a tire fits the shopper's chosen vehicle, said in one line a listing
 * card can show ("Fits your 2020 Camry SE"), with the cautions and refusals named. The checks are
 * the substitution rules of size-substitution.ts, against the vehicle's original-equipment tires.
 */
import { vehicleShortName } from "./chosen-vehicle";
import { formatTireSize } from "./size";
import { diameterDifferencePercent, overallDiameterInches } from "./size-diameter";
import { parseTireSpec, type TireSpec } from "./size-spec";
import { checkSubstitution } from "./size-substitution";

/** The vehicle a shopper is shopping for, with its original tires front and rear. */
export type FitmentVehicle = {
  year: number;
  make: string;
  model: string;
  trim: string;
  /** Original-equipment specs as printed: "235/45R18 94V". */
  frontSpec: string;
  rearSpec: string;
};

/** A tire to judge: its size and service description as listed, and its category. */
export type FitmentTire = {
  size: string;
  loadIndex: string;
  speedRating: string;
  categoryName: string;
  isRunFlat?: boolean;
  isExtraLoad?: boolean;
};

export type FitmentNote = { label: string; text: string };

export type FitmentVerdict = {
  kind: "fits" | "caution" | "refused";
  /** "Fits your 2020 Camry SE", "Fits the rear of your 2021 BMW 330i", "Does not fit …". */
  headline: string;
  /** Cautions for "caution", reasons for "refused"; empty when it simply fits. */
  notes: FitmentNote[];
  /** On a staggered vehicle, the axle the tire fits; "both" otherwise. */
  axle: "both" | "front" | "rear";
};

/** Categories made for snow and ice only; all-weather tires carry the same symbol but are not. */
const WINTER_ONLY_CATEGORIES = new Set(["Winter"]);

function isStaggeredVehicle(vehicle: Pick<FitmentVehicle, "frontSpec" | "rearSpec">) {
  return sizeOf(vehicle.frontSpec) !== sizeOf(vehicle.rearSpec);
}

const sizeOf = (spec: string) => spec.split(" ")[0] ?? spec;

/** The tire as a spec the substitution rules read; null when its size cannot be read. */
function fitmentTireSpec(tire: FitmentTire): TireSpec | null {
  const parsed = parseTireSpec(`${tire.size} ${tire.loadIndex}${tire.speedRating}`);
  const spec = parsed ?? parseTireSpec(tire.size);
  if (!spec) return null;
  return {
    ...spec,
    extraLoad: spec.extraLoad || tire.isExtraLoad === true,
    runFlat: spec.runFlat || tire.isRunFlat === true,
  };
}

/**
 * Judges a tire against the vehicle: "fits" when nothing needs saying, "caution" when the rules
 * allow it with something the shopper should know (a lower speed rating, winter-only use, a
 * different size and what it does to the speedometer), "refused" with the rules' reasons when
 * they refuse it. On a staggered vehicle the tire is judged for the axle its size belongs to.
 */
export function fitmentVerdict(vehicle: FitmentVehicle, tire: FitmentTire): FitmentVerdict {
  const name = vehicleShortName(vehicle);
  const front = parseTireSpec(vehicle.frontSpec);
  const rear = parseTireSpec(vehicle.rearSpec) ?? front;
  const candidate = fitmentTireSpec(tire);
  if (!front || !rear || !candidate) {
    return {
      kind: "caution",
      headline: `Check the fit on your ${name}`,
      notes: [
        { label: "Size not checked", text: "We could not read this tire's size to check it." },
      ],
      axle: "both",
    };
  }

  const staggered = isStaggeredVehicle(vehicle);
  const axles: ("front" | "rear")[] = staggered ? axlesToTry(front, rear, candidate) : ["front"];
  let first: FitmentVerdict | null = null;
  for (const axle of axles) {
    const verdict = judge(axle === "front" ? front : rear, candidate, tire, name, {
      axle: staggered ? axle : "both",
    });
    if (verdict.kind !== "refused") return verdict;
    first ??= verdict;
  }
  return first as FitmentVerdict;
}

// The axle whose original tire is nearest in overall diameter and width is tried first.
function axlesToTry(front: TireSpec, rear: TireSpec, candidate: TireSpec): ("front" | "rear")[] {
  const distance = (oe: TireSpec) =>
    Math.abs(diameterDifferencePercent(oe.size, candidate.size)) +
    Math.abs(widthOf(oe) - widthOf(candidate)) / 10;
  return distance(front) <= distance(rear) ? ["front", "rear"] : ["rear", "front"];
}

const widthOf = (spec: TireSpec) =>
  spec.size.kind === "metric" ? spec.size.width : spec.size.width * 25.4;

function judge(
  oe: TireSpec,
  candidate: TireSpec,
  tire: FitmentTire,
  name: string,
  { axle }: { axle: FitmentVerdict["axle"] },
): FitmentVerdict {
  const where = axle === "both" ? `your ${name}` : `the ${axle} of your ${name}`;
  const check = checkSubstitution(oe, candidate);
  if (!check.allowed) {
    return {
      kind: "refused",
      headline: `Does not fit ${where}`,
      notes: check.errors.map((text) => ({ label: refusalLabel(text), text })),
      axle,
    };
  }

  const notes: FitmentNote[] = [];
  for (const text of check.warnings) {
    // The size note below says more than the rules' rim-diameter warning.
    if (text.includes("-inch wheels")) continue;
    notes.push({ label: cautionLabel(text), text });
  }
  const oeSize = formatTireSize(oe.size);
  const candidateSize = formatTireSize(candidate.size);
  if (oeSize !== candidateSize) notes.push(sizeNote(oe, candidate, oeSize));
  if (WINTER_ONLY_CATEGORIES.has(tire.categoryName)) {
    notes.push({
      label: "Winter tire",
      text: "Made for snow, ice and cold: it wears fast and grips less in warm weather, so it is best fitted as a set of four for the winter months only.",
    });
  }
  if (notes.length === 0) return { kind: "fits", headline: `Fits ${where}`, notes, axle };
  return {
    kind: "caution",
    headline: `Fits ${where}, with ${notes.length === 1 ? "a caution" : `${notes.length} cautions`}`,
    notes,
    axle,
  };
}

function sizeNote(oe: TireSpec, candidate: TireSpec, oeSize: string): FitmentNote {
  const reads = (60 * overallDiameterInches(oe.size)) / overallDiameterInches(candidate.size);
  const difference = diameterDifferencePercent(oe.size, candidate.size);
  const rims = candidate.size.rimDiameter - oe.size.rimDiameter;
  const label =
    rims > 0 ? `Plus size (+${rims} in)` : rims < 0 ? `Minus size (${rims} in)` : "Other size";
  const wheels =
    rims === 0
      ? ""
      : ` It needs ${candidate.size.rimDiameter}-inch wheels; yours came on ${oe.size.rimDiameter}-inch.`;
  return {
    label,
    text: `Not your original ${oeSize}: it is ${Math.abs(difference).toFixed(1)}% ${difference >= 0 ? "taller" : "shorter"}, so at 60 mph your speedometer reads ${reads.toFixed(1)} mph.${wheels}`,
  };
}

function refusalLabel(text: string): string {
  if (text.includes("weight")) return "Load too low";
  if (text.includes("speedometer")) return "Wrong overall diameter";
  return "Does not fit";
}

function cautionLabel(text: string): string {
  if (text.includes("lower top speed")) return "Lower speed rating";
  if (text.includes("weight")) return "Load not checked";
  if (text.includes("speed rating")) return "Speed rating not checked";
  return "Check the fit";
}

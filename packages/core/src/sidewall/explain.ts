/**
 * What each mark of a tire spec means, for the sidewall breakdown: "225/50R17 98V XL RFT" read
 * part by part, with loads in kilograms and pounds and speeds in mph and km/h, and the UTQG grades
 * where the tire has them.
 */
import {
  effectiveSpeedRating,
  loadIndexKg,
  loadIndexLbs,
  type SpeedRating,
  speedRatingMph,
} from "../catalog/size-ratings";
import type { LoadRange, TireSpec } from "../catalog/size-spec";

export type SidewallPart = {
  /** What the mark is: "Width", "Load index"… */
  label: string;
  /** The mark as printed: "225", "98". */
  printed: string;
  /** What it means, in a sentence a shopper reads. */
  meaning: string;
};

const MM_PER_INCH = 25.4;

// ECE R30 speed symbols in km/h; Z is "over 240".
const SPEED_KMH: Readonly<Record<SpeedRating, number>> = {
  L: 120,
  M: 130,
  N: 140,
  P: 150,
  Q: 160,
  R: 170,
  S: 180,
  T: 190,
  U: 200,
  H: 210,
  V: 240,
  Z: 240,
  W: 270,
  Y: 300,
};

// The ply rating each load range stands for (US light-truck tires).
const PLY_RATING: Readonly<Record<LoadRange, number>> = {
  B: 4,
  C: 6,
  D: 8,
  E: 10,
  F: 12,
  G: 14,
  H: 16,
};

const PREFIX_MEANING: Readonly<Record<string, string>> = {
  P: "P-metric: a passenger car tire, sized to the US standard.",
  LT: "Light truck: built for heavier loads and towing, at higher pressures.",
  ST: "Special trailer: for trailers only, never on a car or truck.",
  T: "Temporary spare: for short trips at reduced speed until the tire is replaced.",
};

const CONSTRUCTION_MEANING: Readonly<Record<string, string>> = {
  R: "Radial: the cords inside run straight across the tire, as in nearly every car tire today.",
  ZR: "Radial, rated for speeds over 149 mph (240 km/h).",
  D: "Diagonal (bias-ply): the cords cross at an angle, as in many trailer tires.",
  B: "Bias-belted: bias plies with belts under the tread.",
};

const TRACTION_MEANING: Readonly<Record<string, string>> = {
  AA: "the best grade for stopping on wet pavement",
  A: "the second-best grade for stopping on wet pavement",
  B: "an average grade for stopping on wet pavement",
  C: "the lowest grade for stopping on wet pavement",
};

const TEMPERATURE_MEANING: Readonly<Record<string, string>> = {
  A: "the best resistance to heat at speed",
  B: "a middle resistance to heat at speed",
  C: "the lowest resistance to heat the law allows",
};

const number = (n: number) => n.toLocaleString("en-US");

/** The parts of a spec, in the order a sidewall prints them, then the UTQG grades if given. */
export function explainTireSpec(spec: TireSpec, utqg?: string | null): SidewallPart[] {
  const parts: SidewallPart[] = [];
  const { size } = spec;
  if (size.kind === "metric") {
    const prefix = PREFIX_MEANING[size.prefix];
    if (prefix) parts.push({ label: "Tire type", printed: size.prefix, meaning: prefix });
    else if (!size.commercial)
      parts.push({
        label: "Tire type",
        printed: "(none)",
        meaning: "Euro-metric: a passenger tire sized to the European standard.",
      });
    parts.push({
      label: "Width",
      printed: String(size.width),
      meaning: `${size.width} mm (${(size.width / MM_PER_INCH).toFixed(1)} in) from sidewall to sidewall.`,
    });
    const height = Math.round((size.width * size.aspectRatio) / 100);
    parts.push({
      label: "Aspect ratio",
      printed: String(size.aspectRatio),
      meaning: `The sidewall is ${size.aspectRatio}% as tall as the tire is wide: ${height} mm (${(height / MM_PER_INCH).toFixed(1)} in).`,
    });
    parts.push({
      label: "Construction",
      printed: size.construction,
      meaning: CONSTRUCTION_MEANING[size.construction] ?? size.construction,
    });
  } else {
    parts.push({
      label: "Overall diameter",
      printed: String(size.diameter),
      meaning: `${size.diameter} in (${Math.round(size.diameter * MM_PER_INCH)} mm) tall, mounted and inflated.`,
    });
    parts.push({
      label: "Width",
      printed: String(size.width),
      meaning: `${size.width} in (${Math.round(size.width * MM_PER_INCH)} mm) from sidewall to sidewall.`,
    });
  }
  parts.push({
    label: "Wheel size",
    printed: String(size.rimDiameter),
    meaning: `Fits a ${size.rimDiameter}-inch wheel.`,
  });
  if (size.kind === "metric" && size.commercial)
    parts.push({
      label: "Commercial",
      printed: "C",
      meaning: "European commercial: a van or light-truck tire built for heavier loads.",
    });
  if (spec.loadIndex) {
    const { single, dual } = spec.loadIndex;
    parts.push({
      label: "Load index",
      printed: dual === undefined ? String(single) : `${single}/${dual}`,
      meaning:
        dual === undefined
          ? `Carries up to ${loadText(single)} per tire.`
          : `Carries up to ${loadText(single)} per tire on its own, ${loadText(dual)} per tire in pairs on a dual axle.`,
    });
  }
  const speed = effectiveSpeedRating(spec);
  if (speed && spec.speedRating)
    parts.push({
      label: "Speed rating",
      printed: speed,
      meaning:
        speed === "Z"
          ? "Rated for speeds over 149 mph (240 km/h)."
          : `Rated for speeds up to ${speedRatingMph(speed)} mph (${SPEED_KMH[speed]} km/h).`,
    });
  if (spec.loadRange)
    parts.push({
      label: "Load range",
      printed: spec.loadRange,
      meaning: `Load range ${spec.loadRange}: as strong as a ${PLY_RATING[spec.loadRange]}-ply tire, for its highest load at its highest pressure.`,
    });
  if (spec.extraLoad)
    parts.push({
      label: "Extra load",
      printed: "XL",
      meaning:
        "Reinforced: carries more than a standard-load tire of its size, at a higher pressure.",
    });
  if (spec.runFlat)
    parts.push({
      label: "Run-flat",
      printed: "RFT",
      meaning:
        "Can be driven after losing its air, typically 50 miles at up to 50 mph, to reach a shop.",
    });
  if (spec.oe)
    parts.push({
      label: "Original equipment",
      printed: spec.oe.marking,
      meaning: `Built to ${spec.oe.carmaker}'s own specification for its cars.`,
    });
  parts.push(...explainUtqg(utqg));
  return parts;
}

/** "1,653 lb (750 kg)" for a load index. */
function loadText(index: number): string {
  const kg = loadIndexKg(index);
  const lbs = loadIndexLbs(index);
  return kg === null || lbs === null
    ? `load index ${index}`
    : `${number(lbs)} lb (${number(kg)} kg)`;
}

/**
 * The Uniform Tire Quality Grades (49 CFR 575.104) as printed, "500 A A" or "300 AA A":
 * treadwear against a reference tire's 100, wet traction and heat resistance. Nothing for text
 * that is not a grade.
 */
export function explainUtqg(utqg: string | null | undefined): SidewallPart[] {
  const match = /^\s*(\d{2,4})\s+(AA|A|B|C)\s+(A|B|C)\s*$/i.exec(utqg ?? "");
  if (!match) return [];
  const [, wear = "", traction = "", temperature = ""] = match;
  return [
    {
      label: "Treadwear",
      printed: wear,
      meaning: `Wore ${(Number(wear) / 100).toLocaleString("en-US")} times as long as the reference tire in the government test.`,
    },
    {
      label: "Traction",
      printed: traction.toUpperCase(),
      meaning: `${capitalise(TRACTION_MEANING[traction.toUpperCase()] ?? "")}.`,
    },
    {
      label: "Temperature",
      printed: temperature.toUpperCase(),
      meaning: `${capitalise(TEMPERATURE_MEANING[temperature.toUpperCase()] ?? "")}.`,
    },
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

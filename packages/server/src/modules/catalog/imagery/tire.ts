/**
 * Pictures of a tire drawn from what the catalogue knows of it: the tread by category, the
 * sidewall height by aspect ratio, the lettering by brand and line, white where the line is
 * sold with white letters. The demo catalogue has no photographs, and no image comes from an
 * outside host.
 */
import { PRODUCT_IMAGE_VIEW_NAMES, parseTireSize } from "@treadkit/core/catalog";
import { type SideFace, sideDefs, sideFace, sideLayout } from "./sidewall";
import { n, pick, svgRoot } from "./svg";
import {
  hasSnowflakeMark,
  RUBBER,
  type TreadDesign,
  treadDesign,
  treadEdge,
  treadPattern,
} from "./tread";

/** What a picture of a tire is drawn from. */
export type TireFacts = {
  brand: string;
  line: string;
  /** As printed: "225/45R17", "LT265/70R17", "35x12.50R20LT". */
  sizeLabel: string;
  categoryId: number;
  tireType: string;
  /** Null for sizes without one (flotation); then it is read from the size. */
  aspectRatio: number | null;
  whiteLetters: boolean;
};

/** The views drawn, named as productImageSchema names them. */
export const TIRE_VIEWS = ["sidewall", "treadonly", "sidetread"] as const;
export type TireView = (typeof TIRE_VIEWS)[number];

/** How alt text names each view. */
export const TIRE_VIEW_NAMES: Readonly<Record<TireView, string>> = PRODUCT_IMAGE_VIEW_NAMES;

/**
 * Where a view is served: the side view at /media/tires/SKU.svg, as links have always had it,
 * the others at /media/tires/VIEW/SKU.svg.
 */
export function tireImagePath(sku: string, view: TireView): string {
  const file = `${encodeURIComponent(sku)}.svg`;
  return view === "sidewall" ? `/media/tires/${file}` : `/media/tires/${view}/${file}`;
}

/** Every view is drawn in the box the product page shows it in; smaller uses scale it down. */
const BOX = { width: 240, height: 240 };

const TRUCK_TYPES: ReadonlySet<string> = new Set(["Light Truck", "Commercial", "Trailer"]);

/** The aspect ratio a picture is drawn with: the stored one, else the size's, else 65. */
export function drawnAspectRatio(facts: Pick<TireFacts, "aspectRatio" | "sizeLabel">): number {
  if (facts.aspectRatio) return facts.aspectRatio;
  const size = parseTireSize(facts.sizeLabel);
  if (size?.kind === "metric") return size.aspectRatio;
  if (size?.kind === "flotation") {
    return Math.round((((size.diameter - size.rimDiameter) / 2) * 100) / size.width);
  }
  return 65;
}

/**
 * The sidewall's height as a share of the tire's radius outside the rim, for a section about
 * half as wide as the rim is across (225 mm on a 17-inch rim): 0.24 at a 30 series, 0.42 at 70.
 */
export function wallShare(aspectRatio: number): number {
  const wall = (1.04 * aspectRatio) / 100;
  return wall / (1 + wall);
}

function faceOf(facts: TireFacts, design: TreadDesign, radius: number): SideFace {
  const lineKey = `${facts.brand} ${facts.line}`;
  return {
    radius,
    edge: treadEdge(design.family),
    wallShare: wallShare(drawnAspectRatio(facts)),
    brand: facts.brand,
    line: facts.line,
    size: facts.sizeLabel,
    whiteLetters: facts.whiteLetters,
    snowflake: hasSnowflakeMark(design.family),
    wheel: TRUCK_TYPES.has(facts.tireType)
      ? { style: "dish", spokes: 8 }
      : { style: "spokes", spokes: pick(lineKey, [5, 6, 7, 10] as const) },
  };
}

/** Dark where the tread turns away from the viewer, at the top and bottom of the picture. */
const TURNING_AWAY =
  `<linearGradient id="turn" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-opacity=".9"/><stop offset=".28" stop-opacity=".15"/>` +
  `<stop offset=".45" stop-color="#fff" stop-opacity=".07"/><stop offset=".72" stop-opacity=".2"/>` +
  `<stop offset="1" stop-opacity=".9"/></linearGradient>`;

function sidewallView(face: SideFace): string {
  const centre = BOX.width / 2;
  return `<defs>${sideDefs(face)}</defs><g transform="translate(${centre} ${centre})">${sideFace(face)}</g>`;
}

/** The tread face seen straight on: a band of the pattern between the two sidewalls' bulge. */
function treadView(design: TreadDesign): string {
  const left = 54;
  const width = 132;
  const right = left + width;
  const bottom = BOX.height;
  const edge = treadEdge(design.family);
  const bulge = (x: number, out: number) => `C${x - out} 60 ${x - out} 180 ${x} ${bottom}`;
  const outline = `M${left} 0${bulge(left, 16)}H${right}C${right + 16} 180 ${right + 16} 60 ${right} 0Z`;
  const lugs = edge.sidewallLugs
    ? `<path d="M${left - 2} 0${bulge(left - 2, 14)}M${right + 2} 0${bulge(right + 2, -14)}" fill="none" stroke="${RUBBER}" stroke-width="7" stroke-dasharray="${edge.notch + 8} ${edge.notch + 6}"/>`
    : "";
  return (
    `<defs>${treadPattern(design, "tread", left, width)}${TURNING_AWAY}` +
    `<linearGradient id="roll"><stop offset="0" stop-opacity=".6"/><stop offset=".12" stop-opacity="0"/>` +
    `<stop offset=".88" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></linearGradient></defs>` +
    `<path d="${outline}" fill="#1f2124"/>${lugs}` +
    `<rect x="${left}" width="${width}" height="${bottom}" fill="url(#tread)"/>` +
    `<rect x="${left}" width="${width}" height="${bottom}" fill="url(#roll)"/>` +
    `<path d="${outline}" fill="url(#turn)"/>`
  );
}

/**
 * Three-quarter view: the side face squeezed into an ellipse, and behind it the tread running
 * back to the far sidewall's edge, shaded where it turns away.
 */
function angledView(face: SideFace, design: TreadDesign): string {
  const squeeze = 0.42;
  const radius = face.radius;
  const cy = 116;
  const front = 82;
  const depth = 64;
  const back = front + depth;
  const rx = radius * squeeze;
  const top = cy - radius;
  const bottom = cy + radius;
  const farEdge = `M${back} ${n(top)}A${n(rx)} ${n(radius)} 0 0 1 ${back} ${n(bottom)}`;
  const body = `M${front} ${n(top)}H${back}A${n(rx)} ${n(radius)} 0 0 1 ${back} ${n(bottom)}H${front}Z`;
  const edge = face.edge;
  const lugs = edge.sidewallLugs
    ? `<path d="${farEdge}" fill="none" stroke="${RUBBER}" stroke-width="${n(edge.notch + 2)}" stroke-dasharray="${edge.notch + 7} ${edge.notch + 5}"/>`
    : "";
  return (
    `<defs>${sideDefs(face)}${treadPattern(design, "tread", front + rx, depth)}${TURNING_AWAY}</defs>` +
    `<ellipse cx="${(front + back) / 2 + 8}" cy="${n(bottom + 4)}" rx="${n(depth + rx)}" ry="5" opacity=".18"/>` +
    `${lugs}<path d="${body}" fill="url(#tread)"/><path d="${body}" fill="url(#turn)"/>` +
    `<path d="${farEdge}" fill="none" stroke="#0b0c0d" stroke-width="2"/>` +
    `<g transform="translate(${front} ${cy}) scale(${squeeze} 1)">${sideFace(face)}</g>`
  );
}

/** One view of a tire as a standalone SVG document, a few kilobytes. */
export function renderTireSvg(facts: TireFacts, view: TireView): string {
  const design = treadDesign(facts.categoryId, `${facts.brand} ${facts.line}`);
  const label = `${facts.brand} ${facts.line} ${facts.sizeLabel}, ${TIRE_VIEW_NAMES[view]}`;
  const data = { view, tread: design.family };
  if (view === "treadonly") return svgRoot(BOX, label, data, treadView(design));
  const face = faceOf(facts, design, view === "sidewall" ? 116 : 104);
  const drawn = {
    ...data,
    letters: facts.whiteLetters ? "white" : "embossed",
    sidewall: n(sideLayout(face).wall),
  };
  const body = view === "sidewall" ? sidewallView(face) : angledView(face, design);
  return svgRoot(BOX, label, drawn, body);
}

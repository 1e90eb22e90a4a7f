/**
 * The face of a tire seen from the side, centred on the origin: notched tread edge, sidewall
 * with its lettering, the 3PMSF mark where it belongs, and the wheel. The side view draws it as
 * it is; the angled view squeezes it into an ellipse in front of the tread.
 */

import { escapeXml, evenDashes, FONT, n } from "./svg";
import { RUBBER, type TreadEdge, VOID } from "./tread";

export type SideFace = {
  /** Outer radius, to the tips of the tread blocks. */
  radius: number;
  edge: TreadEdge;
  /** Sidewall height as a share of the sidewall's outer radius: low profile is small. */
  wallShare: number;
  brand: string;
  line: string;
  size: string;
  whiteLetters: boolean;
  snowflake: boolean;
  wheel: { style: "spokes" | "dish"; spokes: number };
};

/** The visible shoulder of the tread between its notched edge and the sidewall. */
const SHOULDER = 7;

/** Where everything on the face goes: radii of the sidewall, rim and text, sizes of the text. */
export type SideLayout = {
  wallOuter: number;
  rim: number;
  wall: number;
  middle: number;
  brandSize: number;
  lineSize: number;
  sizeSize: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function sideLayout(face: Pick<SideFace, "radius" | "edge" | "wallShare">): SideLayout {
  const wallOuter = face.radius - face.edge.notch - SHOULDER;
  const wall = wallOuter * face.wallShare;
  const rim = wallOuter - wall;
  return {
    wallOuter,
    rim,
    wall,
    middle: rim + wall / 2,
    brandSize: clamp(wall * 0.42, 6, 17),
    lineSize: clamp(wall * 0.32, 5, 13),
    sizeSize: clamp(wall * 0.22, 4, 8),
  };
}

/** Text along an arc, squeezed into `room` when bold capitals a unit apart would overflow it. */
function arcText(text: string, arc: string, size: number, room: number, paint: string): string {
  const estimate = text.length * (size * 0.68 + 1);
  const fit = estimate > room ? ` textLength="${n(room)}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text font-size="${n(size)}" ${paint}><textPath href="#${arc}" startOffset="50%" text-anchor="middle"${fit}>${escapeXml(text)}</textPath></text>`;
}

/**
 * Raised white letters where the line is sold with them; otherwise the lettering is moulded in
 * the rubber, a shade lighter than the sidewall.
 */
function letterPaint(white: boolean): string {
  return white
    ? `fill="#f4f4f0" stroke="#8d8f92" stroke-width=".4" font-weight="700"`
    : `fill="#53575e" stroke="#1f2124" stroke-width=".5" paint-order="stroke" font-weight="700"`;
}

/** The three-peak mountain snowflake mark, `size` high, centred at (x, y). */
function snowflakeMark(x: number, y: number, size: number, colour: string): string {
  const s = size / 2;
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  const mountain = `M${p(-1, 0.8)}L${p(-0.55, -0.25)}L${p(-0.3, 0.1)}L${p(0, -0.85)}L${p(0.3, 0.1)}L${p(0.55, -0.25)}L${p(1, 0.8)}Z`;
  const flake = [0, 60, 120]
    .map((degrees) => {
      const a = (degrees * Math.PI) / 180;
      const dx = 0.3 * Math.cos(a);
      const dy = 0.3 * Math.sin(a);
      return `M${p(-dx, 0.38 - dy)}L${p(dx, 0.38 + dy)}`;
    })
    .join("");
  return `<path id="pmsf" d="${mountain}${flake}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(0.6, size / 18))}" stroke-linejoin="round"/>`;
}

function spokedWheel(rim: number, spokes: number): string {
  const hub = rim * 0.3;
  const outer = rim * 0.86;
  const scale = 5 / spokes;
  const w1 = rim * 0.09 * scale + 1;
  const w2 = rim * 0.17 * scale + 1;
  const spoke = `<path id="spoke" d="M${n(-w1)} ${n(-hub)}L${n(-w2)} ${n(-outer)}A${n(outer)} ${n(outer)} 0 0 1 ${n(w2)} ${n(-outer)}L${n(w1)} ${n(-hub)}Z" fill="url(#metal)"/>`;
  const copies = Array.from(
    { length: spokes - 1 },
    (_, i) => `<use href="#spoke" transform="rotate(${n(((i + 1) * 360) / spokes)})"/>`,
  ).join("");
  const nuts = spokes % 6 === 0 ? 6 : 5;
  const nutRing = hub * 0.62;
  const nutCircles = Array.from({ length: nuts }, (_, i) => {
    const a = ((i * 360) / nuts - 90) * (Math.PI / 180);
    return `<circle cx="${n(nutRing * Math.cos(a))}" cy="${n(nutRing * Math.sin(a))}" r="${n(rim * 0.045 + 0.5)}"/>`;
  }).join("");
  return (
    `<circle r="${n(rim * 0.9)}" fill="#17191c"/>${spoke}${copies}` +
    `<circle r="${n(hub)}" fill="url(#metal)"/><g fill="#6f767e">${nutCircles}</g>` +
    `<circle r="${n(hub * 0.38)}" fill="#4d535a"/>`
  );
}

/** A truck's steel-look wheel: a dished face with round vents and a bolted ring. */
function dishWheel(rim: number): string {
  const holes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * 45 * Math.PI) / 180;
    return `<circle cx="${n(rim * 0.6 * Math.cos(a))}" cy="${n(rim * 0.6 * Math.sin(a))}" r="${n(rim * 0.12)}"/>`;
  }).join("");
  const ring = rim * 0.9;
  return (
    `<circle r="${n(rim * 0.93)}" fill="#3f444a"/>` +
    `<circle r="${n(ring)}" fill="none" stroke="#8c939b" stroke-width="1.6" stroke-linecap="round" stroke-dasharray="${evenDashes(2 * Math.PI * ring, 24, 0.02)}"/>` +
    `<g fill="#141518">${holes}</g><circle r="${n(rim * 0.36)}" fill="url(#metal)"/>` +
    `<circle r="${n(rim * 0.13)}" fill="#4d535a"/>`
  );
}

/** Definitions the face refers to, to go in the picture's <defs>. */
export function sideDefs(face: SideFace): string {
  const { wallOuter, rim, middle, brandSize, lineSize, sizeSize } = sideLayout(face);
  const top = middle - brandSize * 0.36;
  const bottom = middle + lineSize * 0.36;
  const side = middle - sizeSize * 0.36;
  const a = (Math.PI * 28) / 180;
  const wallStop = (radius: number) => n((radius / wallOuter) * 100);
  return (
    `<radialGradient id="wall"><stop offset="${wallStop(rim)}%" stop-color="#191a1d"/><stop offset="${wallStop(middle)}%" stop-color="#2c2f34"/><stop offset="100%" stop-color="#1b1c1f"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4e7ea"/><stop offset=".55" stop-color="#a5acb3"/><stop offset="1" stop-color="#6c737a"/></linearGradient>` +
    `<path id="top" d="M${n(-top)} 0A${n(top)} ${n(top)} 0 0 1 ${n(top)} 0"/>` +
    `<path id="bottom" d="M${n(-bottom)} 0A${n(bottom)} ${n(bottom)} 0 0 0 ${n(bottom)} 0"/>` +
    `<path id="right" d="M${n(side * Math.cos(a))} ${n(-side * Math.sin(a))}A${n(side)} ${n(side)} 0 0 1 ${n(side * Math.cos(a))} ${n(side * Math.sin(a))}"/>`
  );
}

/** The face itself, centred on the origin; it uses the ids of sideDefs. */
export function sideFace(face: SideFace): string {
  const { edge } = face;
  const { wallOuter, rim, wall, middle, brandSize, lineSize, sizeSize } = sideLayout(face);
  const shoulder = face.radius - edge.notch;
  // The top and bottom text each keep to a third of the circle, clear of the size and the mark.
  const third = (radius: number) => ((2 * Math.PI) / 3) * radius * 0.95;
  const blockRing = shoulder + edge.notch / 2;
  const lugRing = wallOuter - 2.5;
  const lugs = edge.sidewallLugs
    ? `<circle r="${n(lugRing)}" fill="none" stroke="#2b2d31" stroke-width="5" stroke-dasharray="${evenDashes(2 * Math.PI * lugRing, edge.blocks, 0.45)}"/>`
    : "";
  const mark = face.snowflake
    ? snowflakeMark(
        -middle,
        0,
        clamp(wall * 0.55, 7, 24),
        face.whiteLetters ? "#e9e9e4" : "#5a5e65",
      )
    : "";
  const paint = letterPaint(face.whiteLetters);
  return (
    `<circle r="${n(shoulder)}" fill="${RUBBER}"/>` +
    `<circle r="${n(blockRing)}" fill="none" stroke="${RUBBER}" stroke-width="${n(edge.notch)}" stroke-dasharray="${evenDashes(2 * Math.PI * blockRing, edge.blocks, edge.fill)}"/>` +
    `<circle r="${n(shoulder - 3)}" fill="none" stroke="${VOID}" stroke-width="1.2" stroke-dasharray="${evenDashes(2 * Math.PI * (shoulder - 3), edge.blocks, 1 - edge.fill)}"/>` +
    `<circle r="${n(wallOuter)}" fill="url(#wall)"/>${lugs}` +
    `<circle r="${n(wallOuter - 1)}" fill="none" stroke="#3b3e44" stroke-width=".8"/>` +
    `<g font-family="${FONT}" letter-spacing="1">` +
    arcText(face.brand.toUpperCase(), "top", brandSize, third(middle), paint) +
    arcText(face.line, "bottom", lineSize, third(middle), paint) +
    arcText(face.size, "right", sizeSize, middle * 0.9, letterPaint(false)) +
    `</g>${mark}` +
    `<circle r="${n(rim + 1.5)}" fill="#121315"/><circle r="${n(rim)}" fill="url(#metal)"/>` +
    (face.wheel.style === "dish" ? dishWheel(rim) : spokedWheel(rim, face.wheel.spokes))
  );
}

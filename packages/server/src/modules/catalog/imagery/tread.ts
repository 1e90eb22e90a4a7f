/**
 * Tread patterns by category: one tile of the tread face, one pitch high, that an SVG <pattern>
 * repeats round the tire, and the notched edge the same tread shows in a side view.
 */
import { hash32, n } from "./svg";

export type TreadFamily =
  | "rib"
  | "all-weather"
  | "winter"
  | "all-terrain"
  | "mud-terrain"
  | "performance";

/** Category ids (core's CATEGORY_NAMES) by the tread they are drawn with. */
const FAMILY_OF_CATEGORY: Readonly<Record<number, TreadFamily>> = {
  1: "rib", // All Season
  5: "rib", // Highway
  11: "rib", // Touring
  13: "all-weather",
  3: "winter",
  4: "all-terrain",
  6: "mud-terrain",
  2: "performance",
  7: "performance", // Racing
  8: "performance", // UHP
  10: "performance", // Summer
  20: "performance", // Track Competition
};

/** Racing and track tires are near slicks: two circumferential grooves and no notches. */
const TRACK_CATEGORIES: ReadonlySet<number> = new Set([7, 20]);

export function treadFamily(categoryId: number): TreadFamily {
  return FAMILY_OF_CATEGORY[categoryId] ?? "rib";
}

/** A tread as drawn: its family, and the few details a line's hash varies within it. */
export type TreadDesign = {
  family: TreadFamily;
  /** Circumferential grooves of a performance tread: 3 on the street, 2 on the track. */
  grooves: 2 | 3;
  /** How steeply lateral grooves run, 0.4 to 0.8 of a pitch; varies by line. */
  slant: number;
};

export function treadDesign(categoryId: number, lineKey: string): TreadDesign {
  return {
    family: treadFamily(categoryId),
    grooves: TRACK_CATEGORIES.has(categoryId) ? 2 : 3,
    slant: 0.4 + (hash32(lineKey) % 5) * 0.1,
  };
}

export const RUBBER = "#303338";
export const VOID = "#0e0f11";
const SIPE = "#17181b";

/** Width of a tile in its own units; a view scales it to the tread it draws. */
const TILE_WIDTH = 120;

type Tile = { pitch: number; body: string };

/** A shape drawn at y and one pitch above, so that what crosses the tile's top edge tiles. */
const wrapped = (pitch: number, draw: (y: number) => string) => draw(0) + draw(-pitch);

const voidLines = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${VOID}" stroke-width="${width}" stroke-linejoin="round"/>`;

const sipes = (d: string) =>
  `<path class="sipe" d="${d}" fill="none" stroke="${SIPE}" stroke-width=".9"/>`;

/** A zig-zag sipe across [x0, x1] at height y, in periods of 8 units. */
function zigzag(x0: number, x1: number, y: number): string {
  const periods = Math.floor((x1 - x0) / 8);
  return `M${n(x0)} ${n(y)}${"l4-1.6 4 1.6".repeat(periods)}`;
}

/** All-season, touring and highway: four ribs, three straight grooves, angled slots. */
function ribTile({ slant }: TreadDesign): Tile {
  const pitch = 16;
  const ribs: [number, number][] = [
    [33, 57],
    [63, 87],
  ];
  const lateral = ribs.map(([a, b]) => `M${a} 2L${b} ${n(2 + slant * 12)}`).join("");
  const shoulders = `M0 8H20M100 ${n(8 - slant * 3)}L120 ${n(8 + slant * 3)}`;
  return {
    pitch,
    body:
      `<rect width="120" height="${pitch}" fill="${RUBBER}"/>` +
      voidLines(lateral, 2.2) +
      voidLines(shoulders, 2.6) +
      `<path d="M27 0h6v${pitch}h-6zM57 0h6v${pitch}h-6zM87 0h6v${pitch}h-6z" fill="${VOID}"/>`,
  };
}

/** All-weather: directional V grooves, each with a pair of sipes beside it. */
function allWeatherTile(): Tile {
  const pitch = 20;
  const vee = (y: number) => `M0 ${y + 14}L60 ${y}L120 ${y + 14}`;
  return {
    pitch,
    body:
      `<rect width="120" height="${pitch}" fill="${RUBBER}"/>` +
      sipes(wrapped(pitch, (y) => vee(y + 6) + vee(y + 12))) +
      voidLines(wrapped(pitch, vee), 3.6),
  };
}

/** Winter: zig-zag grooves, directional slots and dense zig-zag sipes across every block. */
function winterTile(): Tile {
  const pitch = 18;
  const zig = (x: number) => `M${x} 0${"l4 4.5-4 4.5".repeat(2)}`;
  const slots = (y: number) => `M0 ${y + 8}L38 ${y + 3}M46 ${y + 6}H74M82 ${y + 3}L120 ${y + 8}`;
  return {
    pitch,
    body:
      `<rect width="120" height="${pitch}" fill="${RUBBER}"/>` +
      sipes([3, 7.5, 12, 16.5].map((y) => zigzag(0, 120, y)).join("")) +
      voidLines(wrapped(pitch, slots), 3) +
      voidLines(zig(40) + zig(78), 3.4),
  };
}

/** All-terrain: staggered, notched blocks that interlock across narrow voids, a sipe each. */
function allTerrainTile(): Tile {
  const pitch = 28;
  const columns: [number, number, number][] = [
    [2, 30, 0],
    [33, 58, 14],
    [62, 87, 0],
    [90, 118, 14],
  ];
  const block = (a: number, b: number, y: number) => {
    const top = y + 1.5;
    const bottom = y + pitch - 1.5;
    const middle = (top + bottom) / 2;
    return `M${a} ${top}H${b - 5}L${b} ${top + 6}V${middle}H${b - 4}V${bottom}H${a + 4}L${a} ${bottom - 6}Z`;
  };
  const blocks = columns
    .map(([a, b, offset]) => block(a, b, offset) + (offset ? block(a, b, offset - pitch) : ""))
    .join("");
  const cuts = columns
    .map(([a, b, offset]) => {
      const y = (offset + 9) % pitch;
      return `M${a + 5} ${y}L${b - 7} ${y + 4}`;
    })
    .join("");
  return {
    pitch,
    body:
      `<rect width="120" height="${pitch}" fill="${VOID}"/>` +
      `<path d="${blocks}" fill="${RUBBER}"/>` +
      sipes(cuts),
  };
}

/** Mud-terrain: big chunky blocks across wide voids, long and short shoulder lugs in turn. */
function mudTerrainTile(): Tile {
  const pitch = 36;
  const lugs =
    "M0 3H36L40 15H0ZM0 21H24L27 33H0ZM120 21H84L80 33H120ZM120 3H96L93 15H120Z" +
    "M44 19L64 16L66 31L46 33ZM56 1L76 -2L78 13L58 15ZM56 37L76 34L78 49L58 51Z";
  return {
    pitch,
    body: `<rect width="120" height="${pitch}" fill="${VOID}"/><path d="${lugs}" fill="${RUBBER}"/>`,
  };
}

/**
 * Summer, performance, UHP, racing and track: asymmetric, a wide solid outer shoulder, few
 * straight grooves, short slots on the inner shoulder only.
 */
function performanceTile({ grooves, slant }: TreadDesign): Tile {
  const pitch = 24;
  const cuts: [number, number][] =
    grooves === 2
      ? [
          [44, 7],
          [84, 6],
        ]
      : [
          [38, 7],
          [68, 6],
          [96, 5],
        ];
  const channels = cuts.map(([x, w]) => `M${x} 0h${w}v${pitch}h-${w}z`).join("");
  const inner = `M120 ${n(8 - slant * 4)}L106 ${n(8 + slant * 4)}`;
  const notches = grooves === 3 ? `M0 12H6M75 4l5 5` : "M0 12H4";
  return {
    pitch,
    body:
      `<rect width="120" height="${pitch}" fill="${RUBBER}"/>` +
      voidLines(inner + notches, 2.2) +
      `<path d="${channels}" fill="${VOID}"/>`,
  };
}

function tile(design: TreadDesign): Tile {
  switch (design.family) {
    case "rib":
      return ribTile(design);
    case "all-weather":
      return allWeatherTile();
    case "winter":
      return winterTile();
    case "all-terrain":
      return allTerrainTile();
    case "mud-terrain":
      return mudTerrainTile();
    case "performance":
      return performanceTile(design);
  }
}

/**
 * The tread as a <pattern> in user space: the tile scaled to `width` across, its left edge at
 * `x`, repeating down the picture one pitch at a time.
 */
export function treadPattern(design: TreadDesign, id: string, x: number, width: number): string {
  const { pitch, body } = tile(design);
  const scale = width / TILE_WIDTH;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${TILE_WIDTH}" height="${pitch}" x="${n(x / scale)}" patternTransform="scale(${Math.round(scale * 1000) / 1000} 1)">${body}</pattern>`;
}

/**
 * The tread's edge in a side view: how deep the notches between blocks are, how many blocks go
 * round, what share of each period is block, and whether lugs run down onto the sidewall.
 */
export type TreadEdge = { notch: number; blocks: number; fill: number; sidewallLugs: boolean };

const EDGES: Readonly<Record<TreadFamily, TreadEdge>> = {
  rib: { notch: 2, blocks: 72, fill: 0.8, sidewallLugs: false },
  performance: { notch: 1.2, blocks: 48, fill: 0.9, sidewallLugs: false },
  "all-weather": { notch: 2.5, blocks: 64, fill: 0.75, sidewallLugs: false },
  winter: { notch: 3, blocks: 80, fill: 0.7, sidewallLugs: false },
  "all-terrain": { notch: 4, blocks: 44, fill: 0.7, sidewallLugs: true },
  "mud-terrain": { notch: 7, blocks: 30, fill: 0.6, sidewallLugs: true },
};

export function treadEdge(family: TreadFamily): TreadEdge {
  return EDGES[family];
}

/** Winter and all-weather tires carry the three-peak mountain snowflake (3PMSF) mark. */
export function hasSnowflakeMark(family: TreadFamily): boolean {
  return family === "winter" || family === "all-weather";
}

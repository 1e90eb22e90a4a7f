/**
 * Generated sidewall photos: a tire's size, service description and DOT code in raised letters
 * along the sidewall's arc, photographed badly (rotated, out of focus, with glare, sensor noise
 * and little contrast between the letters and the rubber). Each image is drawn from a seed, so a
 * set is the same every time it is drawn; the development set and the measurement set use seeds
 * that never meet. Drawn in Chromium's canvas (the browser the recognition runs in), through
 * Playwright.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { makerOfBrand } from "../../packages/core/src/sidewall/makers";
import { PLANT_CODES } from "../../packages/core/src/sidewall/plants";

export type SidewallSet = "dev" | "measure";

/** One photo: what is printed on the tire, and how the photo was taken. */
export type SidewallPhoto = {
  name: string;
  seed: number;
  /** The spec as the sidewall prints it: "P225/50R17 93V", "LT265/75R16 123/120R". */
  spec: string;
  /** The DOT code as printed, groups apart: "DOT U9 LL 4RT 1224". */
  dot: string;
  brand: string;
  width: number;
  height: number;
  /** Radius of the size line, px. */
  radius: number;
  fontSize: number;
  font: string;
  /** The whole tire turned in the frame, degrees. */
  rotation: number;
  /** Gray level of the rubber, and how much lighter the letters' faces are. */
  rubber: number;
  lift: number;
  blur: number;
  noise: number;
  glare: { x: number; y: number; radius: number; alpha: number } | null;
};

type ProductRow = {
  brand: string;
  size: string;
  loadIndex: string | null;
  speedRating: string | null;
  loadRange: string | null;
  runFlat: boolean;
  extraLoad: boolean;
};

const DATA = join(import.meta.dirname, "../../packages/server/src/seed/data/products.ndjson.gz");
let products: ProductRow[] | null = null;

function productRows(): ProductRow[] {
  products ??= gunzipSync(readFileSync(DATA))
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProductRow)
    .filter((row) => row.loadIndex && row.speedRating);
  return products;
}

/** A small, seeded generator (mulberry32): the same seed draws the same photo. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FONTS = [
  "'DejaVu Sans', sans-serif",
  "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
  "'Liberation Sans', sans-serif",
];
const SET_SEEDS: Record<SidewallSet, number> = { dev: 10_000, measure: 7_000_000 };
const SYMBOLS = "0123456789ACDEFHJKLMNPRTUVWXY";

/** The spec as a sidewall prints it, from a product of the data set. */
function printedSpec(row: ProductRow, random: () => number): string {
  const lightTruck = /^(LT|\d+X)/.test(row.size);
  const size =
    !lightTruck && /^\d{3}\//.test(row.size) && random() < 0.35 ? `P${row.size}` : row.size;
  const parts = [size, `${row.loadIndex}${row.speedRating}`];
  if (row.extraLoad) parts.push("XL");
  if (row.runFlat) parts.push("RFT");
  return parts.join(" ");
}

/** A DOT code of the brand's maker: one of its plants, made 1 to 400 weeks before late 2026. */
function printedDot(brand: string, random: () => number): string {
  const maker = makerOfBrand(brand);
  // Codes of the 13-symbol TIN (three symbols), as tires made since 2015 carry.
  const plants = Object.entries(PLANT_CODES)
    .filter(([code, [plantMaker]]) => plantMaker === maker && code.length === 3)
    .map(([code]) => code);
  const plant = plants[Math.floor(random() * plants.length)] ?? "U9";
  const pick = (length: number) =>
    Array.from({ length }, () => SYMBOLS[Math.floor(random() * SYMBOLS.length)]).join("");
  const weeksAgo = 1 + Math.floor(random() * 400);
  const made = new Date(Date.UTC(2026, 10, 1) - weeksAgo * 7 * 86_400_000);
  const yearStart = Date.UTC(made.getUTCFullYear(), 0, 1);
  const week = Math.min(52, 1 + Math.floor((made.getTime() - yearStart) / (7 * 86_400_000)));
  const date = `${String(week).padStart(2, "0")}${String(made.getUTCFullYear() % 100).padStart(2, "0")}`;
  return `DOT ${plant} ${pick(2)} ${pick(3)} ${date}`;
}

/** The photos of a set, `count` of them from its first; the same every time. */
export function sidewallPhotos(set: SidewallSet, count: number, from = 0): SidewallPhoto[] {
  const rows = productRows();
  return Array.from({ length: count }, (_, index) => {
    const seed = SET_SEEDS[set] + from + index;
    const random = seededRandom(seed);
    const row = rows[Math.floor(random() * rows.length)] as ProductRow;
    const between = (low: number, high: number) => low + random() * (high - low);
    const hard = random();
    return {
      name: `${set}-${String(from + index).padStart(4, "0")}`,
      seed,
      spec: printedSpec(row, random),
      dot: printedDot(row.brand, random),
      brand: row.brand.toUpperCase(),
      width: 1280,
      height: 960,
      radius: Math.round(between(650, 1500)),
      fontSize: Math.round(between(46, 72)),
      font: FONTS[Math.floor(random() * FONTS.length)] as string,
      rotation: between(-14, 14),
      rubber: Math.round(between(28, 70)),
      lift: Math.round(hard < 0.25 ? between(10, 18) : between(18, 45)),
      blur: between(0, 2.2),
      noise: between(2, 16),
      glare:
        random() < 0.45
          ? {
              x: between(0.15, 0.85),
              y: between(0.15, 0.85),
              radius: between(0.15, 0.45),
              alpha: between(0.15, 0.55),
            }
          : null,
    };
  });
}

/**
 * Draws a photo in the page's canvas and returns it as a JPEG, as a phone camera would save it.
 * Runs inside the page: it uses nothing from this module's scope.
 */
async function drawSidewall(photo: SidewallPhoto): Promise<string> {
  let state = (photo.seed * 7919) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const { width, height, radius, fontSize } = photo;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  const gray = (level: number) => {
    const value = Math.max(0, Math.min(255, Math.round(level)));
    return `rgb(${value},${value},${value})`;
  };

  // The tire's centre sits outside the frame, so the sidewall's lettering arcs across it; the
  // size is framed near the middle, as the guide asks.
  const turn = (photo.rotation * Math.PI) / 180;
  const centreX = width / 2 - radius * Math.sin(turn);
  const centreY = height / 2 + radius * Math.cos(turn);
  ctx.fillStyle = gray(photo.rubber);
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(centreX, centreY);
  ctx.rotate(turn);
  // Moulded rings of the sidewall, a shade apart.
  for (let ring = 0; ring < 6; ring++) {
    const r = radius + (ring - 3) * fontSize * 1.3 + fontSize * 0.65;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.lineWidth = 2 + random() * 3;
    ctx.strokeStyle = gray(photo.rubber + (random() < 0.5 ? -6 : 6));
    ctx.stroke();
  }

  /** Raised letters along the arc: a shadow below, a highlight above, then the face. */
  const arcText = (text: string, r: number, size: number, spacing: number) => {
    ctx.font = `bold ${size}px ${photo.font}`;
    ctx.textBaseline = "alphabetic";
    const widths = [...text].map((char) => ctx.measureText(char).width + spacing);
    const total = widths.reduce((sum, each) => sum + each, 0);
    let along = -total / 2;
    [...text].forEach((char, index) => {
      const charWidth = widths[index] as number;
      const angle = (along + charWidth / 2) / r;
      along += charWidth;
      if (char === " ") return;
      const layers: [number, number, number][] = [
        [1.6, 1.6, -photo.lift * 0.6],
        [-1.2, -1.2, photo.lift * 1.5],
        [0, 0, photo.lift],
      ];
      for (const [dx, dy, level] of layers) {
        ctx.save();
        ctx.rotate(angle);
        ctx.translate(0, -r);
        ctx.fillStyle = gray(photo.rubber + level);
        ctx.fillText(char, -(charWidth - spacing) / 2 + dx, size * 0.36 + dy);
        ctx.restore();
      }
    });
  };
  arcText(photo.brand, radius + fontSize * 2.3, fontSize * 1.35, fontSize * 0.12);
  arcText(photo.spec, radius, fontSize, fontSize * 0.06);
  arcText(photo.dot, radius - fontSize * 1.9, fontSize * 0.72, fontSize * 0.08);
  ctx.restore();

  // Out of focus.
  let image: OffscreenCanvas = canvas;
  if (photo.blur > 0.2) {
    const blurred = new OffscreenCanvas(width, height);
    const blurCtx = blurred.getContext("2d") as OffscreenCanvasRenderingContext2D;
    blurCtx.filter = `blur(${photo.blur.toFixed(2)}px)`;
    blurCtx.drawImage(canvas, 0, 0);
    image = blurred;
  }
  const out = image.getContext("2d") as OffscreenCanvasRenderingContext2D;
  // Light falling off across the frame, and a glare spot.
  const falloff = out.createLinearGradient(0, 0, width, height);
  falloff.addColorStop(0, "rgba(255,255,255,0.06)");
  falloff.addColorStop(1, "rgba(0,0,0,0.18)");
  out.fillStyle = falloff;
  out.fillRect(0, 0, width, height);
  if (photo.glare) {
    const { x, y, radius: spot, alpha } = photo.glare;
    const glare = out.createRadialGradient(
      x * width,
      y * height,
      0,
      x * width,
      y * height,
      spot * width,
    );
    glare.addColorStop(0, `rgba(255,255,255,${alpha})`);
    glare.addColorStop(1, "rgba(255,255,255,0)");
    out.fillStyle = glare;
    out.fillRect(0, 0, width, height);
  }
  // Sensor noise.
  const pixels = out.getImageData(0, 0, width, height);
  for (let index = 0; index < pixels.data.length; index += 4) {
    const u = Math.max(random(), 1e-9);
    const v = random();
    const offset = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) * photo.noise;
    for (let channel = 0; channel < 3; channel++) {
      pixels.data[index + channel] = (pixels.data[index + channel] as number) + offset;
    }
  }
  out.putImageData(pixels, 0, 0);

  const blob = await image.convertToBlob({ type: "image/jpeg", quality: 0.85 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** The JPEG of each photo, drawn in `page`. */
export async function drawSidewallPhotos(
  page: Page,
  photos: readonly SidewallPhoto[],
): Promise<Buffer[]> {
  // tsx names functions through a helper the page does not have.
  await page.evaluate("window.__name = (fn) => fn");
  const images: Buffer[] = [];
  for (const photo of photos) {
    images.push(Buffer.from(await page.evaluate(drawSidewall, photo), "base64"));
  }
  return images;
}

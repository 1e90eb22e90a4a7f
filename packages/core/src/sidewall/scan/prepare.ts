/**
 * From a sidewall photo to a strip a text recogniser can read. Sidewall lettering is moulded in
 * the rubber: black on black, told apart only by the light on its edges, and set along an arc
 * around the wheel's centre. So the photo is evened out (each pixel against its neighbourhood,
 * which takes glare and shade away), the lettering is found by its edges, a circle is fitted
 * through it, and the ring of text is unrolled into straight lines: dark letters on white.
 *
 * Pure arithmetic on pixel arrays, run in a worker by the browser (ui's sidewall scan) and
 * directly by tests.
 */

/** A one-channel picture, row by row. */
export type Gray = { width: number; height: number; data: Float32Array };

export type Circle = { x: number; y: number; r: number };

/** Where the lettering lies: a circle, the band of radii and the arc of angles it covers. */
export type TextRing = {
  circle: Circle;
  inner: number;
  outer: number;
  /** Angles (radians, clockwise on screen) from the lettering's middle direction. */
  from: number;
  to: number;
  /** The lettering's middle direction from the centre. */
  facing: number;
};

/** A picture in 8-bit gray, as a canvas's ImageData would hold it after expanding. */
export type Strip = { width: number; height: number; data: Uint8ClampedArray };

/** Luminance (Rec. 601) of RGBA pixels. */
function grayOf(rgba: Uint8ClampedArray, width: number, height: number): Gray {
  const data = new Float32Array(width * height);
  for (let index = 0, pixel = 0; pixel < data.length; index += 4, pixel++) {
    data[pixel] =
      0.299 * (rgba[index] as number) +
      0.587 * (rgba[index + 1] as number) +
      0.114 * (rgba[index + 2] as number);
  }
  return { width, height, data };
}

/** Each pixel's mean over the square of `radius` around it (edges clamp), from a summed table. */
function boxMean(source: Gray, radius: number): Gray {
  const { width, height, data } = source;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] as number;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] as number) + row;
    }
  }
  // Each column's window, worked out once rather than for every row.
  const lefts = new Int32Array(width);
  const rights = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    lefts[x] = Math.max(0, x - radius);
    rights[x] = Math.min(width, x + radius + 1);
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    const above = top * stride;
    const below = bottom * stride;
    const rows = bottom - top;
    for (let x = 0; x < width; x++) {
      const left = lefts[x] as number;
      const right = rights[x] as number;
      const total =
        (sums[below + right] as number) -
        (sums[above + right] as number) -
        (sums[below + left] as number) +
        (sums[above + left] as number);
      out[y * width + x] = total / (rows * (right - left));
    }
  }
  return { width, height, data: out };
}

/**
 * Each pixel against its neighbourhood: its difference from the local mean in local standard
 * deviations (with a floor, so flat rubber stays flat rather than amplifying its grain). Glare
 * and shade, which change slowly, drop out; lettering, which changes within a stroke, stays.
 */
function evenOut(gray: Gray, radius: number): Gray {
  const mean = boxMean(gray, radius);
  // The variation about each pixel's own local mean: a glare's slope, which a window's mean
  // follows, adds nothing to it, as it would to the window's plain variance.
  const residual = new Float32Array(gray.data.length);
  const residualSquared = new Float32Array(gray.data.length);
  for (let index = 0; index < residual.length; index++) {
    const value = (gray.data[index] as number) - (mean.data[index] as number);
    residual[index] = value;
    // As stored: the square of the residual as a 32-bit float holds it.
    residualSquared[index] = (residual[index] as number) ** 2;
  }
  const squared = boxMean({ ...gray, data: residualSquared }, radius);
  const out = new Float32Array(gray.data.length);
  const deviations = new Float32Array(gray.data.length);
  for (let index = 0; index < out.length; index++)
    deviations[index] = Math.sqrt(squared.data[index] as number);
  // Most of a sidewall photo is plain rubber, so the median variation is its grain; measured
  // against twice as much, grain stays below one.
  const floor = Math.max(2, quantile(sampleEvery(deviations, 7), 0.5) * 2);
  for (let index = 0; index < out.length; index++)
    out[index] = (residual[index] as number) / Math.max(deviations[index] as number, floor);
  return { width: gray.width, height: gray.height, data: out };
}

/** How much each pixel is lettering: edge strength, gathered over about a letter's stroke. */
function edgeEnergy(gray: Gray, radius: number): Gray {
  const { width, height, data } = gray;
  const edges = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const dx = (data[at + 1] as number) - (data[at - 1] as number);
      const dy = (data[at + width] as number) - (data[at - width] as number);
      edges[at] = Math.abs(dx) + Math.abs(dy);
    }
  }
  return boxMean({ width, height, data: edges }, radius);
}

/** Every `step`-th value. */
function sampleEvery(values: Float32Array, step: number): Float32Array {
  const out = new Float32Array(Math.ceil(values.length / step));
  for (let index = 0; index < out.length; index++) out[index] = values[index * step] as number;
  return out;
}

/** The value below which `share` of the values lie. */
function quantile(values: ArrayLike<number>, share: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** The points most likely to be lettering, every `step` pixels. */
function letteringPoints(gray: Gray, step = 3): { x: number; y: number }[] {
  const scale = Math.max(gray.width, gray.height);
  const energy = edgeEnergy(gray, Math.max(3, Math.round(scale / 200)));
  const sampled: number[] = [];
  for (let y = 0; y < gray.height; y += step)
    for (let x = 0; x < gray.width; x += step)
      sampled.push(energy.data[y * gray.width + x] as number);
  const threshold = quantile(sampled, 0.92);
  const points: { x: number; y: number }[] = [];
  // A margin: the frame's edges carry the filters' artefacts, not lettering.
  const margin = Math.round(scale / 60);
  for (let y = margin; y < gray.height - margin; y += step)
    for (let x = margin; x < gray.width - margin; x += step)
      if ((energy.data[y * gray.width + x] as number) > threshold) points.push({ x, y });
  return points;
}

type Point = { x: number; y: number };

/**
 * How sharply the points' distances from a centre gather into rings: the sum of squares of their
 * histogram (linear binning), negated, so that lower is better. About the wheel's centre each line
 * of lettering is a thin ring; about any other point the lines smear into one another.
 */
function spreadAbout(
  points: readonly Point[],
  x: number,
  y: number,
  bin: number,
): { r: number; cost: number } {
  const distances = new Float64Array(points.length);
  let least = Number.POSITIVE_INFINITY;
  let most = 0;
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const point = points[index] as Point;
    const dx = point.x - x;
    const dy = point.y - y;
    // Not Math.hypot, which guards against overflow no pixel distance comes near, slowly.
    const distance = Math.sqrt(dx * dx + dy * dy);
    distances[index] = distance;
    sum += distance;
    if (distance < least) least = distance;
    if (distance > most) most = distance;
  }
  const bins = new Float64Array(Math.ceil((most - least) / bin) + 2);
  for (const distance of distances) {
    const at = (distance - least) / bin;
    const low = Math.floor(at);
    const share = at - low;
    bins[low] = (bins[low] as number) + 1 - share;
    bins[low + 1] = (bins[low + 1] as number) + share;
  }
  let squares = 0;
  for (const count of bins) squares += count * count;
  return { r: sum / points.length, cost: -squares / (points.length * points.length) };
}

/** Every `count`-th point at most, so a search costs the same whatever the photo holds. */
function thinned(points: readonly Point[], most: number): readonly Point[] {
  if (points.length <= most) return points;
  const step = points.length / most;
  return Array.from({ length: most }, (_, index) => points[Math.floor(index * step)] as Point);
}

/**
 * The circle the points lie around: the centre about which their distances gather most sharply
 * into rings. Lettering is a thick band (letters have height, and a sidewall carries several
 * lines), for which least-squares circle fits drift to small circles inside the band; this
 * searches centres along the band's normal, at every distance from a third of the photo to thirty
 * photos (almost straight), on both sides, then refines the best. Given a circle already fitted
 * near (`near`: the same lettering with its outliers taken away), it only refines that.
 */
export function fitCircle(found: readonly Point[], size: number, near?: Circle): Circle | null {
  const points = thinned(found, 1500);
  if (points.length < 10) return null;
  // The centre lies outside the lettering, well away: a sidewall framed as the guide asks fills
  // the photo, so its lettering's radius is at least about half the photo's size.
  const least = size * 0.4;
  const bin = size / 256;
  const best = near
    ? { ...near, ...spreadAbout(points, near.x, near.y, bin) }
    : searchCentres(points, size, least, bin);
  return refineCentre(points, best, least, bin);
}

type Centre = { x: number; y: number; r: number; cost: number };

/** The best centre on a coarse grid along the points' normal, both sides, near to far. */
function searchCentres(points: readonly Point[], size: number, least: number, bin: number): Centre {
  let meanX = 0;
  let meanY = 0;
  for (const point of points) {
    meanX += point.x;
    meanY += point.y;
  }
  meanX /= points.length;
  meanY /= points.length;
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const point of points) {
    xx += (point.x - meanX) ** 2;
    xy += (point.x - meanX) * (point.y - meanY);
    yy += (point.y - meanY) ** 2;
  }
  const normal = 0.5 * Math.atan2(2 * xy, xx - yy) + Math.PI / 2;
  let best = { x: meanX, y: meanY, r: 0, cost: Number.POSITIVE_INFINITY };
  const steps = 36;
  for (const side of [1, -1]) {
    for (let step = 0; step <= steps; step++) {
      const distance = size * 0.3 * 100 ** (step / steps);
      for (let turn = -30; turn <= 30; turn += 3) {
        const angle = normal + (turn * Math.PI) / 180;
        const x = meanX + side * distance * Math.cos(angle);
        const y = meanY + side * distance * Math.sin(angle);
        const { r, cost } = spreadAbout(points, x, y, bin);
        if (cost < best.cost && r >= least) best = { x, y, r, cost };
      }
    }
  }
  return best;
}

/** Pattern search about a centre: a step each way while it helps, then a step half as long. */
function refineCentre(
  points: readonly Point[],
  from: Centre,
  least: number,
  bin: number,
): Circle | null {
  let best = from;
  let stride = Math.max(best.r * 0.05, 1);
  while (stride > 0.5) {
    let moved = false;
    for (const [dx, dy] of [
      [stride, 0],
      [-stride, 0],
      [0, stride],
      [0, -stride],
    ] as const) {
      const { r, cost } = spreadAbout(points, best.x + dx, best.y + dy, bin);
      if (cost < best.cost && r >= least) {
        best = { x: best.x + dx, y: best.y + dy, r, cost };
        moved = true;
      }
    }
    if (!moved) stride /= 2;
  }
  return Number.isFinite(best.cost) ? { x: best.x, y: best.y, r: best.r } : null;
}

/**
 * The ring the lettering lies on. The circle is fitted, then fitted again without the points
 * far from it (specks, moulded marks); lettering so straight that no circle holds it is taken as
 * the arc of a very large one. Its letters' tops face away from the centre, as on a tire.
 */
function ringThrough(
  found: readonly { x: number; y: number }[],
  gray: { width: number; height: number },
): TextRing | null {
  let points = found;
  if (points.length < 40) return null;
  const size = Math.max(gray.width, gray.height);
  let circle = fitCircle(points, size);
  for (let pass = 0; pass < 2 && circle; pass++) {
    const fitted = circle;
    const distances = points.map((point) =>
      Math.abs(Math.hypot(point.x - fitted.x, point.y - fitted.y) - fitted.r),
    );
    // Only what lies far from every line goes: specks, not a line of smaller letters.
    const limit = Math.max(quantile(distances, 0.5) * 3, size / 50);
    const kept = points.filter((_, index) => (distances[index] as number) <= limit);
    if (kept.length < 40) break;
    points = kept;
    // Taking outliers away moves the centre a little, not to another place along the normal.
    circle = fitCircle(points, size, fitted);
  }
  if (!circle) return null;
  const { x: cx, y: cy } = circle;
  let sumX = 0;
  let sumY = 0;
  for (const point of points) {
    sumX += point.x - cx;
    sumY += point.y - cy;
  }
  const facing = Math.atan2(sumY, sumX);
  const angles: number[] = [];
  const radii: number[] = [];
  for (const point of points) {
    let angle = Math.atan2(point.y - cy, point.x - cx) - facing;
    if (angle > Math.PI) angle -= 2 * Math.PI;
    if (angle < -Math.PI) angle += 2 * Math.PI;
    angles.push(angle);
    radii.push(Math.hypot(point.x - cx, point.y - cy));
  }
  const inner = quantile(radii, 0.01);
  const outer = quantile(radii, 0.99);
  const pad = Math.max((outer - inner) * 0.12, size / 80);
  const padAngle = pad / circle.r;
  return {
    circle,
    inner: Math.max(1, inner - pad),
    outer: outer + pad,
    from: quantile(angles, 0.005) - padAngle,
    to: quantile(angles, 0.995) + padAngle,
    facing,
  };
}

/**
 * How sharply ink changes from row to row when the lettering is unrolled about a circle through
 * `anchor`: the sum of squared steps of its row profile, over the square of its total. About the
 * wheel's centre, every letter's top and foot fall in the same rows and the profile steps
 * sharply; about any other point they spread over rows and the steps blur. Nearest-pixel sampling
 * of `columns` columns along the arc from `from` to `to` (lengths along it from the anchor).
 */
function rowSharpness(
  ink: Gray,
  anchor: Point,
  facing: number,
  radius: number,
  along: { from: number; to: number; half: number; columns: number },
): number {
  const { from, to, half, columns } = along;
  const cx = anchor.x - radius * Math.cos(facing);
  const cy = anchor.y - radius * Math.sin(facing);
  const profile = new Float64Array(2 * half + 1);
  let total = 0;
  for (let column = 0; column < columns; column++) {
    const angle = facing + (from + ((column + 0.5) / columns) * (to - from)) / radius;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (let row = 0; row < profile.length; row++) {
      const reach = radius + row - half;
      const x = Math.round(cx + reach * cos);
      const y = Math.round(cy + reach * sin);
      if (x < 0 || y < 0 || x >= ink.width || y >= ink.height) continue;
      const value = ink.data[y * ink.width + x] as number;
      profile[row] = (profile[row] as number) + value;
      total += value;
    }
  }
  if (total === 0) return 0;
  let steps = 0;
  for (let row = 1; row < profile.length; row++)
    steps += ((profile[row] as number) - (profile[row - 1] as number)) ** 2;
  return steps / (total * total);
}

/**
 * The ring refitted on the lettering itself. The points' circle finds where the lettering lies
 * and which way it faces, but not its curve: every radius within a fifth either way gathers a
 * thick band of letters about as well. Through the lettering's middle, this tries each curve
 * from a circle four tenths of the photo across to nearly straight, and turns of a few degrees,
 * and keeps the one whose rows of ink step most sharply, then refines it.
 */
export function sharpenRing(evened: Gray, ring: TextRing, size: number): TextRing {
  const ink = new Float32Array(evened.data.length);
  for (let index = 0; index < ink.length; index++)
    ink[index] = Math.max(0, Math.min(3, (evened.data[index] as number) - 0.8));
  const inked = { ...evened, data: ink };
  const middle = (ring.inner + ring.outer) / 2;
  const anchor = {
    x: ring.circle.x + middle * Math.cos(ring.facing),
    y: ring.circle.y + middle * Math.sin(ring.facing),
  };
  const half = Math.round((ring.outer - ring.inner) / 2);
  const span = { from: ring.from * middle, to: ring.to * middle, half };
  const steps = 60;
  const ratio = 75 ** (1 / steps);
  const degree = Math.PI / 180;
  let best = { score: -1, radius: middle, facing: ring.facing };
  const consider = (radius: number, facing: number, columns: number) => {
    const score = rowSharpness(inked, anchor, facing, radius, { ...span, columns });
    if (score > best.score) best = { score, radius, facing };
  };
  // Whole degrees: the first refinement below reaches half a degree either way.
  for (let step = 0; step <= steps; step++)
    for (let turn = -3; turn <= 3; turn += 1)
      consider(size * 0.4 * ratio ** step, ring.facing + turn * degree, 50);
  for (const [reach, turnStep] of [
    [1, 0.1],
    [0.2, 0.03],
  ] as const) {
    const base = best;
    for (let k = -5; k <= 5; k++)
      for (let turn = -5; turn <= 5; turn++)
        consider(
          base.radius * ratio ** ((k / 5) * reach),
          base.facing + turn * turnStep * degree,
          100,
        );
  }
  const { radius, facing } = best;
  return {
    circle: {
      x: anchor.x - radius * Math.cos(facing),
      y: anchor.y - radius * Math.sin(facing),
      r: radius,
    },
    inner: Math.max(1, radius - half),
    outer: radius + half,
    from: span.from / radius,
    to: span.to / radius,
    facing,
  };
}

/**
 * The ring unrolled: lines of lettering run straight, left to right, tops up, at the photo's
 * scale. Bilinear sampling; outside the photo is the mean gray.
 */
function unroll(gray: Gray, ring: TextRing): Gray {
  const { circle } = ring;
  const middle = (ring.inner + ring.outer) / 2;
  const width = Math.max(1, Math.round((ring.to - ring.from) * middle));
  const height = Math.max(1, Math.round(ring.outer - ring.inner));
  const out = new Float32Array(width * height);
  let total = 0;
  for (const value of gray.data) total += value;
  const background = total / gray.data.length;
  for (let v = 0; v < height; v++) {
    const r = ring.outer - v;
    for (let u = 0; u < width; u++) {
      const angle = ring.facing + ring.from + ((u + 0.5) / width) * (ring.to - ring.from);
      const x = circle.x + r * Math.cos(angle);
      const y = circle.y + r * Math.sin(angle);
      out[v * width + u] = sample(gray, x, y, background);
    }
  }
  return { width, height, data: out };
}

function sample(gray: Gray, x: number, y: number, outside: number): number {
  const left = Math.floor(x);
  const top = Math.floor(y);
  if (left < 0 || top < 0 || left >= gray.width - 1 || top >= gray.height - 1) return outside;
  const fx = x - left;
  const fy = y - top;
  const at = top * gray.width + left;
  const a = gray.data[at] as number;
  const b = gray.data[at + 1] as number;
  const c = gray.data[at + gray.width] as number;
  const d = gray.data[at + gray.width + 1] as number;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}

/** Turned half a circle: the other reading of lettering whose centre side was guessed wrong. */
function halfTurn(strip: Strip): Strip {
  const data = new Uint8ClampedArray(strip.data.length);
  for (let index = 0; index < data.length; index++)
    data[index] = strip.data[data.length - 1 - index] as number;
  return { width: strip.width, height: strip.height, data };
}

/**
 * Evened-out values as ink on paper: raised letters are lighter than the rubber, so they come
 * out dark; the rest goes to white.
 */
function asInk(evened: Gray): Strip {
  const data = new Uint8ClampedArray(evened.data.length);
  for (let index = 0; index < data.length; index++) {
    // Within a deviation of the rubber is paper; a letter's face, two or three above, is ink.
    data[index] = 255 - Math.max(0, Math.min(255, ((evened.data[index] as number) - 0.8) * 200));
  }
  return { width: evened.width, height: evened.height, data };
}

/** Ink is what is darker than mid-gray. */
const INK = 128;

/**
 * The lines of lettering on an unrolled strip, each cut to its own width with a white margin:
 * rows whose ink stands out form a line, and along a line only the runs of ink that hold a good
 * share of it are kept (a speck or the end of a moulded ring beside the lettering is not). Long
 * straight strokes (the rings themselves, which unroll to horizontal lines) are whitened first.
 */
export function textLines(strip: Strip): Strip[] {
  const { width, height } = strip;
  const data = Uint8ClampedArray.from(strip.data);
  const longest = Math.max(40, Math.round(width / 5));
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const ink = x < width && (data[y * width + x] as number) < INK;
      if (ink && start < 0) start = x;
      if (!ink && start >= 0) {
        if (x - start > longest) data.fill(255, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  const rows = new Float32Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) if ((data[y * width + x] as number) < INK) count++;
    rows[y] = count;
  }
  const peak = Math.max(...rows);
  if (peak === 0) return [];
  const bands: [number, number][] = [];
  let top = -1;
  for (let y = 0; y <= height; y++) {
    const inked = y < height && (rows[y] as number) > peak * 0.12;
    if (inked && top < 0) top = y;
    if (!inked && top >= 0) {
      if (y - top >= 8) bands.push([top, y]);
      top = -1;
    }
  }
  const lines: Strip[] = [];
  for (const [bandTop, bandBottom] of bands) {
    const lineHeight = bandBottom - bandTop;
    const from = Math.max(0, bandTop - Math.round(lineHeight * 0.25));
    const to = Math.min(height, bandBottom + Math.round(lineHeight * 0.25));
    const columns = new Float32Array(width);
    for (let y = from; y < to; y++)
      for (let x = 0; x < width; x++)
        if ((data[y * width + x] as number) < INK) columns[x] = (columns[x] as number) + 1;
    // Runs of inked columns, split where the gap is wider than a line is tall.
    const runs: { left: number; right: number; mass: number }[] = [];
    let gap = Number.POSITIVE_INFINITY;
    for (let x = 0; x < width; x++) {
      const count = columns[x] as number;
      if (count > 0) {
        const last = runs[runs.length - 1];
        if (last && gap <= lineHeight * 1.5) {
          last.right = x;
          last.mass += count;
        } else runs.push({ left: x, right: x, mass: count });
        gap = 0;
      } else gap++;
    }
    const total = runs.reduce((sum, run) => sum + run.mass, 0);
    const kept = runs.filter((run) => run.mass >= total * 0.12);
    if (kept.length === 0) continue;
    const left = Math.min(...kept.map((run) => run.left));
    const right = Math.max(...kept.map((run) => run.right)) + 1;
    const margin = Math.round(lineHeight * 0.5);
    const lineWidth = right - left + 2 * margin;
    const lineStrip = new Uint8ClampedArray(lineWidth * (to - from)).fill(255);
    for (let y = from; y < to; y++) {
      lineStrip.set(
        data.subarray(y * width + left, y * width + right),
        (y - from) * lineWidth + margin,
      );
    }
    lines.push({ width: lineWidth, height: to - from, data: lineStrip });
  }
  return lines;
}

/** The longest side a photo is read at: enough for sidewall lettering framed as the guide asks. */
export const READ_SIZE = 1280;

/** What a photo gives to read: its lines of lettering, cut out. */
export type PreparedSidewall = {
  /** The lines, smoothed for the size's large letters. */
  lines: Strip[];
  /** The same turned over, in case the lettering's centre side was guessed wrong. */
  turned: Strip[];
  /** The lines smoothed less, for the DOT code's smaller letters. */
  fine: Strip[];
  /** The lines smoothed between the two: a third reading to settle the spec. */
  middle: Strip[];
};

/** One set of a photo's lines: which, and the strips. */
export type PreparedSet = keyof PreparedSidewall;

/**
 * A photo, as RGBA, to lines to read, three times over: grain averaged out over about a stroke
 * of the size's letters, over less (for the DOT code's smaller ones), and between, each then
 * measured against its neighbourhood. Set by set as each is ready, in the order they are read
 * (the lines, the same turned over, then fine and middle), so reading can start on the first
 * while the rest are prepared. Nothing when no lettering stands out.
 */
export function* preparingSidewall(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): Generator<[PreparedSet, Strip[]]> {
  const gray = grayOf(rgba, width, height);
  const size = Math.max(width, height);
  const fineSmooth = boxMean(gray, size > 900 ? 2 : 1);
  const points = letteringPoints(fineSmooth);
  const found = points.length < 40 ? null : ringThrough(points, fineSmooth);
  if (!found) return;
  const window = Math.round(size / 24);
  const evened = evenOut(fineSmooth, window);
  const ring = sharpenRing(evened, found, size);
  const coarse = asInk(unroll(evenOut(boxMean(gray, size > 900 ? 4 : 2), window), ring));
  yield ["lines", textLines(coarse)];
  yield ["turned", textLines(halfTurn(coarse))];
  yield ["fine", textLines(asInk(unroll(evened, ring)))];
  yield [
    "middle",
    textLines(asInk(unroll(evenOut(boxMean(gray, size > 900 ? 3 : 2), window), ring))),
  ];
}

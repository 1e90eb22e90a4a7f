import { describe, expect, it } from "vitest";
import {
  fitCircle,
  type Gray,
  preparingSidewall,
  type Strip,
  sharpenRing,
  type TextRing,
  textLines,
} from "./prepare";

/** Points along arcs of a circle, as lettering lies on a sidewall, with some scatter. */
function arcs(centre: { x: number; y: number }, radii: number[], span: number) {
  const points: { x: number; y: number }[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (const radius of radii) {
    for (let index = 0; index < 400; index++) {
      const angle = -Math.PI / 2 + (random() - 0.5) * span;
      const r = radius + (random() - 0.5) * 40;
      points.push({ x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) });
    }
  }
  return points;
}

describe("fitCircle", () => {
  it("finds the wheel's centre from three lines of lettering on a short arc", () => {
    // A 1280-wide photo of lettering 1,100 to 1,260 px from a centre below the frame.
    const circle = fitCircle(arcs({ x: 700, y: 1650 }, [1100, 1180, 1260], 0.5), 1280);
    expect(circle).not.toBeNull();
    expect(Math.abs((circle?.x ?? 0) - 700)).toBeLessThan(40);
    expect(Math.abs((circle?.y ?? 0) - 1650)).toBeLessThan(40);
  });

  it("finds a centre to one side, for a photo turned in the hand", () => {
    const circle = fitCircle(arcs({ x: -400, y: 900 }, [900, 980], 0.6), 1280);
    expect(Math.abs((circle?.x ?? 0) + 400)).toBeLessThan(40);
    expect(Math.abs((circle?.y ?? 0) - 900)).toBeLessThan(40);
  });
});

/**
 * An evened-out photo (lettering about 2.5 above the rubber, 0 elsewhere) of three lines of
 * block "letters" along a circle about `centre`, the lines `radii` from it.
 */
function lettering(centre: { x: number; y: number }, radii: number[]): Gray {
  const width = 1280;
  const height = 960;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - centre.x, y - centre.y);
      const along = Math.atan2(y - centre.y, x - centre.x) * r;
      const line = radii.find((radius) => Math.abs(r - radius) < 24);
      // Letters 30 px wide with 14 px between, across the middle 900 px of the frame.
      const letter = ((along % 44) + 44) % 44 < 30 && Math.abs(x - width / 2) < 450;
      if (line && letter) data[y * width + x] = 2.5;
    }
  }
  return { width, height, data };
}

describe("sharpenRing", () => {
  it("finds the lettering's curve where the points' circle only found where it lies", () => {
    const centre = { x: 640, y: 1650 };
    const radii = [1080, 1160, 1240];
    const evened = lettering(centre, radii);
    // As ringThrough might give it: the right place and direction, a radius a quarter short.
    const middle = 1160;
    const wrong = middle * 0.75;
    const guess: TextRing = {
      circle: { x: 640, y: 1650 - middle + wrong, r: wrong },
      inner: wrong - 130,
      outer: wrong + 130,
      from: -480 / wrong,
      to: 480 / wrong,
      facing: -Math.PI / 2,
    };
    const ring = sharpenRing(evened, guess, 1280);
    expect(Math.abs(ring.circle.r - middle) / middle).toBeLessThan(0.03);
    expect(Math.abs(ring.circle.x - centre.x)).toBeLessThan(25);
    expect(Math.abs(ring.circle.y - centre.y)).toBeLessThan(40);
    // The band it unrolls still holds all three lines, and the same stretch of arc.
    expect(ring.outer - ring.inner).toBeCloseTo(guess.outer - guess.inner, 0);
    expect((ring.to - ring.from) * ring.circle.r).toBeCloseTo(960, 0);
  });
});

describe("textLines", () => {
  it("cuts each line of lettering out, without the moulded ring across the strip", () => {
    const width = 600;
    const height = 200;
    const data = new Uint8ClampedArray(width * height).fill(255);
    const ink = (left: number, top: number, right: number, bottom: number) => {
      for (let y = top; y < bottom; y++) data.fill(0, y * width + left, y * width + right);
    };
    // Two lines of "letters" (blocks with gaps), a ring across the whole strip, a speck.
    for (let x = 100; x < 460; x += 30) ink(x, 30, x + 20, 70);
    for (let x = 150; x < 400; x += 25) ink(x, 120, x + 15, 150);
    ink(0, 95, width, 98);
    ink(570, 130, 574, 134);
    const lines = textLines({ width, height, data } satisfies Strip);
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    // Each is its lettering with a margin half a line tall, the speck left out.
    expect(first?.width).toBeGreaterThan(350);
    expect(first?.width).toBeLessThan(420);
    expect(second?.width).toBeLessThan(300);
    // The ring is gone: no row of a line is all ink.
    for (const line of lines) {
      for (let y = 0; y < line.height; y++) {
        const row = line.data.subarray(y * line.width, (y + 1) * line.width);
        expect(row.every((value) => value === 0)).toBe(false);
      }
    }
  });

  it("finds nothing on a blank strip", () => {
    expect(
      textLines({ width: 50, height: 20, data: new Uint8ClampedArray(1000).fill(255) }),
    ).toEqual([]);
  });
});

describe("preparingSidewall", () => {
  /** A photo (RGBA) of raised lettering: rubber at 50, letter faces at 85, and some grain. */
  function photo(centre: { x: number; y: number }, radii: number[]) {
    const { width, height, data } = lettering(centre, radii);
    const rgba = new Uint8ClampedArray(width * height * 4);
    let seed = 11;
    for (let index = 0; index < data.length; index++) {
      seed = (seed * 16807) % 2147483647;
      const value = 50 + (data[index] as number) * 14 + (seed / 2147483647 - 0.5) * 10;
      rgba.fill(value, index * 4, index * 4 + 3);
      rgba[index * 4 + 3] = 255;
    }
    return { rgba, width, height };
  }

  it("gives the sets in the order they are read, the lines first, as each is ready", () => {
    const { rgba, width, height } = photo({ x: 640, y: 1650 }, [1080, 1160, 1240]);
    const preparing = preparingSidewall(rgba, width, height);
    const first = preparing.next();
    expect(first.done).toBe(false);
    const [set, lines] = first.value as [string, Strip[]];
    expect(set).toBe("lines");
    expect(lines).toHaveLength(3);
    const rest = [...preparing];
    expect(rest.map(([name]) => name)).toEqual(["turned", "fine", "middle"]);
    for (const [, strips] of rest) expect(strips.length).toBeGreaterThanOrEqual(3);
  });

  it("finds no lines in a photo of plain rubber", () => {
    const { rgba, width, height } = photo({ x: 640, y: 1650 }, []);
    for (const [, strips] of preparingSidewall(rgba, width, height)) expect(strips).toEqual([]);
  });
});

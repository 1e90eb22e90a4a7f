import { describe, expect, it } from "vitest";
import { fitCircle, type Strip, textLines } from "./prepare";

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

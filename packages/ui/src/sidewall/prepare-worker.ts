/**
 * The sidewall photo's preparation, off the page's thread: the photo (a Blob) comes in, the
 * lines of lettering, unrolled and cut, go back as PNGs for the text recogniser: the lines as
 * found, the same turned over (the other side of a nearly straight line), and the lines smoothed
 * less (for the DOT code's smaller letters) and between, which settle the spec.
 *
 * Built on its own as a classic worker script, /media/sidewall/prepare.js.
 */
import { prepareSidewall, READ_SIZE, type Strip } from "@treadkit/core/sidewall/scan";

export type PrepareAnswer =
  | { ok: true; lines: Blob[]; turned: Blob[]; fine: Blob[]; middle: Blob[]; ms: number }
  | { ok: false; problem: "canvas" | "image" };

async function png(strip: Strip): Promise<Blob> {
  const canvas = new OffscreenCanvas(strip.width, strip.height);
  const ctx = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  const image = ctx.createImageData(strip.width, strip.height);
  for (let index = 0; index < strip.data.length; index++) {
    const value = strip.data[index] as number;
    image.data[index * 4] = value;
    image.data[index * 4 + 1] = value;
    image.data[index * 4 + 2] = value;
    image.data[index * 4 + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: "image/png" });
}

async function prepare(photo: Blob): Promise<PrepareAnswer> {
  if (typeof OffscreenCanvas === "undefined" || typeof createImageBitmap === "undefined")
    return { ok: false, problem: "canvas" };
  const started = performance.now();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return { ok: false, problem: "image" };
  }
  const scale = Math.min(1, READ_SIZE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return { ok: false, problem: "canvas" };
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, width, height);
  const prepared = prepareSidewall(pixels.data, width, height);
  const [lines, turned, fine, middle] = await Promise.all(
    [prepared.lines, prepared.turned, prepared.fine, prepared.middle].map((strips) =>
      Promise.all(strips.map(png)),
    ),
  );
  return {
    ok: true,
    lines: lines ?? [],
    turned: turned ?? [],
    fine: fine ?? [],
    middle: middle ?? [],
    ms: performance.now() - started,
  };
}

self.onmessage = (event: MessageEvent<{ id: number; photo: Blob }>) => {
  const { id, photo } = event.data;
  prepare(photo).then(
    (answer) => self.postMessage({ id, answer }),
    () => self.postMessage({ id, answer: { ok: false, problem: "image" } }),
  );
};

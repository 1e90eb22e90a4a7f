/**
 * The sidewall photo's preparation, off the page's thread: the photo (a Blob) comes in, and the
 * lines of lettering, unrolled and cut, go back as PNGs for the text recogniser, one set at a
 * time as each is ready (core's preparingSidewall), so the page reads the first while the worker
 * prepares the rest: the lines as found, the same turned over (the other side of a nearly
 * straight line), then the lines smoothed less (for the DOT code's smaller letters) and between,
 * which settle the spec. A last message says the photo is done, or why it could not be read.
 *
 * Built on its own as a classic worker script, /media/sidewall/prepare.js.
 */
import {
  type PreparedSet,
  preparingSidewall,
  READ_SIZE,
  type Strip,
} from "@treadkit/core/sidewall/scan";

/** The last word on a photo: prepared (how long the work took), or why it could not be. */
export type PrepareDone = { ok: true; ms: number } | { ok: false; problem: "canvas" | "image" };

export type PrepareMessage =
  | { id: number; set: PreparedSet; lines: Blob[] }
  | { id: number; done: PrepareDone };

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

async function prepare(id: number, photo: Blob): Promise<PrepareDone> {
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
  for (const [set, strips] of preparingSidewall(pixels.data, width, height)) {
    const lines = await Promise.all(strips.map(png));
    self.postMessage({ id, set, lines } satisfies PrepareMessage);
  }
  return { ok: true, ms: performance.now() - started };
}

self.onmessage = (event: MessageEvent<{ id: number; photo: Blob }>) => {
  const { id, photo } = event.data;
  const done = (answer: PrepareDone) =>
    self.postMessage({ id, done: answer } satisfies PrepareMessage);
  prepare(id, photo).then(done, () => done({ ok: false, problem: "image" }));
};

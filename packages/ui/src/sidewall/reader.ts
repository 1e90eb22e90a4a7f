/**
 * Reads a sidewall photo on the shopper's own device: a worker prepares it (prepare-worker.ts),
 * then tesseract.js, with its English data, recognises each line of lettering, and core reads the
 * spec and the DOT code from what it recognised. Nothing leaves the browser; every file comes
 * from the store's own origin, fetched the first time a shopper asks for a scan.
 */
import {
  decideReading,
  type KnownSpecs,
  type ReadLine,
  readSidewallLines,
  type SidewallReading,
  SPECS_ON_SALE_PATH,
  specsOnSaleIn,
} from "@treadkit/core/sidewall/scan";
import type { Worker as Recogniser } from "tesseract.js";
import type { PrepareAnswer } from "./prepare-worker";

/** Where the reader's files are served (web.routes.ts), from the store's origin. */
export const SIDEWALL_READER_FILES = {
  prepare: "/media/sidewall/prepare.js",
  worker: "/media/vendor/tesseract/worker.min.js",
  core: "/media/vendor/tesseract-core",
  lang: "/media/vendor/tesseract-lang",
} as const;

/** Why a photo could not be read at all (as against read with no size in it). */
export type ReadProblem = "canvas" | "image" | "load";

export type ReadOutcome =
  | { ok: true; reading: SidewallReading; ms: number }
  | { ok: false; problem: ReadProblem };

// Only what sidewalls print: tesseract then never reads a speck as "©" or "|".
const SIDEWALL_SYMBOLS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ/.-x ";

let preparer: Worker | null = null;
let specsOnSale: Promise<KnownSpecs> | null = null;
const SPECS_WAIT_MS = 8_000;
let recogniser: Promise<Recogniser> | null = null;
let asked = 0;

function prepareWorker(origin: string): Worker {
  preparer ??= new Worker(`${origin}${SIDEWALL_READER_FILES.prepare}`);
  return preparer;
}

function prepare(origin: string, photo: Blob): Promise<PrepareAnswer> {
  const worker = prepareWorker(origin);
  const id = ++asked;
  return new Promise((resolve) => {
    const listen = (event: MessageEvent<{ id: number; answer: PrepareAnswer }>) => {
      if (event.data.id !== id) return;
      worker.removeEventListener("message", listen);
      worker.removeEventListener("error", failed);
      resolve(event.data.answer);
    };
    const failed = () => {
      worker.removeEventListener("message", listen);
      worker.removeEventListener("error", failed);
      preparer?.terminate();
      preparer = null;
      resolve({ ok: false, problem: "canvas" });
    };
    worker.addEventListener("message", listen);
    worker.addEventListener("error", failed);
    worker.postMessage({ id, photo });
  });
}

/** The recogniser, started once: its module, worker, engine and English data. */
function recogniserFor(origin: string): Promise<Recogniser> {
  recogniser ??= (async () => {
    // Its browser build: the package's main module is written for Node.
    const { createWorker, OEM, PSM } = (await import("tesseract.js/dist/tesseract.esm.min.js"))
      .default;
    const worker = await createWorker("eng", OEM.LSTM_ONLY, {
      workerPath: `${origin}${SIDEWALL_READER_FILES.worker}`,
      corePath: `${origin}${SIDEWALL_READER_FILES.core}`,
      langPath: `${origin}${SIDEWALL_READER_FILES.lang}`,
      // The worker script is the store's own file, not a blob: a page's policy allows it.
      workerBlobURL: false,
      gzip: true,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      tessedit_char_whitelist: SIDEWALL_SYMBOLS,
    });
    return worker;
  })();
  recogniser.catch(() => {
    recogniser = null;
  });
  return recogniser;
}

/**
 * The specs the store sells, which a photo is read against; none when they cannot be fetched (a
 * photo is then read by the spec parser alone, and only a sure reading is offered).
 */
function specsOnSaleFrom(origin: string): Promise<KnownSpecs> {
  specsOnSale ??= fetch(`${origin}${SPECS_ON_SALE_PATH}`, {
    headers: { accept: "application/json" },
    // A store that does not answer in time leaves the photo to the parser alone.
    signal: AbortSignal.timeout(SPECS_WAIT_MS),
  })
    .then(async (response) => (response.ok ? specsOnSaleIn(await response.json()) : []))
    .catch(() => []);
  void specsOnSale.then((specs) => {
    if (specs.length === 0) specsOnSale = null;
  });
  return specsOnSale;
}

/** Starts fetching the recogniser while the shopper frames the photo. */
export function warmSidewallReader(origin = window.location.origin): void {
  void recogniserFor(origin).catch(() => {});
  void specsOnSaleFrom(origin);
}

async function recognise(worker: Recogniser, lines: readonly Blob[]): Promise<ReadLine[]> {
  const read: ReadLine[] = [];
  for (const line of lines) {
    const { data } = await worker.recognize(line, {}, { text: true, blocks: true });
    const words = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.flatMap((found) =>
          found.words.map((word) => ({ text: word.text, confidence: word.confidence })),
        ),
      ),
    );
    read.push({ text: data.text, confidence: data.confidence, words });
  }
  return read;
}

/** Reads a photo: the spec and DOT code found, or why the photo could not be read. */
export async function readSidewallPhoto(
  photo: Blob,
  now: Date,
  origin = window.location.origin,
): Promise<ReadOutcome> {
  const started = performance.now();
  const [prepared, worker, known] = await Promise.all([
    prepare(origin, photo),
    recogniserFor(origin).catch(() => null),
    specsOnSaleFrom(origin),
  ]);
  if (!prepared.ok) return prepared;
  if (!worker) return { ok: false, problem: "load" };
  const lines = await recognise(worker, prepared.lines);
  let coarse = readSidewallLines(lines, now);
  // No spec the parser trusts: perhaps the lettering's centre side was guessed wrong, so the
  // lines turned over are read too, as more lines of the same reading.
  if (!coarse.spec && prepared.turned.length > 0)
    coarse = readSidewallLines([...lines, ...(await recognise(worker, prepared.turned))], now);
  // The lines smoothed less and between: more readings of the spec to settle it, and the DOT
  // code's smaller letters.
  const fine = readSidewallLines(await recognise(worker, prepared.fine), now);
  const middle = readSidewallLines(await recognise(worker, prepared.middle), now);
  const reading = decideReading([fine, middle, coarse], known);
  return { ok: true, reading, ms: performance.now() - started };
}

/**
 * Reads a sidewall photo on the shopper's own device: a worker prepares it (prepare-worker.ts),
 * then tesseract.js, with its English data, recognises each line of lettering, and core reads the
 * spec and the DOT code from what it recognised. Nothing leaves the browser; every file comes
 * from the store's origin, fetched the first time a shopper asks for a scan. A widget reads on its
 * partner's page with the same files, fetched across origins from the store.
 */
import {
  decideReading,
  type KnownSpecs,
  type PreparedSet,
  type ReadLine,
  readSidewallLines,
  type SidewallReading,
  SPECS_ON_SALE_PATH,
  specsOnSaleIn,
} from "@treadkit/core/sidewall/scan";
import type { Worker as Recogniser } from "tesseract.js";
import type { PrepareMessage } from "./prepare-worker";

/** Where the reader's files are served (web.routes.ts), from the store's origin. */
const SIDEWALL_READER_FILES = {
  prepare: "/media/sidewall/prepare.js",
  worker: "/media/vendor/tesseract/worker.min.js",
  core: "/media/vendor/tesseract-core",
  lang: "/media/vendor/tesseract-lang",
} as const;

/** Why a photo could not be read at all (as against read with no size in it). */
type ReadProblem = "canvas" | "image" | "load";

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

/** Whether the reader's files come from another origin than the page's (a widget's partner). */
const elsewhere = (origin: string) => origin !== window.location.origin;

/**
 * A worker running a script of `origin`. A page may start a worker only from its own origin, so
 * on a partner's page the worker starts from a one-line script of the page's own (a blob), which
 * imports the store's.
 */
function scriptWorker(origin: string, path: string): Worker {
  const url = `${origin}${path}`;
  if (!elsewhere(origin)) return new Worker(url);
  const boot = new Blob([`importScripts(${JSON.stringify(url)});`], {
    type: "text/javascript",
  });
  return new Worker(URL.createObjectURL(boot));
}

function prepareWorker(origin: string): Worker {
  preparer ??= scriptWorker(origin, SIDEWALL_READER_FILES.prepare);
  return preparer;
}

/** A photo being prepared: whether it can be read at all, then its sets of lines as each comes. */
type Preparing = {
  /** Settled with the first set, or with why the photo cannot be read. */
  problem: Promise<ReadProblem | null>;
  lines(set: PreparedSet): Promise<Blob[]>;
};

const SETS: readonly PreparedSet[] = ["lines", "turned", "fine", "middle"];

function prepare(origin: string, photo: Blob): Preparing {
  const none = { problem: Promise.resolve("load" as const), lines: () => Promise.resolve([]) };
  let worker: Worker;
  try {
    worker = prepareWorker(origin);
  } catch {
    // The page's policy allows no such worker (a partner's page that forbids blob workers).
    return none;
  }
  const id = ++asked;
  let settle!: (problem: ReadProblem | null) => void;
  const problem = new Promise<ReadProblem | null>((resolve) => {
    settle = resolve;
  });
  const sets = new Map(
    SETS.map((set) => {
      let resolve!: (lines: Blob[]) => void;
      const lines = new Promise<Blob[]>((done) => {
        resolve = done;
      });
      return [set, { lines, resolve }] as const;
    }),
  );
  const stop = () => {
    worker.removeEventListener("message", listen);
    worker.removeEventListener("error", failed);
    // Sets the photo did not give (no lettering found) are empty.
    for (const set of sets.values()) set.resolve([]);
  };
  const listen = (event: MessageEvent<PrepareMessage>) => {
    const message = event.data;
    if (message.id !== id) return;
    if ("set" in message) {
      sets.get(message.set)?.resolve(message.lines);
      settle(null);
      return;
    }
    settle(message.done.ok ? null : message.done.problem);
    // The worker's own work, without its start and the photo's way there.
    if (message.done.ok)
      performance.measure("sidewall prepare work", {
        duration: message.done.ms,
        end: performance.now(),
      });
    stop();
  };
  // The worker's script did not load or run (the network, or a page's policy).
  const failed = () => {
    preparer?.terminate();
    preparer = null;
    settle("load");
    stop();
  };
  worker.addEventListener("message", listen);
  worker.addEventListener("error", failed);
  worker.postMessage({ id, photo });
  return {
    problem,
    lines: (set) => sets.get(set)?.lines ?? Promise.resolve([]),
  };
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
      // On the store's pages the worker script is the store's own file, not a blob, which the
      // store's policy allows; a partner's page can start it only from a blob.
      workerBlobURL: elsewhere(origin),
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

/**
 * Each step of a reading is a User Timing measure named "sidewall <step>", so a profile or the
 * measuring script (scripts/sidewall-measure.ts) shows where the time goes.
 */
async function timed<T>(step: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work;
  } finally {
    performance.measure(`sidewall ${step}`, { start, end: performance.now() });
  }
}

/** Reads a photo: the spec and DOT code found, or why the photo could not be read. */
export async function readSidewallPhoto(
  photo: Blob,
  now: Date,
  origin = window.location.origin,
): Promise<ReadOutcome> {
  const started = performance.now();
  const preparing = prepare(origin, photo);
  const [problem, worker, known] = await Promise.all([
    timed("prepare", preparing.problem),
    timed(
      "recogniser",
      recogniserFor(origin).catch(() => null),
    ),
    timed("specs", specsOnSaleFrom(origin)),
  ]);
  if (problem) return { ok: false, problem };
  if (!worker) return { ok: false, problem: "load" };
  const read = (set: PreparedSet) =>
    timed(
      set,
      preparing.lines(set).then((lines) => recognise(worker, lines)),
    );
  const lines = await read("lines");
  let coarse = readSidewallLines(lines, now);
  // No spec the parser trusts: perhaps the lettering's centre side was guessed wrong, so the
  // lines turned over are read too, as more lines of the same reading.
  if (!coarse.spec) coarse = readSidewallLines([...lines, ...(await read("turned"))], now);
  // The lines smoothed less and between: more readings of the spec to settle it, and the DOT
  // code's smaller letters.
  const fine = readSidewallLines(await read("fine"), now);
  const middle = readSidewallLines(await read("middle"), now);
  const reading = await timed(
    "decide",
    Promise.resolve().then(() => decideReading([fine, middle, coarse], known)),
  );
  return { ok: true, reading, ms: performance.now() - started };
}

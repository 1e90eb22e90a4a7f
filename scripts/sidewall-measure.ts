/**
 * How well "Scan your tire" reads sidewalls: generated photos (tests/support/sidewall-images.ts)
 * uploaded to a running store's /sidewall page in Chromium, as a shopper would, and what the page
 * read compared with what the tire says.
 *
 *   npm start                                  (in another terminal)
 *   npm run sidewall:measure -- --set measure  the measurement set, 300 photos
 *   npm run sidewall:measure -- --set dev --count 100 --show-misses
 *
 * The development set is for working on the reader; the measurement set is only measured, and
 * its figures go in the README. Per set: the share whose spec lands on the right listing (size,
 * load index and speed rating as the listing filters them), the share read wrong (a wrong spec
 * offered to confirm), the share with nothing offered, the DOT codes read exactly, and the time
 * from choosing the photo to the result, on a page just opened (starting the reader included).
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { parseTireSpec } from "../packages/core/src/catalog/size-spec";
import { replacementListingHref } from "../packages/core/src/sidewall/listing";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/local-server";
import {
  drawSidewallPhotos,
  type SidewallSet,
  sidewallPhotos,
} from "../tests/support/sidewall-images";

const { values } = parseArgs({
  options: {
    set: { type: "string", default: "measure" },
    count: { type: "string" },
    url: { type: "string", default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    "show-misses": { type: "boolean", default: false },
  },
});
const set = values.set as SidewallSet;
if (set !== "dev" && set !== "measure") throw new Error("--set is dev or measure");
const count = Number(values.count ?? (set === "measure" ? 300 : 200));
const base = values.url;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const context = await browser.newContext();
const drawing = await context.newPage();
const page = await context.newPage();

const photos = sidewallPhotos(set, count);
const tally = { right: 0, wrong: 0, none: 0, dotRight: 0, sizeRight: 0 };
const times: number[] = [];
// The reader's steps (User Timing measures "sidewall <step>", packages/ui/src/sidewall/reader.ts).
const steps = new Map<string, number[]>();
const misses: string[] = [];
const BATCH = 20;
for (let from = 0; from < photos.length; from += BATCH) {
  const batch = photos.slice(from, from + BATCH);
  const images = await drawSidewallPhotos(drawing, batch);
  for (const [index, photo] of batch.entries()) {
    const truth = parseTireSpec(photo.spec);
    if (!truth) throw new Error(`generated spec ${photo.spec} does not parse`);
    await page.goto(`${base}/sidewall`, { waitUntil: "networkidle" });
    const started = Date.now();
    await page.getByLabel("Photo of your tire's sidewall").setInputFiles({
      name: `${photo.name}.jpg`,
      mimeType: "image/jpeg",
      buffer: images[index] as Buffer,
    });
    const outcome = await Promise.race([
      page.waitForURL(/scanned=1/, { timeout: 60_000 }).then(() => "read" as const),
      page
        .getByRole("alert")
        .waitFor({ timeout: 60_000 })
        .then(() => "none" as const),
    ]);
    times.push(Date.now() - started);
    const measures = await page.evaluate(() =>
      performance
        .getEntriesByType("measure")
        .filter((entry) => entry.name.startsWith("sidewall "))
        .map((entry) => [entry.name.slice("sidewall ".length), entry.duration] as const),
    );
    for (const [step, ms] of measures) steps.set(step, [...(steps.get(step) ?? []), ms]);
    if (outcome === "none") {
      tally.none++;
      misses.push(`${photo.name} ${photo.spec}: nothing offered`);
      continue;
    }
    const query = new URL(page.url()).searchParams;
    const read = parseTireSpec(query.get("spec") ?? "");
    if (read && replacementListingHref(read) === replacementListingHref(truth)) tally.right++;
    else {
      tally.wrong++;
      misses.push(`${photo.name} ${photo.spec}: read ${query.get("spec")}`);
    }
    if (read && JSON.stringify(read.size) === JSON.stringify(truth.size)) tally.sizeRight++;
    const dot = (query.get("dot") ?? "").replace(/\s/g, "");
    if (dot === photo.dot.replace(/\s/g, "")) tally.dotRight++;
  }
  process.stderr.write(`${Math.min(from + BATCH, photos.length)}/${photos.length}\r`);
}
await browser.close();

times.sort((a, b) => a - b);
const share = (part: number) => `${((100 * part) / photos.length).toFixed(1)}%`;
const quantileOf = (sorted: readonly number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
const at = (q: number) => quantileOf(times, q);
console.log(`Set: ${set}, ${photos.length} photos, read through ${base}/sidewall`);
console.log(`  right listing (size, load index, speed rating): ${share(tally.right)}`);
console.log(`  right size as printed (P or LT prefix too):     ${share(tally.sizeRight)}`);
console.log(`  wrong spec offered to confirm (false accept):   ${share(tally.wrong)}`);
console.log(`  nothing offered ("We could not find..."):       ${share(tally.none)}`);
console.log(`  DOT code read exactly:                          ${share(tally.dotRight)}`);
console.log(`  time to a result: median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms`);
for (const [step, all] of steps) {
  const sorted = [...all].sort((a, b) => a - b);
  const taken = `${all.length} of ${photos.length} photos`;
  console.log(
    `    ${step}: median ${quantileOf(sorted, 0.5)} ms, p90 ${quantileOf(sorted, 0.9)} ms (${taken})`,
  );
}
if (values["show-misses"]) for (const miss of misses) console.log(`  ${miss}`);

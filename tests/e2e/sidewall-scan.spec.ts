import { parseTireSpec } from "../../packages/core/src/catalog/size-spec";
import { replacementListingHref } from "../../packages/core/src/sidewall/listing";
import { SPECS_ON_SALE_PATH } from "../../packages/core/src/sidewall/scan/known";
import { SCAN_MESSAGES } from "../../packages/core/src/sidewall/scan/messages";
import { drawSidewallPhotos, type SidewallPhoto, sidewallPhotos } from "../support/sidewall-images";
import { expect, type Page, test } from "./test";
import { offerCards, shopName } from "./widget-host";

/**
 * "Scan your tire": a sidewall photo read on the shopper's device, from upload to the listing;
 * the camera's refusals; and the reader's files fetched only once a shopper asks for a scan.
 */

const READER_FILE = /\/media\/sidewall\/|\/media\/vendor\/tesseract|tesseract\.esm/;

/** A photo of the development set, drawn in the page's own canvas as a JPEG. */
async function photoOf(page: Page, photo: SidewallPhoto) {
  const [jpeg] = await drawSidewallPhotos(page, [photo]);
  return { name: `${photo.name}.jpg`, mimeType: "image/jpeg", buffer: jpeg as Buffer };
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload a photo" }).click();
  await (await chooser).setFiles(file);
}

// Each reads a photo on this machine's two cores: about 5 s of recognition on top of the page.
test.describe.configure({ timeout: 90_000 });

test("an uploaded sidewall photo is read on the device, confirmed, and lands on its listing; the reader loads only when asked", async ({
  page,
}) => {
  const photo = sidewallPhotos("dev", 4)[3] as SidewallPhoto;
  const spec = parseTireSpec(photo.spec);
  if (!spec) throw new Error(`the generated spec ${photo.spec} does not parse`);
  const file = await photoOf(page, photo);

  const requested: string[] = [];
  const sent: { url: string; method: string; bytes: number }[] = [];
  page.on("request", (request) => {
    requested.push(request.url());
    sent.push({
      url: request.url(),
      method: request.method(),
      bytes: request.postDataBuffer()?.length ?? 0,
    });
  });
  await page.goto("/");
  await page.getByRole("link", { name: /^Search/ }).click();
  const overlay = page.getByRole("dialog", { name: "Search tires" });
  await overlay.getByRole("button", { name: "Tire size" }).click();
  await overlay.getByRole("link", { name: "Scan your tire" }).click();
  await expect(page).toHaveURL(/\/sidewall\?scan=1$/);
  await expect(page.getByRole("button", { name: "Use camera" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Scan your tire" })).toContainText(
    "within 1 foot of the tire",
  );
  expect(requested.filter((url) => READER_FILE.test(url))).toEqual([]);

  await upload(page, file);
  await expect(page.getByText("Read from your photo.")).toBeVisible({ timeout: 30_000 });
  // Every file of the reader came from the store's own origin; the photo went nowhere.
  const reader = requested.filter((url) => READER_FILE.test(url));
  expect(reader.length).toBeGreaterThanOrEqual(4);
  for (const url of reader) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  // The one call the scan makes is the list of specs on sale it reads against, and no request
  // carried anything the size of a photo.
  expect(
    sent
      .filter(({ url }) => /\/api\//.test(url) && /sidewall|scan|ocr/.test(url))
      .map(({ url, method }) => `${method} ${new URL(url).pathname}`),
  ).toEqual([`GET ${SPECS_ON_SALE_PATH}`]);
  expect(sent.filter(({ bytes }) => bytes > 8_000)).toEqual([]);

  // What was read, for the shopper to check against the tire, then its replacements.
  await expect(page.getByLabel("Size and marks")).toHaveValue(/^235\/70R16 106S$/);
  const parts = page.getByRole("region", { name: "What 235/70R16 means" });
  await expect(parts).toContainText("Fits a 16-inch wheel.");
  await parts.getByRole("link", { name: "Shop 235/70R16 tires" }).click();
  await expect(page).toHaveURL(replacementListingHref(spec));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("235/70R16");
});

test("a photo of an old tire shows its age with the six-year warning", async ({ page }) => {
  const photo = {
    ...(sidewallPhotos("dev", 4)[3] as SidewallPhoto),
    dot: "DOT 1FA UK LJ9 2217",
  };
  const file = await photoOf(page, photo);
  await page.goto("/sidewall");
  await upload(page, file);
  await expect(page.getByText("Read from your photo.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("alert")).toHaveText(
    "These tires were made in 2017. Many makers advise replacing tires after 6 years.",
  );
  await expect(page.getByRole("region", { name: /^What DOT 1FA/ })).toContainText(
    "Made in week 22 of 2017",
  );
});

test("a refused camera permission says so and offers the upload instead", async ({ page }) => {
  await page.goto("/sidewall");
  await page.getByRole("button", { name: "Use camera" }).click();
  await expect(page.getByRole("alert")).toHaveText(SCAN_MESSAGES.denied);
  await expect(page.getByRole("button", { name: "Upload a photo" })).toBeVisible();
});

test("the camera's live view has a framing guide; a photo with no size leads to retake or another search", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["camera"]);
  await page.goto("/sidewall");
  await page.getByRole("button", { name: "Use camera" }).click();
  const scan = page.getByRole("region", { name: "Scan your tire" });
  await expect(scan.getByLabel("Camera view")).toBeVisible();
  await expect(scan.locator(".sidewall-scan__guide")).toBeVisible();
  await expect
    .poll(() =>
      scan.getByLabel("Camera view").evaluate((video: HTMLVideoElement) => video.videoWidth),
    )
    .toBeGreaterThan(0);

  // The test camera has one lens: switching says it cannot.
  await scan.getByRole("button", { name: "Switch camera" }).click();
  await expect(scan.getByText(SCAN_MESSAGES.cannotSwitch)).toBeVisible();

  // Its picture is a test pattern, with no tire size in it.
  await scan.getByRole("button", { name: "Take photo" }).click();
  await expect(scan.getByRole("alert")).toHaveText(SCAN_MESSAGES.notFound, { timeout: 30_000 });
  await expect(scan.getByRole("button", { name: "Retake" })).toBeVisible();
  await scan.getByRole("button", { name: "Search another way" }).click();
  await expect(page.getByLabel("Size and marks")).toBeFocused();
  // The camera is off once the photo is taken.
  await expect(scan.getByLabel("Camera view")).toHaveCount(0);
});

test("the installer widget reads a photo on the partner's page and searches its size with the service description as minimums", async ({
  page,
  baseURL,
}) => {
  const photo = sidewallPhotos("dev", 4)[3] as SidewallPhoto;
  const file = await photoOf(page, photo);
  const port = new URL(baseURL ?? "").port;
  const store = `http://127.0.0.1:${port}`;
  const sent: { url: string; bytes: number }[] = [];
  const listings: URL[] = [];
  page.on("request", (request) => {
    sent.push({ url: request.url(), bytes: request.postDataBuffer()?.length ?? 0 });
    const url = new URL(request.url());
    if (url.pathname === "/api/catalog/products") listings.push(url);
  });
  // A partner's page on another origin (localhost) with the widget from the store (127.0.0.1).
  await page.goto(`http://localhost:${port}/examples/other-origin.html`);
  const widget = page.locator("treadkit-installer");
  await expect(shopName(widget)).toBeVisible();
  expect(sent.filter(({ url }) => READER_FILE.test(url))).toEqual([]);

  await widget.getByRole("button", { name: "Scan your tire" }).click();
  const scan = widget.getByRole("region", { name: "Scan your tire" });
  await expect(scan.getByRole("button", { name: "Use camera" })).toBeFocused();
  await expect(scan).toContainText("Your photo is read on this device.");
  await upload(page, file);
  await expect(widget.getByRole("status")).toHaveText(
    "Read from your photo: 235/70R16 106S. Check it against your tire, then find tires.",
    { timeout: 60_000 },
  );
  const field = widget.getByRole("textbox", { name: "Tire size" });
  await expect(field).toHaveValue("235/70R16");
  await expect(field).toBeFocused();
  // The reader's files came from the store, across origins; the photo went nowhere.
  const reader = sent.filter(({ url }) => READER_FILE.test(url));
  expect(reader.length).toBeGreaterThanOrEqual(3);
  for (const { url } of reader) expect(new URL(url).origin).toBe(store);
  expect(sent.filter(({ bytes }) => bytes > 8_000)).toEqual([]);

  // Searching the size read asks for tires rated at least 106 and S, as the fitment rules do.
  await widget.getByRole("button", { name: "Find tires" }).click();
  await expect(offerCards(widget, "235/70R16").first()).toBeVisible();
  const search = listings.at(-1);
  expect(search?.searchParams.get("size")).toBe("235/70R16");
  expect(search?.searchParams.get("minLoadIndex")).toBe("106");
  expect(search?.searchParams.get("speedRating")?.split(",")).toContain("S");
  expect(search?.searchParams.get("speedRating")?.split(",")).not.toContain("R");
});

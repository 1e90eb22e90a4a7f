import { crc32, deflateSync } from "node:zlib";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import { type ServerFleet, startServers } from "../support/server-processes";
import { expect, test } from "./test";
import { watchErrors } from "./widget-host";

/**
 * The shop maps with the operator's street tiles (MAP_TILE_URL): a server of its own started with
 * a tile URL, whose tiles the browser test answers itself (no tile service is reachable here).
 */

const TILES = "https://tiles.example.test";

/** A 256 × 256 PNG of one colour: what a raster tile service answers. */
function tilePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, 0xd8)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let fleet: ServerFleet;
let BASE: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One process on the embedded database, as `npm start` runs, with the operator's tiles set.
  fleet = await startServers(1, "", {
    PUBLIC_ORIGIN: "",
    CLOCK_START: TEST_NOW.toISOString(),
    MAP_TILE_URL: `${TILES}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: "© Example Tiles",
  });
  BASE = fleet.servers[0]?.base ?? "";
});

test.afterAll(async () => fleet?.stop());

test("with street tiles set, an area's shops are pinned on a street map, numbered as listed", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const tiles: string[] = [];
  const png = tilePng();
  await page.route(`${TILES}/**`, async (route) => {
    tiles.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 200, contentType: "image/png", body: png });
  });
  const response = await page.goto(`${BASE}/tire-shops/austin-tx`);
  // The page's policy lets the tiles in, and nothing else new.
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/img-src 'self' data: https:\/\/tiles\.example\.test/);
  expect(policy).toMatch(/connect-src 'self' https:\/\/tiles\.example\.test/);

  const shops = page.locator("ol.shop-list > li");
  const count = await shops.count();
  expect(count).toBeGreaterThan(1);
  const map = page.locator(".shop-map .street-map");
  await expect(map).toHaveClass(/street-map--live/, { timeout: 20_000 });
  const street = map.getByRole("region", { name: /^Street map: / });
  await expect(street).toBeVisible();
  const pins = street.locator(".street-map__pin");
  await expect(pins).toHaveCount(count);
  await expect(pins.first()).toHaveText("1");
  const firstShop = (await shops.first().locator("a").first().textContent()) ?? "";
  await expect(pins.first()).toHaveAttribute("aria-label", `1. ${firstShop.trim()}`);
  await expect(street).toContainText("© Example Tiles");
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.every((path) => /^\/\d+\/\d+\/\d+\.png$/.test(path))).toBe(true);
  // The offline map stays beneath, for the moment before the street map has drawn.
  await expect(map.locator("img")).toHaveAttribute("src", "/media/maps/tire-shops/austin-tx.svg");
  expect(errors).toEqual([]);
});

test("the all-shops modal pins the ten shops nearest the ZIP on the street map", async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const png = tilePng();
  await page.route(`${TILES}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: png }),
  );
  await context.addCookies([{ name: "USER_ZIP", value: "78704", url: BASE }]);
  await page.goto(`${BASE}/tire-sizes/225-50r17`);
  await expect(page.getByRole("button", { name: "E-mail us" })).toBeVisible();
  await page
    .getByRole("region", { name: "Your shop" })
    .getByRole("button", { name: "Choose a shop" })
    .click();
  const modal = page.getByRole("dialog", { name: "Shops near 78704" });
  const shops = modal.locator(".all-shops__shop");
  await expect(shops).toHaveCount(10);
  await expect(modal.locator(".street-map")).toHaveClass(/street-map--live/, { timeout: 20_000 });
  const pins = modal.locator(".street-map__pin");
  await expect(pins).toHaveCount(10);
  const first = (await shops.first().locator("strong").textContent()) ?? "";
  await expect(pins.first()).toHaveAttribute("aria-label", `1. ${first}`);
  expect(errors).toEqual([]);
});

test("without a script, or when the street map cannot load, the offline map is shown", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`${BASE}/tire-shops/austin-tx`);
    await expect(plain.locator(".shop-map img")).toBeVisible();
    await expect(plain.locator(".street-map--live")).toHaveCount(0);
  } finally {
    await context.close();
  }
  const page = await browser.newPage();
  try {
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    await page.route(`${BASE}/media/vendor/**`, (route) => route.abort());
    const refused = page.waitForEvent("requestfailed", (request) =>
      request.url().endsWith("/media/vendor/maplibre/maplibre-gl.mjs"),
    );
    await page.goto(`${BASE}/tire-shops/austin-tx`);
    await refused;
    // The library was asked for and refused: the page says nothing of it and the street map
    // stays out of sight and out of the accessibility tree, over the offline one.
    await expect(page.locator(".shop-map img")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Street map: / })).toHaveCount(0);
    await expect(page.locator(".street-map--live")).toHaveCount(0);
    expect(uncaught).toEqual([]);
  } finally {
    await page.close();
  }
});

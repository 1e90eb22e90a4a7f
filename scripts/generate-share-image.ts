/**
 * Draws the default share image (storefront.md §5: 1024x512), the picture social sites show
 * for a shared storefront link. They read PNG or JPEG, not SVG, so Chromium renders the card
 * and the PNG is committed; the server serves the file as it is. Run again after a change:
 *
 *   node --import tsx scripts/generate-share-image.ts
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SHARE_IMAGE } from "../packages/core/src/site/meta";
import { renderTireSvg } from "../packages/server/src/modules/catalog/imagery/tire";
import { SHARE_IMAGE_FILE } from "../packages/server/src/web/seo.routes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/local-server";

const { width, height } = SHARE_IMAGE;

const card = `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body {
    display: flex; align-items: center; gap: 56px; padding: 0 72px; box-sizing: border-box;
    background: linear-gradient(135deg, #0b5cd5 0%, #083f94 100%);
    color: #fff; font-family: "DejaVu Sans", Arial, sans-serif;
  }
  .tire { width: 340px; height: 340px; flex: none; filter: drop-shadow(0 12px 24px rgba(0,0,0,.35)); }
  .tire svg { width: 100%; height: 100%; }
  h1 { margin: 0 0 16px; font-size: 88px; font-weight: 800; letter-spacing: -2px; }
  p { margin: 0; font-size: 34px; line-height: 1.3; opacity: .92; }
</style></head><body>
  <div class="tire">${renderTireSvg(
    {
      brand: "Treadkit",
      line: "Tires",
      sizeLabel: "",
      categoryId: 1,
      tireType: "Passenger",
      aspectRatio: 55,
      whiteLetters: true,
    },
    "sidewall",
  )}</div>
  <div><h1>Treadkit</h1><p>Tires for every car, installed at a shop near you</p></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(card);
  writeFileSync(SHARE_IMAGE_FILE, await page.screenshot({ type: "png" }));
  console.log(`wrote ${SHARE_IMAGE_FILE} (${width}x${height})`);
} finally {
  await browser.close();
}

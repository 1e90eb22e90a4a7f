import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases";
import { shopDealContentPaths } from "./sitemap";

describe.each(testDatabaseKinds())("sitemap paths of shops, deals and content on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(async () => test?.drop());

  it("lists the landings, cities, shops, running deals, content pages and articles once each", async () => {
    const paths = await shopDealContentPaths(test.database.db, new Date("2026-11-23T12:00:00Z"));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/tire-shops",
        "/tire-shops/austin-tx",
        "/tire-shops/shop/south-congress-tire-austin-tx/TX-AUS-008",
        "/tire-deals",
        "/tire-deals/black-friday-sale",
        "/tire-deals/cyber-monday-sale",
        "/tire-deals/free-installation",
        "/tire-deals/black-friday-early-access-continental",
        "/returns-and-refunds",
        "/about",
        "/learn",
        "/learn/tire-maintenance",
        "/learn/tire-maintenance/tire-rotation-guide",
        "/learn/tire-news-information/tire-dictionary",
        "/press",
        "/press/partnerships",
        "/press/company-news/treadkit-launches-online-tire-storefront",
        "/contact",
        "/contact/tire-sales",
        "/track-your-order",
      ]),
    );
    // Ended deals and those not yet started are not listed.
    expect(paths).not.toContain("/tire-deals/fall-sale-2025");
    expect(paths).not.toContain("/tire-deals/cyber-monday-100-off-goodyear");
    // Articles live under their section and category only.
    expect(paths).not.toContain("/tire-rotation-guide");
    expect(new Set(paths).size).toBe(paths.length);
  });
});

import { ROAD_HAZARD_PLANS, roadHazardCostPerTire } from "@treadkit/core/cart";
import { HANDLING_FEE_PER_TIRE_CENTS } from "@treadkit/core/shipping";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { productLines, products } from "../catalog/catalog.schema";
import { userSessions } from "../session/session.schema";
import { setSiteGlobals } from "../site/site.service";
import { cartCoupons, cartItems } from "./cart.schema";

type Listed = {
  productId: string;
  availability: string;
  brand: { slug: string };
  priceList: { salePriceInCents: number }[];
};

const [ONE_YEAR, THREE_YEARS] = ROAD_HAZARD_PLANS;

describe.each(testDatabaseKinds())("cart pricing on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tires: Listed[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    tires = listing.siteCatalogProducts.filter(
      (p: Listed) => p.availability === "ProductStatusAvailable",
    );
  });
  afterAll(async () => ctx?.close());

  // The listing's first page holds the cheapest tires of the size, none of them of the premium
  // brands: a brand's tire is looked up in that brand's own listing.
  const byBrand = async (slug: string) => {
    const listing = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/catalog/products?size=225-50r17&brand=${slug}`,
      })
    ).json();
    const tire = (listing.siteCatalogProducts as Listed[]).find(
      (t) => t.availability === "ProductStatusAvailable",
    );
    if (!tire) throw new Error(`no ${slug} tire in stock`);
    expect(tire.brand.slug).toBe(slug);
    return tire;
  };
  const otherThan = (...slugs: string[]) => {
    const tire = tires.find((t) => !slugs.includes(t.brand.slug));
    if (!tire) throw new Error("no other tire in stock");
    return tire;
  };
  const priceOf = (tire: Listed) => tire.priceList[0]?.salePriceInCents ?? 0;

  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      ...(headers ? { headers } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const newCart = async (
    tire: Listed,
    quantity: number,
    extra: object = {},
    headers?: Record<string, string>,
  ) => {
    const { body } = await call(
      "POST",
      "/api/cart-summary",
      { productId: tire.productId, quantity: { front: quantity }, ...extra },
      headers,
    );
    return body.siteCart;
  };
  const put = (cartId: string, body: object, headers?: Record<string, string>) =>
    call("PUT", `/api/cart-summary?cartId=${cartId}`, body, headers);

  describe("coupons", () => {
    it("takes a Flat Amount coupon off a set of four, whatever its case and spaces", async () => {
      const tire = otherThan("bridgestone");
      const cart = await newCart(tire, 4);
      const { status, body } = await put(cart.id, { promoCode: "  save50 " });
      expect(status).toBe(200);
      expect(body.siteCart.siteCartCoupons).toEqual([
        {
          couponId: expect.any(String),
          promoCode: "SAVE50",
          discountInCents: 5_000,
          errorDescription: null,
          minCartQunatity: 4,
          maxCartQunatity: null,
          alertMessage: "Add 4 tires to your cart to save $50",
        },
      ]);
      expect(body.siteCart.cartSummary.totalInCents).toBe(4 * priceOf(tire) - 5_000);
    });

    it("keeps a coupon whose minimum the cart misses, denied with its alert, until it is met", async () => {
      const tire = otherThan("bridgestone");
      const cart = await newCart(tire, 2);
      const denied = (await put(cart.id, { promoCode: "SAVE50" })).body.siteCart;
      expect(denied.siteCartCoupons[0]).toMatchObject({
        discountInCents: 0,
        errorDescription: "Add 4 tires to your cart to save $50",
      });
      expect(denied.cartSummary.discountInCents).toBe(0);
      const met = (await put(cart.id, { itemId: tire.productId, itemQuantity: 4 })).body.siteCart;
      expect(met.siteCartCoupons[0]).toMatchObject({
        discountInCents: 5_000,
        errorDescription: null,
      });
    });

    it("gives the fourth Michelin tire free with Buy3Get1, and refuses it on other brands", async () => {
      const michelin = await byBrand("michelin");
      const cart = await newCart(michelin, 4);
      const { body } = await put(cart.id, { promoCode: "MICHELIN4" });
      expect(body.siteCart.siteCartCoupons[0].discountInCents).toBe(priceOf(michelin));

      const other = await newCart(otherThan("michelin", "bridgestone"), 4);
      const refused = (await put(other.id, { promoCode: "MICHELIN4" })).body.siteCart;
      expect(refused.siteCartCoupons[0]).toMatchObject({
        discountInCents: 0,
        errorDescription: "This promo code does not apply to the tires in your cart",
      });
    });

    it("makes installation free with a Free coupon", async () => {
      const shop = (await call("GET", "/api/installers?userZip=33301&limit=1")).body.siteInstallers
        .siteInstallerList[0];
      const cart = await newCart(otherThan("bridgestone"), 4, { installerId: shop.installerId });
      const { body } = await put(cart.id, { promoCode: "FREEINSTALL" });
      const summary = body.siteCart.cartSummary;
      expect(summary.installationInCents).toBeGreaterThan(0);
      expect(summary.discountInCents).toBe(summary.installationInCents);
      expect(summary.totalInCents).toBe(
        summary.productsInCents + summary.salesTaxInCents + summary.tireFeeInCents,
      );
    });

    it("takes a percentage off up to the coupon's maximum quantity", async () => {
      const tire = otherThan("bridgestone");
      const cart = await newCart(tire, 4);
      const { body } = await put(cart.id, { promoCode: "TAKE10" });
      expect(body.siteCart.siteCartCoupons[0].discountInCents).toBe(
        Math.round((4 * priceOf(tire)) / 10),
      );
    });

    it("refuses unknown, expired and empty codes with a message, storing nothing", async () => {
      const cart = await newCart(otherThan("bridgestone"), 4);
      for (const [promoCode, message] of [
        ["NOSUCHCODE", "This promo code is not valid"],
        ["FALL2025", "This promo code has expired"],
        ["   ", "Please enter a promo code"],
      ]) {
        const { status, body } = await put(cart.id, { promoCode });
        expect(status).toBe(400);
        expect(body.errorMessage).toBe(message);
      }
      const stored = await ctx.database.db
        .select()
        .from(cartCoupons)
        .where(eq(cartCoupons.cartId, cart.id));
      expect(stored).toEqual([]);
    });

    it("removes a coupon by its code", async () => {
      const cart = await newCart(otherThan("bridgestone"), 4);
      await put(cart.id, { promoCode: "SAVE50" });
      const { body } = await put(cart.id, { removePromoCode: "save50" });
      expect(body.siteCart.siteCartCoupons).toEqual([]);
      expect(body.siteCart.cartSummary.discountInCents).toBe(0);
    });
  });

  describe("road hazard", () => {
    it("adds one-year coverage with shouldAddCoverage, priced per tire on the server", async () => {
      const tire = otherThan("bridgestone");
      // A cost sent by the client is refused; the server prices the coverage.
      const refused = await call("POST", "/api/cart-summary", {
        productId: tire.productId,
        quantity: { front: 4 },
        shouldAddCoverage: true,
        roadHazardCostInCents: 1,
      });
      expect(refused.status).toBe(400);
      const cart = await newCart(tire, 4, { shouldAddCoverage: true });
      const perTire = roadHazardCostPerTire({
        salePriceInCents: priceOf(tire),
        option: 1,
        isCommercial: false,
      });
      expect(cart.siteProducts[0]).toMatchObject({
        roadHazardState: 1,
        trcOption: 1,
        roadHazardCostInCents: 4 * perTire,
      });
      expect(cart.cartSummary.totalInCents).toBe(4 * priceOf(tire) + 4 * perTire);
    });

    it("toggles one line, the whole cart and the plan", async () => {
      const first = otherThan("bridgestone");
      const second = tires.find(
        (t) => t.productId !== first.productId && t.brand.slug !== "bridgestone",
      );
      if (!second) throw new Error("need two tires");
      const cart = await newCart(first, 4);
      await put(cart.id, { itemId: second.productId, itemQuantity: 4, isNewItem: true });

      const one = (await put(cart.id, { itemId: second.productId, isRoadHazard: true })).body
        .siteCart;
      expect(one.siteProducts.map((p: { trcOption: number }) => p.trcOption)).toEqual([0, 1]);

      const all = (await put(cart.id, { isGroupRoadHazard: true, trcUuid: THREE_YEARS?.trcUuid }))
        .body.siteCart;
      expect(all.siteProducts.map((p: { trcOption: number }) => p.trcOption)).toEqual([2, 2]);

      const planOnly = (await put(cart.id, { trcUuid: ONE_YEAR?.trcUuid })).body.siteCart;
      expect(planOnly.siteProducts.map((p: { trcOption: number }) => p.trcOption)).toEqual([1, 1]);

      const none = (await put(cart.id, { isGroupRoadHazard: false })).body.siteCart;
      expect(none.siteProducts.map((p: { roadHazardState: number }) => p.roadHazardState)).toEqual([
        0, 0,
      ]);
      expect(none.cartSummary.roadHazardInCents).toBe(0);
    });

    it("makes coverage free on tires with a 100 percent road-hazard promotion", async () => {
      const bridgestone = await byBrand("bridgestone");
      const cart = await newCart(bridgestone, 4, { shouldAddCoverage: true });
      const product = cart.siteProducts[0];
      expect(product.siteProductPromotion).toEqual({
        linkToTRCProm: true,
        couponAmount: "100.00",
        couponAmountType: "percentage",
        alreadyAppliedIntoCart: true,
      });
      expect(product.roadHazardCostInCents).toBeGreaterThan(0);
      expect(cart.cartSummary.discountInCents).toBe(product.roadHazardCostInCents);
      expect(cart.cartSummary.totalInCents).toBe(4 * priceOf(bridgestone));
    });

    it("reports the maker's own protection as state 2 and sells none on top", async () => {
      const tire = otherThan("bridgestone");
      const [row] = await ctx.database.db
        .select({ lineId: products.productLineId })
        .from(products)
        .where(eq(products.id, Number(tire.productId)));
      await ctx.database.db
        .update(productLines)
        .set({ includesRoadHazard: true })
        .where(eq(productLines.id, row?.lineId ?? 0));
      try {
        const cart = await newCart(tire, 4, { shouldAddCoverage: true });
        expect(cart.siteProducts[0]).toMatchObject({
          roadHazardState: 2,
          roadHazardCostInCents: 0,
          trcOption: 0,
        });
      } finally {
        await ctx.database.db
          .update(productLines)
          .set({ includesRoadHazard: false })
          .where(eq(productLines.id, row?.lineId ?? 0));
      }
    });

    it("offers commercial tires one year only", async () => {
      const tire = otherThan("bridgestone");
      const [row] = await ctx.database.db
        .select({ lineId: products.productLineId, type: productLines.tireType })
        .from(products)
        .innerJoin(productLines, eq(products.productLineId, productLines.id))
        .where(eq(products.id, Number(tire.productId)));
      const setType = (tireType: string) =>
        ctx.database.db
          .update(productLines)
          .set({ tireType })
          .where(eq(productLines.id, row?.lineId ?? 0));
      await setType("Commercial");
      try {
        const cart = await newCart(tire, 4);
        const refused = await put(cart.id, {
          itemId: tire.productId,
          isRoadHazard: true,
          trcUuid: THREE_YEARS?.trcUuid,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errorMessage).toBe(
          "Three-year road hazard coverage is not offered on commercial tires",
        );
        const group = (
          await put(cart.id, { isGroupRoadHazard: true, trcUuid: THREE_YEARS?.trcUuid })
        ).body.siteCart;
        expect(group.siteProducts[0].trcOption).toBe(1);
        expect(group.siteProducts[0].roadHazardCostInCents).toBe(
          4 *
            roadHazardCostPerTire({
              salePriceInCents: priceOf(tire),
              option: 1,
              isCommercial: true,
            }),
        );
      } finally {
        await setType(row?.type ?? "Passenger");
      }
    });

    it("hides road hazard from special-order buyers and refuses to add it", async () => {
      const [session] = await ctx.database.db
        .insert(userSessions)
        .values({ customerType: "special_order" })
        .returning();
      const headers = { "x-user-session-id": session?.id ?? "" };
      const cart = await newCart(otherThan("bridgestone"), 4, { shouldAddCoverage: true }, headers);
      expect(cart.roadHazardOffered).toBe(false);
      expect(cart.siteProducts[0]).toMatchObject({ roadHazardState: 0, roadHazardCostInCents: 0 });
      const refused = await put(cart.id, { isGroupRoadHazard: true }, headers);
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toBe("Road hazard coverage is not offered on this account");
      const stored = await ctx.database.db
        .select({ option: cartItems.roadHazardOption })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id));
      expect(stored).toEqual([{ option: 0 }]);
    });

    it("refuses an unknown plan", async () => {
      const cart = await newCart(otherThan("bridgestone"), 4);
      const { status, body } = await put(cart.id, {
        isGroupRoadHazard: true,
        trcUuid: "00000000-0000-4000-8000-000000000000",
      });
      expect(status).toBe(400);
      expect(body.errorMessage).toBe("Unknown road hazard plan");
    });
  });

  describe("shipping cost", () => {
    it("charges the handling fee on oversize tires shipped home in mode 2", async () => {
      const tire = otherThan("bridgestone");
      await ctx.database.db
        .update(products)
        .set({ isOversize: true })
        .where(eq(products.id, Number(tire.productId)));
      try {
        await setSiteGlobals(ctx.database.db, { coreShipHandlingMode: 2 });
        const cart = await newCart(tire, 4, { zip: "33301" });
        expect(cart.shippingCostToHomeInCents).toBe(4 * HANDLING_FEE_PER_TIRE_CENTS);
        expect(cart.shippingCostInCents).toBe(0);
        const home = await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, {
          shippingOption: "home",
          firstName: "Ana",
          lastName: "Diaz",
          addressLine1: "100 Las Olas Blvd",
          city: "Fort Lauderdale",
          state: "FL",
          zip: "33301",
          phone: "9545550100",
          email: "ana@example.com",
        });
        expect(home.status).toBe(200);
        const priced = (await call("GET", `/api/cart-summary?cartId=${cart.id}`)).body.siteCart;
        expect(priced.shippingCostInCents).toBe(4 * HANDLING_FEE_PER_TIRE_CENTS);
        expect(priced.coreShipHandlingFeesApplied).toBe(true);
        // Florida taxes neither the handling fee nor its own tire fee.
        expect(priced.cartSummary.salesTaxInCents).toBe(
          Math.floor((4 * priceOf(tire) * 70_000 + 500_000) / 1_000_000),
        );
        expect(priced.cartSummary.totalInCents).toBe(
          4 * priceOf(tire) +
            4 * HANDLING_FEE_PER_TIRE_CENTS +
            priced.cartSummary.salesTaxInCents +
            priced.cartSummary.tireFeeInCents,
        );
      } finally {
        await setSiteGlobals(ctx.database.db, {});
        await ctx.database.db
          .update(products)
          .set({ isOversize: false })
          .where(eq(products.id, Number(tire.productId)));
      }
    });
  });
});

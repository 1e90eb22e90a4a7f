import { buyerPrice, DELIVERY_NOT_ALLOWED_MESSAGE } from "@treadkit/core/session";
import { WAREHOUSE_DEALER_ONLY_MESSAGE } from "@treadkit/core/shipping";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME, placeTestOrder } from "../../testing/orders";
import { orders } from "../orders/orders.schema";
import { users } from "./account.schema";

describe.each(testDatabaseKinds())("buyer kinds on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const cartOf = async (browser: TestBrowser) =>
    (
      await browser.request("POST", "/api/cart-summary", {
        json: { productId: tire, quantity: { front: 4 }, zip: "33301" },
      })
    ).json().siteCart.id as string;
  const warehouses = (browser: TestBrowser, cartId: string) =>
    browser.get(`/api/checkout/warehouse-pickup-locations?productIds=${tire}&cartId=${cartId}`);

  it("lists warehouses to a dealer-tire account only", async () => {
    const guest = testBrowser(ctx.app);
    const guestCart = await cartOf(guest);
    const refused = await warehouses(guest, guestCart);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ errorMessage: WAREHOUSE_DEALER_ONLY_MESSAGE });
    const retail = await signedInBrowser(ctx.app, "retail@treadkit.example");
    expect((await warehouses(retail, await cartOf(retail))).status).toBe(403);

    const dealer = await signedInBrowser(ctx.app, "dealer@treadkit.example");
    const listed = await warehouses(dealer, await cartOf(dealer));
    expect(listed.status).toBe(200);
    expect(listed.json().siteWarehouses.siteWarehouseList.length).toBeGreaterThan(0);
  });

  it("lets a dealer collect at a warehouse and only use the methods the account allows", async () => {
    const dealer = await signedInBrowser(ctx.app, "dealer@treadkit.example");
    const cartId = await cartOf(dealer);
    const [warehouse] = (await warehouses(dealer, cartId)).json().siteWarehouses.siteWarehouseList;
    const home = await dealer.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      json: HOME,
    });
    expect(home.status).toBe(403);
    expect(home.json()).toMatchObject({
      code: "DELIVERY_NOT_ALLOWED",
      errorMessage: DELIVERY_NOT_ALLOWED_MESSAGE,
    });
    const unknown = await dealer.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      json: { shippingOption: "warehouse", warehouseId: "999999" },
    });
    expect(unknown.status).toBe(400);

    const saved = await dealer.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      json: { shippingOption: "warehouse", warehouseId: warehouse.warehouseId },
    });
    expect(saved.status).toBe(200);
    expect(saved.json().siteCartShippingResponse).toMatchObject({
      shippingOption: "warehouse",
      cartShipping: {
        firstName: "Dale",
        lastName: "Dealer",
        companyName: warehouse.name,
        addressLine1: warehouse.addressLine1,
      },
    });

    // The order goes through on the dealer's invoice (its only payment group), belongs to the
    // dealer and says where it is collected.
    const priced = (await dealer.get(`/api/cart-summary?cartId=${cartId}`)).json().siteCart;
    const placed = await dealer.request("POST", "/api/checkout/orders", {
      json: {
        cartId,
        paymentMethod: "invoice",
        expectedTotalInCents: priced.cartSummary.totalInCents,
      },
      headers: { "idempotency-key": `dealer-${crypto.randomUUID()}` },
    });
    expect(placed.status).toBe(201);
    const order = placed.json().order;
    expect(order.shippingOption).toBe("warehouse");
    expect(order.destination.lines.join(" ")).toContain(warehouse.addressLine1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    const [dale] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "dealer@treadkit.example"));
    expect(row?.userId).toBe(dale?.id);
  });

  it("refuses a warehouse to a guest and a carrier pickup to a fleet account that does not list it", async () => {
    const guest = testBrowser(ctx.app);
    const guestCart = await cartOf(guest);
    const refused = await guest.request("POST", `/api/checkout/cart-shipping?cartId=${guestCart}`, {
      json: { shippingOption: "warehouse", warehouseId: "1" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ code: "WAREHOUSE_NOT_ALLOWED" });

    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const cartId = await cartOf(fleet);
    const parcel = await fleet.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
      json: {
        shippingOption: "fedex",
        shippingLocationId: "1",
        firstName: "Fiona",
        lastName: "Fleet",
        phone: "9545550100",
        phoneType: "mobile",
        email: "fleet@treadkit.example",
      },
    });
    expect(parcel.status).toBe(403);
    expect(parcel.json()).toMatchObject({ code: "DELIVERY_NOT_ALLOWED" });
  });

  it("shows a brand-restricted member only the account's brands, never from a shared cache", async () => {
    const url = "/api/catalog/products?size=225-50r17";
    const brandsOf = (listing: { siteCatalogProducts: { brand: { slug: string } }[] }) =>
      new Set(listing.siteCatalogProducts.map((p) => p.brand.slug));
    const guest = testBrowser(ctx.app);
    const before = brandsOf((await guest.get(url)).json());
    expect(before.size).toBeGreaterThan(1);
    const partner = await signedInBrowser(ctx.app, "partner@treadkit.example");
    const restricted = await partner.get(url);
    expect(restricted.headers["x-cache"]).toBeUndefined();
    expect(String(restricted.headers["cache-control"] ?? "")).not.toContain("public");
    expect([...brandsOf(restricted.json())]).toEqual(["michelin"]);
    expect(brandsOf((await guest.get(url)).json())).toEqual(before);
  });

  it("hides road hazard from a special-order member's cart and an employee's without company coverage", async () => {
    const special = await signedInBrowser(ctx.app, "special-order@treadkit.example");
    const cartId = await cartOf(special);
    const change = await special.request("PUT", `/api/cart-summary?cartId=${cartId}`, {
      json: { isRoadHazard: true },
    });
    expect(change.status).toBe(403);
    expect(change.json()).toMatchObject({ code: "ROAD_HAZARD_NOT_OFFERED" });
    // The distributor's employees: their company does not make coverage available.
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const employeeCart = await cartOf(employee);
    const denied = await employee.request("PUT", `/api/cart-summary?cartId=${employeeCart}`, {
      json: { isRoadHazard: true },
    });
    expect(denied.status).toBe(403);
    const employeeView = await employee.get(`/api/cart-summary?cartId=${employeeCart}`);
    expect(employeeView.json().siteCart.roadHazardOffered).toBe(false);
    const retail = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const retailCart = await cartOf(retail);
    const offered = await retail.request("PUT", `/api/cart-summary?cartId=${retailCart}`, {
      json: { isRoadHazard: true },
    });
    expect(offered.status).toBe(200);
  });

  it("prices a fleet member's and an employee's tires below retail, and a guest's at retail", async () => {
    const priceIn = async (browser: TestBrowser) => {
      const cartId = await cartOf(browser);
      const cart = (await browser.get(`/api/cart-summary?cartId=${cartId}`)).json().siteCart;
      return cart.siteProducts[0].price.salePriceInCents as number;
    };
    const retail = await priceIn(testBrowser(ctx.app));
    const fleet = await priceIn(await signedInBrowser(ctx.app, "fleet@treadkit.example"));
    const employee = await priceIn(await signedInBrowser(ctx.app, "employee@treadkit.example"));
    const member = await priceIn(await signedInBrowser(ctx.app, "retail@treadkit.example"));
    expect(fleet).toBe(buyerPrice(retail, "fleet"));
    expect(fleet).toBeLessThan(retail);
    expect(employee).toBe(buyerPrice(retail, "epp"));
    expect(member).toBe(retail);
  });

  it("lists a fleet member's tires at the price the cart charges, labelled, and a guest's at retail", async () => {
    const url = `/api/catalog/products?size=225-50r17`;
    const first = (listing: {
      priceLabel?: string;
      siteCatalogProducts: { productId: string; priceList: { salePriceInCents: number }[] }[];
    }) => ({ label: listing.priceLabel, price: listing.siteCatalogProducts[0]?.priceList[0] });
    const guest = first((await testBrowser(ctx.app).get(url)).json());
    expect(guest.label).toBeUndefined();
    const fleetBrowser = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const fleetListing = (await fleetBrowser.get(url)).json();
    const fleet = first(fleetListing);
    expect(fleet.label).toBe("Fleet");
    expect(fleet.price?.salePriceInCents).toBe(
      buyerPrice(guest.price?.salePriceInCents ?? 0, "fleet"),
    );
    // The listed price is the cart's.
    const cart = (
      await fleetBrowser.request("POST", "/api/cart-summary", {
        json: {
          productId: fleetListing.siteCatalogProducts[0].productId,
          quantity: { front: 4 },
          zip: "33301",
        },
      })
    ).json().siteCart;
    expect(cart.siteProducts[0].price.salePriceInCents).toBe(fleet.price?.salePriceInCents);
    // The product page says the same.
    const detailUrl = `/api/catalog/products/${fleetListing.siteCatalogProducts[0].productId}`;
    const detail = (await fleetBrowser.get(detailUrl)).json();
    expect(detail.priceLabel).toBe("Fleet");
    expect(detail.siteProduct.priceList[0].salePriceInCents).toBe(fleet.price?.salePriceInCents);
    expect((await testBrowser(ctx.app).get(detailUrl)).json().priceLabel).toBeUndefined();
    const retail = first(
      (await (await signedInBrowser(ctx.app, "retail@treadkit.example")).get(url)).json(),
    );
    expect(retail).toEqual(guest);
  });

  it("puts an order on the military exchange's channel when its customer id header comes", async () => {
    const exchange = await placeTestOrder(ctx.app, tire, {
      headers: { "x-external-customer-id": "AAFES-1234" },
    });
    const web = await placeTestOrder(ctx.app, tire);
    const channelOf = async (id: string) =>
      (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.channel;
    expect(await channelOf(exchange.id)).toBe("military-exchange");
    expect(await channelOf(web.id)).toBe("web");
    // The header alone does not make a card order tax-free: only the exchange's payment does.
    expect(exchange.amounts.tax).toMatchObject({ exempt: false });
  });
});

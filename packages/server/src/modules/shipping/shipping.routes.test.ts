import { US_ZIP_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart as createCart, tireInStock } from "../../testing/fixtures";
import { cartShipping } from "./shipping.schema";

/** Austin's 1100 S Lamar Blvd, on its own ZIP (78704) or on Manhattan's (10001). */
const LAMAR = { addressLine1: "1100 S Lamar Blvd", city: "Austin", state: "TX" };
const NOT_IN_TEXAS = "This ZIP code is in New York, not Texas. Please check the ZIP code and state";

const home = {
  shippingOption: "home",
  firstName: "Ana",
  lastName: "O'Brien",
  addressLine1: "100 SE 3rd Ave",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "+1 (954) 555-0101",
  email: "ana@example.com",
};

describe.each(testDatabaseKinds())("cart shipping on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newCart = () => createCart(ctx.app, tire, "33301");
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    cartId: string,
    body?: unknown,
  ) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      ...(body ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  it("ships home to a valid address, phone normalised, phone type mobile by default", async () => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, home);
    expect(status).toBe(200);
    expect(body.siteCartShippingResponse.shippingOption).toBe("home");
    expect(body.siteCartShippingResponse.cartShipping).toMatchObject({
      firstName: "Ana",
      phone: "9545550101",
      phoneType: "mobile",
      state: "FL",
      country: "US",
      installer: null,
    });
    const cart = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cartId}` })
    ).json().siteCart;
    expect(cart.cartShippingAddressPresent).toBe(true);
  });

  it.each([
    [{ addressLine1: "PO Box 12" }, "We do not ship to PO boxes. Please enter a valid address"],
    [{ firstName: "R2D2" }, "Please enter valid First Name"],
    [{ zip: "3330" }, "Please enter valid US Zip Code"],
    [{ phone: "555-0101" }, "Please enter a valid phone number"],
    [{ state: "" }, "Please enter state"],
    [{ dealerOrResale: true }, "We do not ship to dealerships or for resale"],
  ])("refuses a home address with %j: %s", async (change, message) => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, { ...home, ...change });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
    expect((await call("GET", cartId)).status).toBe(404);
  });

  it("keeps a home delivery's company, vehicle and instructions; empty ones are none", async () => {
    const cartId = await newCart();
    const extras = {
      companyName: " Lopez Landscaping ",
      vehicle: "2019 Honda Civic",
      specialInstructions: "Leave at the side door",
    };
    const saved = await call("POST", cartId, { ...home, ...extras });
    expect(saved.status).toBe(200);
    expect((await call("GET", cartId)).body.siteCartShippingResponse.cartShipping).toMatchObject({
      companyName: "Lopez Landscaping",
      vehicleDescription: "2019 Honda Civic",
      specialInstructions: "Leave at the side door",
    });
    const cleared = await call("PUT", cartId, {
      ...home,
      companyName: "",
      vehicle: "",
      specialInstructions: " ",
    });
    expect(cleared.body.siteCartShippingResponse.cartShipping).toMatchObject({
      companyName: null,
      vehicleDescription: null,
      specialInstructions: null,
    });
  });

  it.each([
    ["companyName", 100, "Company name can be at most 100 characters"],
    ["vehicle", 80, "Vehicle can be at most 80 characters"],
    ["specialInstructions", 250, "Special instructions can be at most 250 characters"],
  ])(
    "refuses a home delivery whose %s is over %i characters, storing nothing",
    async (field, max, message) => {
      const cartId = await newCart();
      const refused = await call("POST", cartId, { ...home, [field]: "x".repeat(max + 1) });
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toBe(message);
      expect((await call("GET", cartId)).status).toBe(404);
      expect((await call("POST", cartId, { ...home, [field]: "x".repeat(max) })).status).toBe(200);
    },
  );

  it("refuses a home address whose ZIP lies in another state, and stores nothing", async () => {
    const cartId = await newCart();
    const wrong = await call("POST", cartId, { ...home, ...LAMAR, zip: "10001" });
    expect(wrong).toEqual({
      status: 400,
      body: { errorMessage: NOT_IN_TEXAS, code: "ZIP_NOT_IN_STATE" },
    });
    expect((await call("GET", cartId)).status).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(cartShipping)
      .where(eq(cartShipping.cartId, cartId));
    expect(rows).toEqual([]);

    const right = await call("POST", cartId, { ...home, ...LAMAR, zip: "78704" });
    expect(right.status).toBe(200);
    expect(right.body.siteCartShippingResponse.cartShipping).toMatchObject({
      ...LAMAR,
      zip: "78704",
    });
  });

  it("keeps a stored home address when a change to it is refused for its ZIP", async () => {
    const cartId = await newCart();
    await call("POST", cartId, { ...home, ...LAMAR, zip: "78704" });
    const refused = await call("PUT", cartId, { ...home, ...LAMAR, zip: "10001" });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(NOT_IN_TEXAS);
    const kept = (await call("GET", cartId)).body.siteCartShippingResponse.cartShipping;
    expect(kept).toMatchObject({ ...LAMAR, zip: "78704" });
  });

  it.each([
    ["00000", "00000"],
    ["no ZIP", ""],
    ["a ZIP the table lacks", "99999"],
  ])("refuses a home address with %s: the spec's ZIP message", async (_, zip) => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, { ...home, ...LAMAR, zip });
    expect({ status, message: body.errorMessage }).toEqual({
      status: 400,
      message: US_ZIP_MESSAGE,
    });
    expect((await call("GET", cartId)).status).toBe(404);
  });

  it("takes a ZIP+4 and a state written out, when they match", async () => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, {
      ...home,
      ...LAMAR,
      state: "texas",
      zip: "78704-1234",
    });
    expect(status).toBe(200);
    expect(body.siteCartShippingResponse.cartShipping).toMatchObject({
      state: "TX",
      zip: "78704",
    });
  });

  it("ships to a carrier pickup point with the shopper's contact", async () => {
    const cartId = await newCart();
    const { locations } = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/checkout/pickup-locations?cartId=${cartId}`,
      })
    ).json();
    const { body } = await call("PUT", cartId, {
      shippingOption: "fedex",
      shippingLocationId: locations[0].shippingLocationId,
      firstName: "Ana",
      lastName: "Lee",
      phone: "9545550101",
      email: "ana@example.com",
    });
    expect(body.siteCartShippingResponse.cartShipping).toMatchObject({
      shippingLocationId: locations[0].shippingLocationId,
      addressLine1: locations[0].addressLine1,
    });
    const missing = await call("PUT", cartId, {
      shippingOption: "fedex",
      shippingLocationId: "",
      firstName: "A",
      lastName: "B",
      phone: "9545550101",
      email: "a@b.co",
    });
    expect(missing.body.errorMessage).toBe("Please select a FedEx location");
  });

  it("ships to the shop, and checks a mobile installer's service area", async () => {
    const cartId = await newCart();
    const shops = (
      await ctx.app.inject({ method: "GET", url: "/api/installers?userZip=33301&limit=10" })
    ).json().siteInstallers.siteInstallerList as {
      installerId: string;
      isMobileInstall: boolean;
      company: string;
    }[];
    const shop = shops.find((s) => !s.isMobileInstall);
    const { body } = await call("POST", cartId, {
      shippingOption: "installer",
      installerId: shop?.installerId,
    });
    expect(body.siteCartShippingResponse.cartShipping).toMatchObject({
      companyName: shop?.company,
      installer: { installerId: shop?.installerId, isMobileInstall: false },
      firstName: null,
    });
    const mobile = shops.find((s) => s.isMobileInstall);
    const near = await call("POST", cartId, {
      shippingOption: "installer",
      installerId: mobile?.installerId,
      isMobileInstall: true,
    });
    expect(near.status).toBe(200);
    const chicago = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: tire, quantity: { front: 4 }, zip: "60657" },
      })
    ).json().siteCart.id;
    const far = await call("POST", chicago, {
      shippingOption: "installer",
      installerId: mobile?.installerId,
      isMobileInstall: true,
    });
    expect(far).toMatchObject({
      status: 400,
      body: { errorMessage: "This zip code is outside the selected installer's serviceable area" },
    });
  });

  it("keeps a mobile installer to its own service radius", async () => {
    // Hill Country Mobile Tire (78757) travels 5 miles; south Austin (78748) is 15 miles away.
    const [austin] = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/installers?userZip=78757&mobileInstall=true&limit=1",
      })
    ).json().siteInstallers.siteInstallerList as { installerId: string; company: string }[];
    expect(austin?.company).toBe("Hill Country Mobile Tire");
    const cartIn = async (zip: string) =>
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/cart-summary",
          payload: { productId: tire, quantity: { front: 4 }, zip },
        })
      ).json().siteCart.id;
    const body = {
      shippingOption: "installer",
      installerId: austin?.installerId,
      isMobileInstall: true,
    };
    expect((await call("POST", await cartIn("78757"), body)).status).toBe(200);
    const downtown = await call("POST", await cartIn("78748"), body);
    expect(downtown.body.errorMessage).toBe(
      "This zip code is outside the selected installer's serviceable area",
    );
  });

  it("refuses warehouse pickup without a dealer-tire account and an unknown option", async () => {
    const cartId = await newCart();
    expect(await call("POST", cartId, { shippingOption: "warehouse", warehouseId: "1" })).toEqual({
      status: 403,
      body: {
        errorMessage: "Warehouse pickup is only available to dealer-tire accounts",
        code: "WAREHOUSE_NOT_ALLOWED",
      },
    });
    const unknown = await call("POST", cartId, { shippingOption: "drone" });
    expect(unknown.body.errorMessage).toBe(
      "shippingOption must be installer, home, fedex or warehouse",
    );
  });

  it("deletes shipping; then reading it is a 404, as the client expects", async () => {
    const cartId = await newCart();
    await call("POST", cartId, home);
    expect((await call("DELETE", cartId)).status).toBe(204);
    expect(await call("GET", cartId)).toEqual({
      status: 404,
      body: { errorMessage: "This cart has no shipping yet", code: "SHIPPING_NOT_FOUND" },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart as createCart, tireInStock } from "../../testing/fixtures";

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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart as createCart, tireInStock } from "../../testing/fixtures";
import { installers } from "../installers/installers.schema";

const OUTSIDE = "This zip code is outside the selected installer's serviceable area";

// A driveway in Fort Lauderdale, a couple of miles from the demo's mobile installer (33316).
const driveway = {
  addressLine1: "100 SE 3rd Ave",
  addressLine2: "Unit 4",
  city: "Fort Lauderdale",
  state: "Florida",
  zip: "33301-1234",
  specialInstructions: "Gate code 1234",
  vehicle: "2019 Honda CR-V EX",
};

describe.each(testDatabaseKinds())("install location on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  let mobile: { installerId: string };
  let shop: { installerId: string };
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
    const list = (
      await ctx.app.inject({ method: "GET", url: "/api/installers?userZip=33301&limit=10" })
    ).json().siteInstallers.siteInstallerList as {
      installerId: string;
      isMobileInstall: boolean;
    }[];
    const found = list.find((s) => s.isMobileInstall);
    const fixed = list.find((s) => !s.isMobileInstall);
    if (!found || !fixed) throw new Error("the demo has a mobile and a fixed shop near 33301");
    mobile = found;
    shop = fixed;
  });
  afterAll(async () => ctx?.close());

  const newCart = (zip = "33301") => createCart(ctx.app, tire, zip);
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    cartId: string,
    body?: unknown,
  ) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/checkout/install-location?cartId=${cartId}`,
      ...(body ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const setRadius = (installerId: string, miles: number | null) =>
    ctx.database.db
      .update(installers)
      .set({ serviceRadiusMiles: miles })
      .where(eq(installers.id, Number(installerId)));

  it("answers null before a location is set, then stores, reads back and replaces it", async () => {
    const cartId = await newCart();
    expect(await call("GET", cartId)).toEqual({ status: 200, body: { cartInstallLocation: null } });

    const saved = await call("POST", cartId, { installerId: mobile.installerId, ...driveway });
    expect(saved).toEqual({
      status: 200,
      body: {
        cartInstallLocation: {
          id: cartId,
          installerId: mobile.installerId,
          addressLine1: "100 SE 3rd Ave",
          addressLine2: "Unit 4",
          city: "Fort Lauderdale",
          state: "FL",
          zip: "33301",
          specialInstructions: "Gate code 1234",
          vehicle: "2019 Honda CR-V EX",
        },
      },
    });
    expect(await call("GET", cartId)).toEqual(saved);

    const { addressLine2: _line2, specialInstructions: _notes, ...bare } = driveway;
    const replaced = await call("PUT", cartId, {
      installerId: mobile.installerId,
      ...bare,
      addressLine1: "200 E Broward Blvd",
    });
    expect(replaced.body.cartInstallLocation).toMatchObject({
      addressLine1: "200 E Broward Blvd",
      addressLine2: null,
      specialInstructions: null,
    });
    expect((await call("GET", cartId)).body.cartInstallLocation.addressLine1).toBe(
      "200 E Broward Blvd",
    );
  });

  it.each([
    [{ addressLine1: "PO Box 12" }, "We do not ship to PO boxes. Please enter a valid address"],
    [
      { addressLine1: "PSC 802 Box 74", city: "APO", state: "AE", zip: "09499" },
      "We do not ship to international military bases (APO/FPO/DPO). Please enter a valid address",
    ],
    [
      { state: "AP" },
      "We do not ship to international military bases (APO/FPO/DPO). Please enter a valid address",
    ],
    [{ addressLine1: "" }, "Please enter valid Address"],
    [{ city: "R2D2" }, "Please enter valid City"],
    [{ state: "" }, "Please enter state"],
    [{ zip: "3330" }, "Please enter valid US Zip Code"],
    [{ zip: "00000" }, "Please enter valid US Zip Code"],
    [{ zip: "99999" }, "Please enter valid US Zip Code"],
    [
      { state: "TX" },
      "This ZIP code is in Florida, not Texas. Please check the ZIP code and state",
    ],
    [{ vehicle: "" }, "Please choose a vehicle"],
    [{ vehicle: "   " }, "Please choose a vehicle"],
    [{ vehicle: undefined }, "Please choose a vehicle"],
    [{ vehicle: "x".repeat(81) }, "Vehicle can be at most 80 characters"],
    [{ installerId: undefined }, "Please select a shop or change shipping option"],
    [{ installerId: "999999" }, "Please select a shop or change shipping option"],
    [{ installerId: "9999999999" }, "Please select a shop or change shipping option"],
  ])("refuses %j: %s, and stores nothing", async (change, message) => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, {
      installerId: mobile.installerId,
      ...driveway,
      ...change,
    });
    expect({ status, message: body.errorMessage }).toEqual({ status: 400, message });
    expect((await call("GET", cartId)).body).toEqual({ cartInstallLocation: null });
  });

  it("refuses a shop that does not come to the shopper", async () => {
    const cartId = await newCart();
    const { status, body } = await call("POST", cartId, {
      installerId: shop.installerId,
      ...driveway,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errorMessage:
        "The selected installer does not offer mobile installation. Please select a mobile installer",
      code: "NOT_A_MOBILE_INSTALLER",
    });
  });

  it("checks the address's ZIP, not the cart's, against the default 25-mile radius", async () => {
    const chicagoCart = await newCart("60657");
    const near = await call("POST", chicagoCart, { installerId: mobile.installerId, ...driveway });
    expect(near.status).toBe(200);
    const palmBeach = { ...driveway, city: "West Palm Beach", zip: "33401" };
    const far = await call("PUT", chicagoCart, { installerId: mobile.installerId, ...palmBeach });
    expect(far).toEqual({
      status: 400,
      body: { errorMessage: OUTSIDE, code: "OUTSIDE_SERVICE_AREA" },
    });
    expect((await call("GET", chicagoCart)).body.cartInstallLocation.zip).toBe("33301");
  });

  it("uses the installer's own service radius when it has one", async () => {
    const cartId = await newCart();
    const palmBeach = { ...driveway, city: "West Palm Beach", zip: "33401" }; // about 42 miles
    const miami = { ...driveway, city: "Miami", zip: "33137" }; // about 20 miles
    try {
      await setRadius(mobile.installerId, 50);
      expect(
        (await call("POST", cartId, { installerId: mobile.installerId, ...palmBeach })).status,
      ).toBe(200);
      await setRadius(mobile.installerId, 10);
      expect(
        (await call("POST", cartId, { installerId: mobile.installerId, ...miami })).body
          .errorMessage,
      ).toBe(OUTSIDE);
    } finally {
      await setRadius(mobile.installerId, null);
    }
    expect((await call("POST", cartId, { installerId: mobile.installerId, ...miami })).status).toBe(
      200,
    );
  });

  it("deletes the location with 204, and deleting a missing one also succeeds", async () => {
    const cartId = await newCart();
    await call("POST", cartId, { installerId: mobile.installerId, ...driveway });
    expect(await call("DELETE", cartId)).toEqual({ status: 204, body: null });
    expect((await call("GET", cartId)).body).toEqual({ cartInstallLocation: null });
    expect(await call("DELETE", cartId)).toEqual({ status: 204, body: null });
  });

  it("answers 404 for an unknown cart and 400 for a malformed cart id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const method of ["GET", "DELETE"] as const) {
      expect(await call(method, unknown)).toEqual({
        status: 404,
        body: { errorMessage: "Cart not found", code: "CART_NOT_FOUND" },
      });
    }
    expect(
      (await call("POST", unknown, { installerId: mobile.installerId, ...driveway })).status,
    ).toBe(404);
    expect((await call("GET", "nope")).body.errorMessage).toBe("cartId must be a cart id");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { UNKNOWN_VEHICLE_MESSAGE } from "./vehicle-choice.routes";

/** The vehicle picker's calls and the chosen vehicle, on the shipped data set. */
describe.each(testDatabaseKinds())("vehicles on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = async (url: string) => {
    const response = await ctx.app.inject({ url: `/api${url}` });
    return { status: response.statusCode, body: response.json() };
  };

  async function camrySe2020() {
    const { body } = await get("/vehicles/trims?make=toyota&model=camry&year=2020");
    const se = body.trims.find((t: { trim: string }) => t.trim === "SE");
    expect(se).toBeDefined();
    return se.vehicleId as number;
  }

  it("asks year first: the years, that year's makes, then the make's models of that year", async () => {
    const years = await get("/vehicles/years");
    expect(years.status).toBe(200);
    expect(years.body.years).toContain(2020);
    expect(years.body.years).toEqual([...years.body.years].sort((a, b) => b - a));

    const makes2020 = await get("/vehicles/makes?year=2020");
    const allMakes = await get("/vehicles/makes");
    expect(makes2020.body.makes).toContainEqual({ value: "toyota", label: "Toyota" });
    expect(makes2020.body.makes.length).toBeLessThanOrEqual(allMakes.body.makes.length);

    // The Corolla Cross is sold from 2022: not a 2020 model, but a Toyota model.
    const models2020 = await get("/vehicles/models?make=toyota&year=2020");
    const models = await get("/vehicles/models?make=toyota");
    const labels = (list: { label: string }[]) => list.map((m) => m.label);
    expect(labels(models2020.body.models)).toContain("Camry");
    expect(labels(models2020.body.models)).not.toContain("Corolla Cross");
    expect(labels(models.body.models)).toContain("Corolla Cross");
  });

  it("gives one vehicle with its original tires' specs, and 404s for an unknown id", async () => {
    const id = await camrySe2020();
    const vehicle = await get(`/vehicles/${id}`);
    expect(vehicle.status).toBe(200);
    expect(vehicle.body).toEqual({
      vehicleId: id,
      year: 2020,
      make: "Toyota",
      makeSlug: "toyota",
      model: "Camry",
      modelSlug: "camry",
      trim: "SE",
      frontSpec: "235/45R18 94V",
      rearSpec: "235/45R18 94V",
      isStaggered: false,
      href: "/vehicles/toyota/camry/2020?trim=SE",
    });
    expect((await get("/vehicles/999999999")).status).toBe(404);
    expect((await get("/vehicles/abc")).status).toBe(400);
    expect((await get("/vehicles/models?model=camry")).status).toBe(400);
  });

  const choose = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/vehicle",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.test",
        "sec-fetch-site": "same-origin",
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });

  it("remembers a chosen vehicle for a year and goes on to its tires", async () => {
    const id = await camrySe2020();
    const chosen = await choose({ vehicleId: String(id) });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/vehicles/toyota/camry/2020?trim=SE");
    expect(chosen.cookies.find((c) => c.name === "VEHICLE")).toMatchObject({
      value: String(id),
      path: "/",
      maxAge: 31_536_000,
    });
    const back = await choose({ vehicleId: String(id), returnTo: "/compare?ids=1,2" });
    expect(back.headers.location).toBe("/compare?ids=1,2");
  });

  it("forgets the vehicle on an empty choice", async () => {
    const forgot = await choose({ vehicleId: "", returnTo: "/tire-sizes/225-50r17" });
    expect(forgot.statusCode).toBe(303);
    expect(forgot.headers.location).toBe("/tire-sizes/225-50r17");
    const cleared = forgot.cookies.find((c) => c.name === "VEHICLE");
    expect(cleared?.value).toBe("");
  });

  it("refuses an unknown vehicle, another site's post, and a way off the site", async () => {
    for (const vehicleId of ["999999999", "0", "12abc", "<b>"]) {
      const refused = await choose({ vehicleId });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(UNKNOWN_VEHICLE_MESSAGE);
      expect(refused.cookies).toEqual([]);
    }
    const id = await camrySe2020();
    const foreign = await choose({ vehicleId: String(id) }, { "sec-fetch-site": "cross-site" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toEqual([]);
    const offsite = await choose({ vehicleId: String(id), returnTo: "//evil.example/" });
    expect(offsite.headers.location).toBe("/vehicles/toyota/camry/2020?trim=SE");
  });

  it("keeps the chosen vehicle with the tires added for it, by the API and the plain form", async () => {
    const id = await camrySe2020();
    const productId = await tireInStock(ctx.app, "235-45r18");
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      headers: { cookie: `VEHICLE=${id}` },
      payload: { productId, quantity: { front: 4 } },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().siteCart.vehicle).toBe("2020 Toyota Camry SE");

    // A vehicle the request names itself wins over the cookie's.
    const named = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      headers: { cookie: `VEHICLE=${id}` },
      payload: {
        productId,
        quantity: { front: 4 },
        vehicleYear: "2019",
        vehicleMake: "Honda",
        vehicleModel: "Civic",
      },
    });
    expect(named.json().siteCart.vehicle).toBe("2019 Honda Civic");

    const plain = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      payload: { productId, quantity: { front: 4 } },
    });
    expect(plain.json().siteCart.vehicle).toBeNull();

    const form = await ctx.app.inject({
      method: "POST",
      url: "/cart/add",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.test",
        "sec-fetch-site": "same-origin",
        cookie: `VEHICLE=${id}`,
      },
      payload: new URLSearchParams({ productId, quantity: "4", returnTo: "/" }).toString(),
    });
    expect(form.statusCode).toBe(303);
    const cartId = form.cookies.find((c) => c.name === "CART_ID")?.value;
    const cart = await ctx.app.inject({ url: `/api/cart-summary?cartId=${cartId}` });
    expect(cart.json().siteCart.vehicle).toBe("2020 Toyota Camry SE");
  });
});
